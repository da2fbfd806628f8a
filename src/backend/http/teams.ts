import type { TeamsApi } from '../contract';
import type { Team, TeamInput } from '../../domain/team';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpTeams(client: HttpClient): TeamsApi {
  const { list, get, create, update, remove } = httpRecords<Team, TeamInput>(
    client,
    'teams',
    'team',
  );
  return { list, get, create, update, remove };
}
