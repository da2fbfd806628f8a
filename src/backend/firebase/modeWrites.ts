import { invalid } from '../../domain/errors';
import { GAME_MODES_FULL } from '../../domain/gameMode';
import { modeNameWrite, restoreRefused } from './modeNames';
import { MODE_DOCS } from './modes';
import type { WriteRules } from './recordWrites';
import type { FirebaseServices } from './services';

/** A name another live mode has is the name field's error; a full list, the form's. */
const refusedInput = (reason: string) =>
  reason === GAME_MODES_FULL ? invalid(reason) : invalid(reason, { name: reason });

/**
 * Game modes' own writes (docs/product.md#game-modes): a create, an edit and a delete check and
 * write the names of the live modes in their own transaction (modeNames.ts), and so does a restore
 * from the trash, refused as a conflict while its name is taken or the list is full. In the trash,
 * heroes keep their ratings in it, unseen until it is restored.
 */
export const modeWrites = (services: FirebaseServices): WriteRules<'modes'> => ({
  docs: MODE_DOCS,
  also: (mode, id) => modeNameWrite(services.firestore(), id, mode?.name ?? null, refusedInput),
  restoreAlso: (id, mode) => modeNameWrite(services.firestore(), id, mode.name, restoreRefused),
});
