import { getDoc } from 'firebase/firestore/lite';
import type { SettingsApi } from '../contract';
import { defaultGuildLevels } from '../../domain/guildTable';
import { NO_SITE_SETTINGS } from '../../domain/siteSettings';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import {
  guildTableDoc,
  guildTableFromDoc,
  siteSettingsDoc,
  siteSettingsFromDoc,
} from './settingsDocs';
import { documentIn, nowIso } from './documents';
import { guildTableHistory, siteSettingsHistory } from './historyOf';
import { mapErrors } from './errors';
import { lazyModule } from './lazyModule';
import type { FirebaseServices } from './services';
import { versionedWrite, type WriteBy } from './versionedWrite';

const THE_TABLE = 'The guild level table';
const THE_SETTINGS = 'The site settings';

/** The zod schemas are downloaded when a setting is saved, not by every visitor. */
const tableRules = lazyModule(() => import('../../domain/guildTableSchema'));
const siteRules = lazyModule(() => import('../../domain/siteSettingsSchema'));

export function createFirebaseSettings(services: FirebaseServices): SettingsApi {
  const tableDoc = () => documentIn(services.firestore(), 'settings', 'guildTable', THE_TABLE);
  const siteDoc = () => documentIn(services.firestore(), 'settings', 'site', THE_SETTINGS);

  return {
    getGuildTable: () =>
      mapErrors({ subject: THE_TABLE }, async () => {
        const snapshot = await getDoc(tableDoc());
        if (snapshot.exists()) return guildTableFromDoc(snapshot.data());
        // Until an admin saves it, the default table is shown as version 0.
        return { levels: defaultGuildLevels(), updatedAt: null, version: 0 };
      }),

    async saveGuildTable(levels, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const valid = parseOrInvalid((await tableRules()).guildLevelsSchema, levels);
      const { record } = await versionedWrite({
        ref: tableDoc(),
        subject: THE_TABLE,
        baseVersion,
        // Version 0 means "never saved": valid only while the document does not exist yet.
        missingIsNew: true,
        fields: (_stored, version) => guildTableDoc(valid, nowIso(), version),
        read: guildTableFromDoc,
        history: guildTableHistory,
        by: { author, ...by },
      });
      return record;
    },

    getSite: () =>
      mapErrors({ subject: THE_SETTINGS }, async () => {
        const snapshot = await getDoc(siteDoc());
        return snapshot.exists() ? siteSettingsFromDoc(snapshot.data()) : { ...NO_SITE_SETTINGS };
      }),

    async saveSite(input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const valid = parseOrInvalid((await siteRules()).siteSettingsInputSchema, input);
      const { record } = await versionedWrite({
        ref: siteDoc(),
        subject: THE_SETTINGS,
        baseVersion,
        missingIsNew: true,
        fields: (_stored, version) => siteSettingsDoc(valid, nowIso(), version),
        read: siteSettingsFromDoc,
        history: siteSettingsHistory,
        by: { author, ...by },
      });
      return record;
    },
  };
}
