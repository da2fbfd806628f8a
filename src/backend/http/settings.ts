import type { SettingsApi } from '../contract';
import type { GuildLevelTable } from '../../domain/guildTable';
import type { SiteSettings } from '../../domain/siteSettings';
import type { HttpClient } from './client';
import { fieldsOfNested } from './records';

export function createHttpSettings(client: HttpClient): SettingsApi {
  const tablePath = 'api/settings/guild-table';
  const sitePath = 'api/settings/site';
  return {
    getGuildTable: () => client.request<GuildLevelTable>('GET', tablePath),
    saveGuildTable: (levels, baseVersion) =>
      client.request<GuildLevelTable>('PUT', tablePath, { body: { levels, baseVersion } }),
    getSite: () => client.request<SiteSettings>('GET', sitePath),
    saveSite: (settings, baseVersion) =>
      fieldsOfNested(
        'settings',
        client.request<SiteSettings>('PUT', sitePath, { body: { settings, baseVersion } }),
      ),
  };
}
