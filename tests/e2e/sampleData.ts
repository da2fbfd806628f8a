import type { APIRequestContext } from '@playwright/test';
import type { EquipmentItem } from '../../src/domain/equipment';
import type { GameMode } from '../../src/domain/gameMode';
import type { Hero } from '../../src/domain/hero';
import type { Team } from '../../src/domain/team';
import { expect } from '@playwright/test';

/**
 * The sample data the server was seeded with, found by name: its ids are made as it is stored.
 * The specs only read it; what they change, they make themselves.
 */
export async function sampleIds(api: APIRequestContext) {
  const read = async <Item>(path: string) => (await (await api.get(path)).json()) as Item[];
  const [heroes, modes, teams, items] = await Promise.all([
    read<Hero>('/api/heroes'),
    read<GameMode>('/api/modes'),
    read<Team>('/api/teams'),
    read<EquipmentItem>('/api/equipment'),
  ]);
  const byName = <Item extends { name: string }>(list: Item[], name: string) => {
    const found = list.find((item) => item.name === name);
    expect(found, `${name} is in the sample data`).toBeDefined();
    return found!;
  };
  return {
    hero: (name: string) => byName(heroes, name),
    mode: (name: string) => byName(modes, name),
    team: (name: string) => byName(teams, name),
    item: (name: string) => byName(items, name),
  };
}

export type SampleIds = Awaited<ReturnType<typeof sampleIds>>;
