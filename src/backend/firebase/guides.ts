import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  setDoc,
  where,
} from 'firebase/firestore/lite';
import type { GuidesApi } from '../contract';
import { BackendError, conflict, notFound } from '../../domain/errors';
import { cleanedGuide, type GuideInput } from '../../domain/guide';
import { parseOrInvalid } from '../../domain/validation';
import { currentRole, requireAdmin } from './adminGuard';
import { guideFromDoc, keptCreatedAt, newGuideDoc } from './converters';
import { documentIn, nowIso } from './documents';
import { mapErrors } from './errors';
import { lazyModule } from './lazyModule';
import type { FirebaseServices } from './services';

const GUIDES = 'guides';
const THIS_GUIDE = 'This guide';
const WRITE = { subject: THIS_GUIDE, signedIn: true };

/** guide.ts builds the zod schema: downloaded with the first write, not by every visitor. */
const guideRules = lazyModule(() => import('../../domain/guideSchema'));
/**
 * The guide-HTML sanitizer, downloaded with the first guide write: DOMPurify stays out of what a
 * visitor loads (the reader's page brings its own copy when a guide is opened).
 */
const sanitizerModule = lazyModule(() => import('../../domain/sanitizeGuideHtml'));

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
    const { createGuideHtmlSanitizer } = await sanitizerModule();
    sanitize ??= createGuideHtmlSanitizer(target);
    return sanitize;
  }

  /**
   * Firebase has no server to clean HTML on write: the adapter does, with the same sanitizer as
   * our server. A guide that grew past the limit when cleaned is refused here, since the rules'
   * refusal would read as "not an admin".
   */
  async function cleanGuide(input: GuideInput): Promise<GuideInput> {
    const { guideInputSchema } = await guideRules();
    return cleanedGuide(parseOrInvalid(guideInputSchema, input), await sanitizer());
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
      const ref = guideDoc(id);
      return mapErrors(WRITE, () =>
        runTransaction(db(), async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw notFound(THIS_GUIDE);
          const stored = snapshot.data();
          const old = guideFromDoc(id, stored);
          if (old.version !== baseVersion) throw conflict(THIS_GUIDE);
          // The whole document is written, not merged: a guide from the upstream site may hold
          // fields this site does not know, which the rules would refuse to keep. createdAt never
          // changes; published is always true (docs/firebase.md).
          const data = {
            title: guide.title,
            content: guide.content,
            published: true,
            ...keptCreatedAt(stored),
            updatedAt: nowIso(),
            version: old.version + 1,
          };
          transaction.set(ref, data);
          return guideFromDoc(id, data);
        }),
      );
    },

    async remove(id) {
      await requireAdmin(services);
      const ref = guideDoc(id);
      await mapErrors(WRITE, () =>
        runTransaction(db(), async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw notFound(THIS_GUIDE);
          transaction.delete(ref);
        }),
      );
    },
  };
}
