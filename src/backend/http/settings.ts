import type { SettingsApi } from '../contract';
import type { GuildLevelTable } from '../../domain/guildTable';
import type { HttpClient } from './client';

export function createHttpSettings(client: HttpClient): SettingsApi {
  const path = 'api/settings/guild-table';
  return {
    getGuildTable: () => client.request<GuildLevelTable>('GET', path),
    saveGuildTable: (levels, baseVersion) =>
      client.request<GuildLevelTable>('PUT', path, { body: { levels, baseVersion } }),
  };
}
