import { orderBy, where } from 'firebase/firestore/lite';
import type { GuidesApi } from '../contract';
import { notFound, type BackendError } from '../../domain/errors';
import { currentRole, requireAdmin } from './adminGuard';
import { textOf } from './converters';
import { recordApi } from './recordApi';
import { recordDocs } from './recordDocs';
import { recordReads } from './recordReads';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

const THIS_GUIDE = 'This guide';

/**
 * How a guide document is read (docs/firebase.md, `guides/{id}`): whether it is published and its
 * byline are no content of a version, and guides of older versions have neither tags nor byline.
 */
export const GUIDE_DOCS = recordDocs('guides', {
  subject: THIS_GUIDE,
  item: (guide, data) => ({
    ...guide,
    published: data.published === true,
    author: textOf(data.author),
  }),
});

export function createFirebaseGuides(services: FirebaseServices, writes: LazyWrites): GuidesApi {
  const guides = recordReads(services, 'guides', GUIDE_DOCS);

  return {
    ...recordApi(guides, writes),

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
  };
}
