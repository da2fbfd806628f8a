import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { fileUrl, storedPathOfUrl } from '../files/fileUrls';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { insertHeroes } from '../repositories/heroes';
import { insertRecordRows } from '../repositories/versionedRecords';
import { heroPortraitSvg } from './heroImage';
import { sampleCodes } from './sampleCodes';
import { SAMPLE_EQUIPMENT, SAMPLE_HERO_EQUIPMENT, equipmentIconSvg } from './sampleEquipment';
import { sampleImage } from './sampleImages';
import { SAMPLE_GUIDE_AUTHOR, sampleGuides } from './sampleGuides';
import { SAMPLE_MODES, SAMPLE_RATINGS, SAMPLE_TIER_LEGEND } from './sampleModes';
import { SAMPLE_TEAMS } from './sampleTeams';
import { sampleTierChanges } from './sampleTierChanges';
import sampleHeroFile from './heroes.json';
import { EQUIPMENT_IMAGE_FOLDER } from '../../src/domain/equipment';
import { cleanFileName } from '../../src/domain/files';
import type { HeroInput } from '../../src/domain/hero';
import { cleanedHero } from '../../src/domain/heroBuildNotes';
import { cleanedTeam } from '../../src/domain/teamChecks';
import type { ModeRating } from '../../src/domain/heroRatings';
import { parseHeroImport } from '../../src/domain/heroImport';
import { KIND_SCHEMAS } from '../../src/domain/kindSchemas';
import { RECORD_KINDS, recordOf, type InputOf, type RecordKind } from '../../src/domain/kinds';
import { parseOrInvalid } from '../../src/domain/validation';
import {
  NO_SITE_SETTINGS,
  SITE_SETTINGS_ITEM,
  storedSiteSettings,
} from '../../src/domain/siteSettings';

export const SEED_MARKER_KEY = 'sample-data-seeded';

export interface SeedOptions {
  /** The site's base path, for the image URL inside a sample guide. */
  basePath?: string;
  /** The build's sample pictures (server/seed/sampleImages.ts); by default beside the server. */
  sampleImagesDir?: string;
}

async function markerExists(q: Queryable): Promise<boolean> {
  return (await q.query('SELECT 1 FROM settings WHERE key = $1', [SEED_MARKER_KEY])).length > 0;
}

/** Whether no record kind's table (src/domain/kinds.ts) holds a row, live or in the trash. */
async function contentIsEmpty(q: Queryable): Promise<boolean> {
  const selects = RECORD_KINDS.map((kind) => `SELECT 1 FROM ${recordOf(kind).table}`);
  const rows = await q.query(`${selects.join(' UNION ALL ')} LIMIT 1`);
  return rows.length === 0;
}

/**
 * Inserts one sample record of `kind`, checked by the schema every write of it passes and stored
 * as that write stores it; resolves with its id.
 */
async function insertOne<K extends RecordKind>(
  tx: Queryable,
  kind: K,
  input: InputOf<K>,
  extra?: Record<string, unknown>,
): Promise<string> {
  const checked = parseOrInvalid(KIND_SCHEMAS[kind], input) as InputOf<K>;
  const [row] = await insertRecordRows(tx, kind, [checked], { extra });
  if (!row) throw new Error(`INSERT INTO ${recordOf(kind).table} returned no row`);
  return row.id;
}

/**
 * A new, empty database gets fictional sample content (docs/decisions.md#sample-content).
 * The decision is taken once per database and recorded in a marker setting, so sample heroes an
 * admin deleted never come back, and a database that already had content is never seeded.
 * True when this call added the sample data.
 */
