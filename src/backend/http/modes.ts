import type { ModesApi } from '../contract';
import type { GameMode, GameModeInput } from '../../domain/gameMode';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpModes(client: HttpClient): ModesApi {
  const { list, create, update, remove } = httpRecords<GameMode, GameModeInput>(
    client,
    'modes',
    'mode',
  );
  return { list, create, update, remove };
}
