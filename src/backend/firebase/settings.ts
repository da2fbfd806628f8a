import { getDoc, runTransaction } from 'firebase/firestore/lite';
import type { SettingsApi } from '../contract';
import { conflict } from '../../domain/errors';
import { defaultGuildLevels } from '../../domain/guildTable';
import { parseOrInvalid } from '../../domain/validation';
import { requireAdmin } from './adminGuard';
import { guildTableDoc, guildTableFromDoc, versionOf } from './converters';
import { documentIn, nowIso } from './documents';
import { mapErrors } from './errors';
import { lazyModule } from './lazyModule';
import type { FirebaseServices } from './services';

const THE_TABLE = 'The guild level table';

/** The zod schema is downloaded when a table is saved, not by every visitor. */
const tableRules = lazyModule(() => import('../../domain/guildTableSchema'));

export function createFirebaseSettings(services: FirebaseServices): SettingsApi {
  const tableDoc = () => documentIn(services.firestore(), 'settings', 'guildTable', THE_TABLE);

  return {
    getGuildTable: () =>
      mapErrors({ subject: THE_TABLE }, async () => {
        const snapshot = await getDoc(tableDoc());
        if (snapshot.exists()) return guildTableFromDoc(snapshot.data());
        // Until an admin saves it, the default table is shown as version 0.
        return { levels: defaultGuildLevels(), updatedAt: null, version: 0 };
      }),

    async saveGuildTable(levels, baseVersion) {
      await requireAdmin(services);
      const valid = parseOrInvalid((await tableRules()).guildLevelsSchema, levels);
      const ref = tableDoc();
      return mapErrors({ subject: THE_TABLE, signedIn: true }, () =>
        runTransaction(services.firestore(), async (transaction) => {
          const snapshot = await transaction.get(ref);
          // Version 0 means "never saved": valid only while the document does not exist yet.
          const stored = snapshot.exists() ? versionOf(snapshot.data()) : 0;
          if (stored !== baseVersion) throw conflict(THE_TABLE);
          const data = guildTableDoc(valid, nowIso(), baseVersion + 1);
          transaction.set(ref, data);
          return guildTableFromDoc(data);
        }),
      );
    },
  };
}
