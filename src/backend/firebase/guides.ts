import { orderBy, where } from 'firebase/firestore/lite';
import type { GuidesApi } from '../contract';
import { BackendError, invalid, notFound } from '../../domain/errors';
import { GUIDE_CONTENT_MAX, type GuideInput } from '../../domain/guide';
import { parseOrInvalid } from '../../domain/validation';
import { currentRole, requireAdmin } from './adminGuard';
import { guideContentFields, guideFromDoc, newGuideDoc } from './converters';
import { nowIso } from './documents';
import { lazyModule } from './lazyModule';
import { recordCollection } from './recordCollection';
import type { FirebaseServices } from './services';

const THIS_GUIDE = 'This guide';

/** guide.ts builds the zod schema: downloaded with the first write, not by every visitor. */
const guideRules = lazyModule(() => import('../../domain/guideSchema'));
/**
 * The guide-HTML sanitizer, downloaded with the first guide write: DOMPurify stays out of what a
 * visitor loads (the reader's page brings its own copy when a guide is opened).
 */
const purifierModule = lazyModule(() => import('../../domain/purifyGuideHtml'));

export function createFirebaseGuides(
  services: FirebaseServices,
  sanitizerWindow: Window | undefined,
): GuidesApi {
  const guides = recordCollection(services, 'guides', THIS_GUIDE, guideFromDoc);
  let sanitize: ((html: string) => string) | null = null;

  async function sanitizer(): Promise<(html: string) => string> {
    if (sanitize) return sanitize;
    const target = sanitizerWindow ?? (typeof window === 'undefined' ? null : window);
    if (!target) {
      throw new BackendError(
        'unavailable',
        'Guides cannot be saved here: the Firebase adapter was given no window to clean HTML with.',
      );
    }
    const { createGuideHtmlPurifier } = await purifierModule();
    sanitize ??= createGuideHtmlPurifier(target);
    return sanitize;
  }

  /** Firebase has no server to clean HTML on write: the adapter does, with the reader's allowlist. */
  async function cleanGuide(input: GuideInput): Promise<GuideInput> {
    const { guideInputSchema } = await guideRules();
    const guide = parseOrInvalid(guideInputSchema, input);
    const content = (await sanitizer())(guide.content);
    // Content that sanitizes to nothing is as good as missing (same message as our server).
    if (!content.trim()) {
      throw invalid('Title and content are required', { content: 'Content is required.' });
    }
    // Cleaning re-serializes the HTML (`&` becomes `&amp;`), so it can grow past the limit the
    // rules enforce; their refusal would read as "not an admin".
    if (content.length > GUIDE_CONTENT_MAX) {
      const message = `Content must be at most ${GUIDE_CONTENT_MAX} characters once cleaned.`;
      throw invalid(message, { content: message });
    }
    return { title: guide.title, content };
  }

  return {
    list: () => guides.list(where('published', '==', true), orderBy('createdAt', 'desc')),

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
      await requireAdmin(services);
      const guide = await cleanGuide(input);
      return guides.add(newGuideDoc(guide, nowIso()));
    },

    async update(id, input, baseVersion) {
      await requireAdmin(services);
      const guide = await cleanGuide(input);
      const { record } = await guides.update(id, baseVersion, () => ({
        ...guideContentFields(guide),
        updatedAt: nowIso(),
      }));
      return record;
    },

    async remove(id) {
      await requireAdmin(services);
      await guides.remove(id);
    },
  };
}
