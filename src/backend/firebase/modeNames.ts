import { doc, type DocumentData, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { BackendError } from '../../domain/errors';
import { gameModeRefusal } from '../../domain/gameMode';
import type { AlsoInTransaction } from './versionedWrite';

/**
 * The names of the live game modes, by mode id, in one document (`modeNames/live`,
 * docs/firebase.md). A client's transaction can read documents but run no query, so every write
 * that changes which modes are live or what they are called (a create, an edit, a delete, a
 * restore from the trash) reads this document and writes it in its own transaction: two admins
 * adding "Arena" at once cannot both pass the check, since Firestore retries the second
 * transaction once the first has written the names, and it then finds the name taken. The rules
 * hold each live mode's document to its entry here, and the entries to GAME_MODES_MAX.
 */
const MODE_NAMES = 'modeNames';
const LIVE_MODE_NAMES = 'live';

/** The stored names: entries that are not text are no names (no mode could be written so). */
function modeNamesOf(data: DocumentData | undefined): Record<string, string> {
  const names: unknown = data?.names;
  if (names === null || typeof names !== 'object' || Array.isArray(names)) return {};
  return Object.fromEntries(
    Object.entries(names).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Part of the transaction that makes the mode `id` live under `name`, or no longer live (`name`
 * null): the mode's name must be free among the other live modes' and, for a mode not live yet,
 * the list must have room (src/domain/gameMode.ts, gameModeRefusal). `refuse` turns the reason
 * into the error the write answers with.
 */
export function modeNameWrite(
  db: Firestore,
  id: string,
  name: string | null,
  refuse: (reason: string) => BackendError,
): AlsoInTransaction {
  return async (transaction) => {
    const ref = doc(db, MODE_NAMES, LIVE_MODE_NAMES);
    const names = modeNamesOf((await transaction.get(ref)).data());
    if (name !== null) {
      const others = Object.entries(names)
        .filter(([other]) => other !== id)
        .map(([, otherName]) => ({ name: otherName }));
      const reason = gameModeRefusal({ name }, others, !Object.hasOwn(names, id));
      if (reason) throw refuse(reason);
    }
    return (writer: Transaction) => {
      const next = { ...names };
      if (name === null) delete next[id];
      else next[id] = name;
      writer.set(ref, { names: next });
    };
  };
}

/** A trashed mode whose name a live mode has meanwhile, or with the list full, stays there. */
export const restoreRefused = (reason: string) => new BackendError('conflict', reason);
