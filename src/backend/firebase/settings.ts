import { getDoc } from 'firebase/firestore/lite';
import type { SettingsApi } from '../contract';
import { mapErrors } from './errors';
import type { FirebaseServices } from './services';
import { GUILD_TABLE, SITE_SETTINGS, type SettingDocument } from './settingsDocs';
import type { LazyWrites } from './writes';

/** The guild level table and the site settings: their saves load with the first (writes.ts). */
export function createFirebaseSettings(
  services: FirebaseServices,
  writes: LazyWrites,
): SettingsApi {
  const read = <T>(setting: SettingDocument<T>) =>
    mapErrors({ subject: setting.subject }, async () => {
      const snapshot = await getDoc(setting.ref(services));
      return snapshot.exists() ? setting.read(snapshot.data()) : setting.unsaved();
    });

  return {
    getGuildTable: () => read(GUILD_TABLE),
    saveGuildTable: async (levels, baseVersion) =>
      (await writes()).settings.saveGuildTable(levels, baseVersion),
    getSite: () => read(SITE_SETTINGS),
    saveSite: async (input, baseVersion) => (await writes()).settings.saveSite(input, baseVersion),
  };
}
