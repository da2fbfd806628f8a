import type { GameMode } from '../domain/gameMode';

/** A stored game mode for component tests: its id from its name unless given. */
export function makeGameMode(name: string, overrides: Partial<GameMode> = {}): GameMode {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    description: '',
    position: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
