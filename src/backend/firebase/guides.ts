import { orderBy, where, type DocumentData } from 'firebase/firestore/lite';
import type { GuidesApi } from '../contract';
import type { BackendError } from '../../domain/errors';
import { notFound } from '../../domain/errors';
import { cleanedGuide, guideImageSources, type GuideInput } from '../../domain/guide';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail, currentRole, requireAdmin } from './adminGuard';
import { guideContentFields, guideFromDoc, newGuideDoc, tagsOf } from './guideDocs';
import { nowIso } from './documents';
import { lazyGuideHtmlSanitizer } from './guideHtmlSanitizer';
import { guideHistory } from './historyOf';
import { lazyModule } from './lazyModule';
import { recordCollection } from './recordCollection';
import type { FirebaseServices } from './services';
import type { WriteBy } from './versionedWrite';

const THIS_GUIDE = 'This guide';

/** guide.ts builds the zod schema: downloaded with the first write, not by every visitor. */
const guideRules = lazyModule(() => import('../../domain/guideSchema'));

export function createFirebaseGuides(
  services: FirebaseServices,
  sanitizerWindow: Window | undefined,
): GuidesApi {
  const guides = recordCollection(services, 'guides', THIS_GUIDE, guideFromDoc, guideHistory);
  const sanitizer = lazyGuideHtmlSanitizer(sanitizerWindow);

  /**
   * Firebase has no server to clean HTML on write: the adapter does, with the same sanitizer as
   * our server. A guide that grew past the limit when cleaned is refused here, since the rules'
   * refusal would read as "not an admin".
   */
  async function cleanGuide(input: GuideInput): Promise<{ guide: GuideInput; images: string[] }> {
    const { guideInputSchema } = await guideRules();
    const parsed = parseOrInvalid(guideInputSchema, input);
    // Images must be files of this project's bucket (src/domain/guide.ts, foreignImageMessage);
    // Storage is loaded only for a guide that has any.
    const storage = /<img/i.test(parsed.content) ? await services.storage() : null;
    const pathOf = (src: string) => storage?.pathOfUrl(src) ?? null;
    const guide = cleanedGuide(parsed, await sanitizer(), (src) => pathOf(src) !== null);
    const images = [...new Set(guideImageSources(guide.content).map((src) => pathOf(src)!))];
    return { guide, images };
  }

  return {
    list: () => guides.list(where('published', '==', true), orderBy('createdAt', 'desc')),

    async listDrafts() {
      await requireAdmin(services);
      return guides.list(where('published', '==', false), orderBy('createdAt', 'desc'));
    },

    async get(id) {
      const guide = await guides.get(id).catch((error: BackendError) => {
        // The rules let visitors read published guides only: a refusal means "not published".
        if (error.code === 'forbidden' || error.code === 'unauthenticated')
          throw notFound(THIS_GUIDE);
        throw error;
      });
      if (!guide.published && (await currentRole(services)) !== 'admin') throw notFound(THIS_GUIDE);
      return guide;
    },

    async create(input) {
      const author = await adminEmail(services);
      const { guide, images } = await cleanGuide(input);
      const byline = (await services.auth()).byline();
      return guides.add(newGuideDoc(guide, images, nowIso(), byline), { author });
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const { guide, images } = await cleanGuide(input);
      // Left out, `published` and `tags` stay as stored (a history restore sends no `published`).
      // The byline is the creator's: carried over as stored, as the rules require.
      const fields = (stored: DocumentData) => ({
        ...guideContentFields(
          guide,
          images,
          guide.published ?? stored.published === true,
          tagsOf(stored.tags),
        ),
        ...('author' in stored ? { author: stored.author as unknown } : {}),
        updatedAt: nowIso(),
      });
      const { record } = await guides.update(id, baseVersion, fields, { author, ...by });
      return record;
    },

    async remove(id) {
      await guides.remove(id, { author: await adminEmail(services) });
    },
  };
}
