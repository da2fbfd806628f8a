import {
  collection,
  getDocs,
  query,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { usagesByPath, type FileUsage, type FileUsageKind } from '../../domain/fileUsage';
import { guideImageSources } from '../../domain/guide';
import { KIND_NAMES, declarationOf, kindLabel, type KINDS, type Kind } from '../../domain/kinds';
import { MEDIA_SLOTS } from '../../domain/media';
import { urlFieldOf } from './recordDocs';
import { REVISIONS, TRASH } from './revisions';
import type { FirebaseServices } from './services';

/*
 * Which records show a stored file, for admins only (the media library, deleting a file, purging
 * the trash): loaded with them, never by a visitor.
 */

/** A stored file to look up: its path, and its download URL (null when the file is gone). */
export interface ImageRef {
  path: string;
  url: string | null;
}

/** Firestore's limit on the values of one `in` or `array-contains-any` filter. */
const MAX_FILTER_VALUES = 30;

function chunks<T>(values: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += MAX_FILTER_VALUES) {
    result.push(values.slice(start, start + MAX_FILTER_VALUES));
  }
  return result;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The kinds whose records show stored files: by an image, or by the guide HTML they hold. */
type ShowsFiles = {
  [K in Kind]: (typeof KINDS)[K] extends { image: string } | { html: unknown } ? K : never;
}[Kind];

/** A media slot is named where a refusal names it by its slot's label, as our server names it. */
const OWN_LABELS: { [K in ShowsFiles]?: (id: string) => string } = {
  media: (id) => MEDIA_SLOTS.find((slot) => slot.id === id)?.label ?? id,
};

/** What a record is called where a refusal names it: its kind's usage (src/domain/kinds.ts). */
const usageOf = (kind: ShowsFiles, id: string, data: DocumentData): FileUsage => ({
  kind: declarationOf(kind).usage as FileUsageKind,
  id,
  label: OWN_LABELS[kind]?.(id) ?? kindLabel(kind, id, data),
});

const showsFiles = (kind: Kind): kind is ShowsFiles => declarationOf(kind).usage !== undefined;

/**
 * Where records keep their image: its stored path, and its URL (all the upstream site kept), in
 * the kinds that have an image (src/domain/kinds.ts).
 */
const IMAGE_FIELDS = KIND_NAMES.filter(showsFiles).flatMap((kind) => {
  const path = declarationOf(kind).image;
  return path ? [{ kind, path, url: urlFieldOf(kind) }] : [];
});

/** The history's versions and the trash's items: each lists the paths its record shows. */
const KEPT_ITEMS = [
  { collection: REVISIONS, kind: 'history' },
  { collection: TRASH, kind: 'trash' },
] as const;

/**
 * Documents that list the stored paths of the files they show in `images`: those of the kinds that
 * hold guide HTML (a hero its image and its build notes' and skills' images,
 * src/domain/heroFiles.ts; a guide its content's; a team its notes'), and every version in history
 * and item in the trash.
 */
const LISTED_IMAGES = [
  ...KIND_NAMES.filter(showsFiles)
    .filter((kind) => declarationOf(kind).html)
    .map((kind) => ({
      collection: kind as string,
      usage: (id: string, data: DocumentData) => usageOf(kind, id, data),
    })),
  ...KEPT_ITEMS.map(({ collection, kind }) => ({
    collection,
    usage: (_id: string, data: DocumentData): FileUsage => ({
      kind,
      id: text(data.itemId),
      label: text(data.label),
    }),
  })),
];

/**
 * Guides of the upstream site list no `images`, nor do their versions kept in history or their
 * entries in the trash: their content names each image by its download URL, which a query cannot
 * search. Where they may be, and how to read them.
 */
const UNLISTED_GUIDES = [
  {
    kind: 'guide',
    find: (db: Firestore) => collection(db, 'guides'),
    content: (data: DocumentData) => (Array.isArray(data.images) ? '' : data.content),
    usage: (id: string, data: DocumentData) => ({ id, label: text(data.title) }),
  },
  {
    kind: 'trash',
    find: (db: Firestore) => query(collection(db, 'trash'), where('collection', '==', 'guides')),
    content: (data: DocumentData) =>
      Array.isArray(data.record?.images) ? '' : data.record?.content,
    usage: (_id: string, data: DocumentData) => ({
      id: text(data.itemId),
      label: text(data.label),
    }),
  },
  {
    // A guide's version lists its images; an upstream guide's versions list none.
    kind: 'history',
    find: (db: Firestore) =>
      query(
        collection(db, 'revisions'),
        where('collection', '==', 'guides'),
        where('images', '==', []),
      ),
    content: (data: DocumentData) => data.content?.content,
    usage: (_id: string, data: DocumentData) => ({
      id: text(data.itemId),
      label: text(data.label),
    }),
  },
] as const;

/**
 * Who of UNLISTED_GUIDES shows each of `paths`. They are read whole, a fan site holding a few
 * dozen guides, and only while any of them shows an image; an edit of the guide lists its images.
 */
async function unlistedGuideUsages(services: FirebaseServices, paths: readonly string[]) {
  const db = services.firestore();
  const found = await Promise.all(
    UNLISTED_GUIDES.map(async (source) =>
      (await getDocs(source.find(db))).docs.flatMap((record) => {
        const html = text(source.content(record.data()));
        return /<img/i.test(html) ? [{ source, record, html }] : [];
      }),
    ),
  );
  const shown = found.flat();
  if (!shown.length) return [];
  const storage = await services.storage();
  return shown.flatMap(({ source, record, html }) => {
    const images = new Set(guideImageSources(html).map((src) => storage.pathOfUrl(src)));
    const usage = { kind: source.kind, ...source.usage(record.id, record.data()) };
    return paths.filter((path) => images.has(path)).map((path) => ({ path, ...usage }));
  });
}

/**
 * Who shows each of `images`: heroes, media slots and equipment items found by `imagePath` or by
 * download URL, heroes (their build notes too), guides, teams (their notes), versions kept in
 * history and items in the trash by their `images` list of paths, and guides of the upstream site
 * by their content. The lookups
 * are batched (MAX_FILTER_VALUES values a query) and run together. A path no record shows has
 * no entry. Our server answers the same question in SQL (server/repositories/fileReferences.ts).
 */
export async function imageUsages(
  services: FirebaseServices,
  images: readonly ImageRef[],
): Promise<Map<string, FileUsage[]>> {
  const db = services.firestore();
  const paths = images.map((image) => image.path);
  const pathOfUrl = new Map(
    images.flatMap((image) => (image.url ? [[image.url, image.path] as const] : [])),
  );
  const lookups: Promise<(FileUsage & { path: string })[]>[] = [];

  for (const fields of IMAGE_FIELDS) {
    const byField = (field: string, values: string[], pathOf: (value: string) => string) =>
      getDocs(query(collection(db, fields.kind), where(field, 'in', values))).then((snapshot) =>
        snapshot.docs.flatMap((found) => {
          const value = text(found.get(field));
          if (!values.includes(value)) return [];
          return [{ path: pathOf(value), ...usageOf(fields.kind, found.id, found.data()) }];
        }),
      );
    for (const values of chunks(paths)) lookups.push(byField(fields.path, values, (p) => p));
    for (const values of chunks([...pathOfUrl.keys()])) {
      lookups.push(byField(fields.url, values, (url) => pathOfUrl.get(url)!));
    }
  }
  // Heroes, guides, versions kept in history and items in the trash list the paths of their files.
  for (const listed of LISTED_IMAGES) {
    for (const values of chunks(paths)) {
      const found = query(
        collection(db, listed.collection),
        where('images', 'array-contains-any', values),
      );
      lookups.push(
        getDocs(found).then((snapshot) =>
          snapshot.docs.flatMap((record) => {
            const shown = record.get('images') as unknown;
            const usage = listed.usage(record.id, record.data());
            return values
              .filter((path) => Array.isArray(shown) && shown.includes(path))
              .map((path) => ({ path, ...usage }));
          }),
        ),
      );
    }
  }
  lookups.push(unlistedGuideUsages(services, paths));
  // A trashed hero of the upstream site names its image by URL only.
  for (const values of chunks([...pathOfUrl.keys()])) {
    const found = query(collection(db, 'trash'), where('record.image', 'in', values));
    lookups.push(
      getDocs(found).then((snapshot) =>
        snapshot.docs.map((entry) => ({
          path: pathOfUrl.get(text(entry.get('record.image')))!,
          kind: 'trash' as const,
          id: text(entry.get('itemId')),
          label: text(entry.get('label')),
        })),
      ),
    );
  }
  return usagesByPath((await Promise.all(lookups)).flat());
}

/**
 * Whether a hero, a guide, a team, a media slot or an equipment item still shows the stored file
 * at `path`, or a version in
 * history or an item in the trash does (see above).
 */
export async function isImageInUse(
  services: FirebaseServices,
  path: string,
  url: string | null,
): Promise<boolean> {
  return (await imageUsages(services, [{ path, url }])).has(path);
}

/**
 * Deletes an image a record no longer shows, unless another record still shows it. `image` is
 * the record's stored path, or for a record of the upstream site that kept only a URL, that URL.
 * A failure is only logged: the record is already saved, and a leftover file harms nobody.
 */
export async function deleteUnusedImage(
  services: FirebaseServices,
  image: { path: string; url?: string },
): Promise<void> {
  if (!image.path && !image.url) return;
  try {
    const storage = await services.storage();
    const path = image.path || storage.pathOfUrl(image.url ?? '');
    if (!path) return;
    if (await isImageInUse(services, path, await storage.downloadUrl(path))) return;
    await storage.remove(path);
  } catch (error) {
    console.warn(`Could not delete the unused image ${image.path || image.url}.`, error);
  }
}