export async function seedSampleData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await markerExists(db)) return false;
  const { heroes } = parseHeroImport(sampleHeroFile);
  // Images are read (or drawn) before the transaction so it stays short.
  const dir = options.sampleImagesDir;
  const images = await Promise.all(
    heroes.map((hero) => sampleImage(heroPortraitSvg(hero.name), dir)),
  );
  const equipmentImages = await Promise.all(
    SAMPLE_EQUIPMENT.map((item) => sampleImage(equipmentIconSvg(item.name, item.rarity), dir)),
  );
  const basePath = options.basePath ?? '/';
  const isOwnImage = (src: string) => storedPathOfUrl(basePath, src) !== null;

  return db.transaction(async (tx) => {
    const empty = await contentIsEmpty(tx);
    // The primary key makes a second instance starting at the same time wait, then stop here.
    const marked = await tx.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [SEED_MARKER_KEY, JSON.stringify({ seeded: empty, at: new Date().toISOString() })],
    );
    if (!marked.length || !empty) return false;

    // The game modes first: the heroes' ratings and tier moves name them by id.
    const modeIds = new Map<string, string>();
    for (const mode of SAMPLE_MODES) modeIds.set(mode.name, await insertOne(tx, 'modes', mode));
    /** A sample hero's ratings, in the modes' order. */
    const ratingsOf = (name: string): ModeRating[] =>
      SAMPLE_MODES.flatMap(({ name: mode }) => {
        const rating = SAMPLE_RATINGS[name]?.[mode];
        const id = modeIds.get(mode);
        return rating && id ? [{ mode: id, tier: rating[0], reason: rating[1] }] : [];
      });

    const store = createDbFileStore(tx);
    // Each sample item with its picture, stored as an upload into the equipment folder; before
    // the heroes, which recommend items by id.
    const itemIds = new Map<string, string>();
    for (const [index, item] of SAMPLE_EQUIPMENT.entries()) {
      const image = equipmentImages[index]!;
      const file = await store.put(
        {
          folder: EQUIPMENT_IMAGE_FOLDER,
          name: `${cleanFileName(item.name)}.png`,
          bytes: image.png,
          contentType: 'image/png',
          thumbnail: image.thumbnail,
        },
        tx,
      );
      itemIds.set(item.name, await insertOne(tx, 'equipment', { ...item, imagePath: file.path }));
    }
    /** A sample hero's recommended equipment, by the items' names resolved to their ids. */
    const equipmentOf = (name: string): string[] =>
      (SAMPLE_HERO_EQUIPMENT[name] ?? []).map((item) => {
        const id = itemIds.get(item);
        if (!id) throw new Error(`No sample item is named ${item}.`);
        return id;
      });

    const withImages: HeroInput[] = [];
    for (const [index, hero] of heroes.entries()) {
      const image = images[index];
      if (!image) continue;
      const file = await store.put(
        {
          folder: 'heroes',
          name: `${cleanFileName(hero.name)}.png`,
          bytes: image.png,
          contentType: 'image/png',
          thumbnail: image.thumbnail,
        },
        tx,
      );
      // Build notes and skills are stored cleaned, as every write stores them
      // (src/domain/heroBuildNotes.ts).
      const cleaned = cleanedHero(hero, sanitizeGuideHtml, isOwnImage);
      withImages.push({
        ...cleaned,
        ratings: ratingsOf(hero.name),
        recommendedEquipment: equipmentOf(hero.name),
        imagePath: file.path,
      });
    }
    const heroIds = await insertHeroes(tx, withImages);
    const tierChanges = sampleTierChanges();
    for (const [index, hero] of withImages.entries()) {
      for (const change of tierChanges.get(hero.name) ?? []) {
        await tx.query(
          `INSERT INTO hero_tier_changes (hero_id, mode_id, from_tier, to_tier, at)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            heroIds[index],
            change.mode === null ? null : (modeIds.get(change.mode) ?? null),
            change.from,
            change.to,
            change.at,
          ],
        );
      }
    }

    // The teams name the heroes and their mode by id; their notes are stored cleaned, as every
    // write stores them (src/domain/teamChecks.ts).
    const heroIdOf = new Map(withImages.map((hero, index) => [hero.name, heroIds[index]!]));
    const idOf = (name: string) => {
      const id = heroIdOf.get(name);
      if (!id) throw new Error(`No sample hero is named ${name}.`);
      return id;
    };
    for (const [index, team] of SAMPLE_TEAMS.entries()) {
      const mode = modeIds.get(team.mode);
      if (!mode) throw new Error(`No sample game mode is named ${team.mode}.`);
      const cleaned = cleanedTeam(
        {
          name: team.name,
          mode,
          members: team.members.map((member) => ({
            hero: idOf(member.hero),
            role: member.role,
            substitutes: (member.substitutes ?? []).map(idOf),
          })),
          notes: team.notes,
          tags: team.tags,
        },
        sanitizeGuideHtml,
        isOwnImage,
      );
      // An hour apart, in list order.
      const at = new Date(Date.now() - (SAMPLE_TEAMS.length - index) * 3_600_000);
      await insertOne(tx, 'teams', cleaned, { created_at: at, updated_at: at });
    }

    for (const code of sampleCodes()) await insertOne(tx, 'codes', code);

    // The tier list's legend; the community link stays the one the site was built with.
    await tx.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`,
      [
        SITE_SETTINGS_ITEM,
        JSON.stringify(
          storedSiteSettings({
            ...NO_SITE_SETTINGS,
            communityUrl: '',
            tierLegend: SAMPLE_TIER_LEGEND,
          }),
        ),
      ],
    );

    // The guide shows its own copy of a hero portrait, so deleting that hero keeps the guide whole.
    const [firstImage] = images;
    const guideImage = firstImage
      ? await store.put(
          {
            folder: 'guides',
            name: 'sample-portrait.png',
            bytes: firstImage.png,
            contentType: 'image/png',
            thumbnail: firstImage.thumbnail,
          },
          tx,
        )
      : null;
    const guides = sampleGuides(guideImage ? fileUrl(basePath, guideImage.path) : '');
    for (const [index, guide] of guides.entries()) {
      // One minute apart, so "newest first" shows the welcome guide on top; written a week ago
      // and edited since, so their pages show both dates.
      const updatedAt = new Date(Date.now() - index * 60_000);
      const createdAt = new Date(updatedAt.getTime() - 7 * 24 * 3_600_000);
      await insertOne(
        tx,
        'guides',
        { ...guide, content: sanitizeGuideHtml(guide.content) },
        { author: SAMPLE_GUIDE_AUTHOR, created_at: createdAt, updated_at: updatedAt },
      );
    }
    return true;
  });
}
