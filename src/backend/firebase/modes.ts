import type { ModesApi } from '../contract';
import { sortGameModes } from '../../domain/gameMode';
import { recordApi } from './recordApi';
import { recordDocs } from './recordDocs';
import { recordReads } from './recordReads';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/** How a game mode document is read (docs/firebase.md, `modes/{id}`). */
export const MODE_DOCS = recordDocs('modes', { subject: 'This game mode' });

/**
 * The game modes heroes are rated in (docs/product.md#game-modes), in list order: documents of
 * `modes`, whose writes check the names of the live modes in their own transaction (modeWrites.ts).
 */
export function createFirebaseModes(services: FirebaseServices, writes: LazyWrites): ModesApi {
  const modes = recordReads(services, 'modes', MODE_DOCS);
  return { ...recordApi(modes, writes), list: async () => sortGameModes(await modes.list()) };
}
