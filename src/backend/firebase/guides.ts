import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore/lite';
import type { GuidesApi } from '../contract';
import { BackendError, invalid, notFound } from '../../domain/errors';
import { GUIDE_CONTENT_MAX, type GuideInput } from '../../domain/guide';
import { parseOrInvalid } from '../../domain/validation';
import { currentRole, requireAdmin } from './adminGuard';
import { guideFromDoc, keptCreatedAt, newGuideDoc } from './converters';
import { documentIn, nowIso } from './documents';
import { mapErrors } from './errors';
import { lazyModule } from './lazyModule';
import { removeDocument } from './removeDocument';
import type { FirebaseServices } from './services';
import { versionedWrite } from './versionedWrite';

const GUIDES = 'guides';
const THIS_GUIDE = 'This guide';
const WRITE = { subject: THIS_GUIDE, signedIn: true };

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
  const db = () => services.firestore();
  const guideDoc = (id: string) => documentIn(db(), GUIDES, id, THIS_GUIDE);
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
    list: () =>
      mapErrors({}, async () => {
        const published = query(
          collection(db(), GUIDES),
          where('published', '==', true),
          orderBy('createdAt', 'desc'),
        );
        const snapshot = await getDocs(published);
        return snapshot.docs.map((guide) => guideFromDoc(guide.id, guide.data()));
      }),

    async get(id) {
      const ref = guideDoc(id);
      const snapshot = await mapErrors({ subject: THIS_GUIDE }, () => getDoc(ref)).catch(
        (error: BackendError) => {
          // The rules let visitors read published guides only: a refusal means "not published".
          if (error.code === 'forbidden' || error.code === 'unauthenticated')
            throw notFound(THIS_GUIDE);
          throw error;
        },
      );
      if (!snapshot.exists()) throw notFound(THIS_GUIDE);
      const guide = guideFromDoc(snapshot.id, snapshot.data());
      if (!guide.published && (await currentRole(services)) !== 'admin') throw notFound(THIS_GUIDE);
      return guide;
    },

    async create(input) {
      await requireAdmin(services);
      const guide = await cleanGuide(input);
      return mapErrors(WRITE, async () => {
        const ref = doc(collection(db(), GUIDES));
        const data = newGuideDoc(guide, nowIso());
        await setDoc(ref, data);
        return guideFromDoc(ref.id, data);
      });
    },

    async update(id, input, baseVersion) {
      await requireAdmin(services);
      const guide = await cleanGuide(input);
      const { record } = await versionedWrite({
        ref: guideDoc(id),
        subject: THIS_GUIDE,
        baseVersion,
        // createdAt never changes; published is always true (docs/firebase.md).
        fields: (stored) => ({
          title: guide.title,
          content: guide.content,
          published: true,
          ...keptCreatedAt(stored),
          updatedAt: nowIso(),
        }),
        read: (data) => guideFromDoc(id, data),
      });
      return record;
    },

    async remove(id) {
      await requireAdmin(services);
      await removeDocument(guideDoc(id), THIS_GUIDE);
    },
  };
}
