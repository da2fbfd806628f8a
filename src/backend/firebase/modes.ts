import type { ModesApi } from '../contract';
import { invalid } from '../../domain/errors';
import { GAME_MODES_FULL, sortGameModes, type GameModeInput } from '../../domain/gameMode';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import { gameModeFields, gameModeFromDoc } from './gameModeDocs';
import { nowIso } from './documents';
import { gameModeHistory } from './historyOf';
import { lazyModule } from './lazyModule';
import { modeNameWrite } from './modeNames';
import { recordCollection } from './recordCollection';
import type { FirebaseServices } from './services';
import type { WriteBy } from './versionedWrite';

const THIS_MODE = 'This game mode';

/** The zod schema is downloaded with the first write, not by every visitor. */
const modeRules = lazyModule(() => import('../../domain/gameModeSchema'));

/** A name another live mode has is the name field's error; a full list, the form's. */
const refusedInput = (reason: string) =>
  reason === GAME_MODES_FULL ? invalid(reason) : invalid(reason, { name: reason });

/**
 * The game modes heroes are rated in (docs/product.md#game-modes): documents of `modes`, checked
 * against the names of the live modes in the write's own transaction (modeNames.ts).
 */
export function createFirebaseModes(services: FirebaseServices): ModesApi {
  const modes = recordCollection(services, 'modes', THIS_MODE, gameModeFromDoc, gameModeHistory);
  const names = (id: string, name: string | null) =>
    modeNameWrite(services.firestore(), id, name, refusedInput);

  /** The input as the schema cleans it (trimmed, defaults filled), or `invalid` by field. */
  async function checked(input: GameModeInput): Promise<GameModeInput> {
    return parseOrInvalid((await modeRules()).gameModeInputSchema, input);
  }

  return {
    list: async () => sortGameModes(await modes.list()),

    get: (id) => modes.get(id),

    async create(input) {
      const author = await adminEmail(services);
      const mode = await checked(input);
      const now = nowIso();
      const ref = modes.newRef();
      const data = { ...gameModeFields(mode), createdAt: now, updatedAt: now, version: 1 };
      return modes.add(data, { author }, ref, names(ref.id, mode.name));
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const mode = await checked(input);
      const fields = () => ({ ...gameModeFields(mode), updatedAt: nowIso() });
      const write = { author, ...by };
      const { record } = await modes.update(id, baseVersion, fields, write, names(id, mode.name));
      return record;
    },

    /** Into the trash: heroes keep their ratings in it, unseen until it is restored. */
    async remove(id) {
      const author = await adminEmail(services);
      await modes.remove(id, { author }, names(id, null));
    },
  };
}
