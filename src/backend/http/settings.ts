import type { SettingsApi } from '../contract';
import type { GuildLevelTable } from '../../domain/guildTable';
import type { SiteSettings } from '../../domain/siteSettings';
import type { HttpClient } from './client';

export function createHttpSettings(client: HttpClient): SettingsApi {
  const tablePath = 'api/settings/guild-table';
  const sitePath = 'api/settings/site';
  return {
    getGuildTable: () => client.request<GuildLevelTable>('GET', tablePath),
    saveGuildTable: (levels, baseVersion) =>
      client.request<GuildLevelTable>('PUT', tablePath, { body: { levels, baseVersion } }),
    getSite: () => client.request<SiteSettings>('GET', sitePath),
    saveSite: (settings, baseVersion) =>
      client.request<SiteSettings>('PUT', sitePath, { body: { settings, baseVersion } }),
  };
}
