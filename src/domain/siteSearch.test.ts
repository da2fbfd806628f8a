import { describe, expect, it } from 'vitest';
import {
  codeSearchEntry,
  equipmentSearchEntry,
  guideSearchEntry,
  heroSearchEntry,
  indexEntry,
  searchSite,
  staticGuideSearchEntry,
  teamSearchEntry,
  tierListSearchEntry,
} from './siteSearch';

const entries = [
  heroSearchEntry({ id: 'h1', name: 'Aurelia the Dawnblade' }),
  heroSearchEntry({ id: 'h2', name: 'Héroïne du Nord' }),
  heroSearchEntry({ id: 'h3', name: 'Korrin Ashfang' }),
  heroSearchEntry({ id: 'h4', name: 'Dawn' }),
  guideSearchEntry({
    id: 'g1',
    title: 'Beginner tips',
    content:
      '<p>Spend your first <strong>stamina</strong> on the story.</p><p>Then &amp; only then: arena.</p>',
  }),
  guideSearchEntry({ id: 'g2', title: 'Arena teams', content: '<p>Pick a tank and a healer.</p>' }),
  staticGuideSearchEntry({
    path: '/guides/pets',
    title: 'Pets Guide',
    summary: 'Which pets to raise first, how to feed them.',
  }),
  codeSearchEntry({ id: 'c1', code: 'WELCOME2024' }),
  codeSearchEntry({ id: 'c2', code: 'DAWN-GIFT' }),
].map(indexEntry);

const found = (query: string) =>
  searchSite(entries, query).map((hit) => `${hit.entry.kind}:${hit.title}`);

describe('searchSite', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['zzz', []],
    ['aurelia', ['hero:Aurelia the Dawnblade']],
    ['HEROINE', ['hero:Héroïne du Nord']],
    ['héro', ['hero:Héroïne du Nord']],
    ['nord heroine', ['hero:Héroïne du Nord']],
    ['nord aurelia', []],
    // The exact title first, then titles that start with it, then words inside, then other text.
    ['dawn', ['hero:Dawn', 'hero:Aurelia the Dawnblade', 'code:DAWN-GIFT']],
    ['arena', ['guide:Arena teams', 'guide:Beginner tips']],
    ['stamina', ['guide:Beginner tips']],
    ['feed', ['guide:Pets Guide']],
    ['welcome', ['code:WELCOME2024']],
    ['2024', ['code:WELCOME2024']],
    ['gift', ['code:DAWN-GIFT']],
    // Markup is not text: a tag name or an entity's spelling finds nothing.
    ['strong', []],
    ['amp', []],
  ])('%j finds %j', (query, expected) => {
    expect(found(query)).toEqual(expected);
  });

  it('lists heroes, then guides, then codes, whatever matches best', () => {
    expect(found('a').map((hit) => hit.split(':')[0])).toEqual([
      'hero',
      'hero',
      'hero',
      'guide',
      'guide',
      'guide',
      'code',
    ]);
  });

  it('lists at most the given number of each kind', () => {
    expect(searchSite(entries, 'a', 2).map((hit) => hit.entry.kind)).toEqual([
      'hero',
      'hero',
      'guide',
      'guide',
      'code',
    ]);
  });

  it('opens each kind on its page', () => {
    expect(searchSite(entries, 'tips')[0]!.entry.path).toBe('/guides/g1');
    expect(searchSite(entries, 'korrin')[0]!.entry.path).toBe('/heroes/h3');
    expect(searchSite(entries, 'pets')[0]!.entry.path).toBe('/guides/pets');
    expect(searchSite(entries, 'gift')[0]!.entry.path).toBe('/codes?code=DAWN-GIFT');
  });

  it.each([
    ['stamina', 'Spend your first stamina on the story. Then & only then: arena.'],
    ['feed', '…pets to raise first, how to feed them.'],
    ['aurelia', undefined],
    ['beginner', undefined],
  ])('shows the text around a match outside the title for %j', (query, expected) => {
    expect(searchSite(entries, query)[0]!.excerpt).toBe(expected);
  });

  it('cuts a long text around the match, in the original spelling', () => {
    const long = indexEntry(
      guideSearchEntry({
        id: 'g9',
        title: 'Long',
        content: `<p>${'word '.repeat(40)}the Élan trick ${'more '.repeat(40)}</p>`,
      }),
    );
    const [hit] = searchSite([long], 'elan');
    expect(hit!.excerpt).toMatch(/^…(word )+the Élan trick (more )*more…$/);
    expect(hit!.excerpt!.length).toBeLessThanOrEqual(92);
  });

  it('finds a game mode’s tier list by the mode’s name, listed after the heroes', () => {
    const withModes = [
      ...entries,
      indexEntry(
        tierListSearchEntry({ id: 'm 1', name: 'Guild Boss', description: 'Weekly raid.' }),
      ),
      indexEntry(tierListSearchEntry({ id: 'm2', name: 'Arena', description: '' })),
    ];
    const hits = searchSite(withModes, 'arena');
    expect(hits.map((hit) => `${hit.entry.kind}:${hit.title}`)).toEqual([
      'tierList:Arena tier list',
      'guide:Arena teams',
      'guide:Beginner tips',
    ]);
    expect(hits[0]!.entry.path).toBe('/heroes?mode=m2');
    const boss = searchSite(withModes, 'raid');
    expect(boss[0]).toMatchObject({ title: 'Guild Boss tier list', excerpt: 'Weekly raid.' });
    expect(boss[0]!.entry.path).toBe('/heroes?mode=m%201');
  });

  it('finds a team by its name, its tags and its live members’ names, listed after tier lists', () => {
    const names: Record<string, string> = { h1: 'Aurelia the Dawnblade', h3: 'Korrin Ashfang' };
    const team = (id: string, name: string, tags: string[], heroes: string[]) =>
      indexEntry(
        teamSearchEntry(
          {
            id,
            name,
            tags,
            members: heroes.map((hero) => ({ hero, role: '', substitutes: [] })),
          },
          (hero) => names[hero],
        ),
      );
    const withTeams = [
      ...entries,
      indexEntry(tierListSearchEntry({ id: 'm2', name: 'Arena', description: '' })),
      team('t 1', 'Dawn Burst', ['PvP'], ['h1', 'h3', 'gone']),
      team('t2', 'Slow Grind', ['Budget', 'Arena'], ['h3', 'x', 'y']),
    ];
    const kinds = (query: string) =>
      searchSite(withTeams, query).map((hit) => `${hit.entry.kind}:${hit.title}`);
    expect(kinds('burst')).toEqual(['team:Dawn Burst']);
    expect(kinds('budget')).toEqual(['team:Slow Grind']);
    // By a member's name: heroes first, then the teams they are in (first the one it leads).
    expect(kinds('korrin')).toEqual(['hero:Korrin Ashfang', 'team:Slow Grind', 'team:Dawn Burst']);
    expect(kinds('arena')).toEqual([
      'tierList:Arena tier list',
      'team:Slow Grind',
      'guide:Arena teams',
      'guide:Beginner tips',
    ]);
    // A member that is not live is not searched by its id.
    expect(kinds('gone')).toEqual([]);
    const [hit] = searchSite(withTeams, 'aurelia dawn burst');
    expect(hit!.entry.path).toBe('/teams/t%201');
    expect(searchSite(withTeams, 'ashfang').find((one) => one.entry.kind === 'team')).toMatchObject(
      { title: 'Dawn Burst', excerpt: 'Aurelia the Dawnblade, Korrin Ashfang' },
    );
  });

  it('finds an equipment item by its name, its slot and its set bonus, listed last', () => {
    const withItems = [
      ...entries,
      indexEntry(
        equipmentSearchEntry({
          id: 'e 1',
          name: 'Dawn Edge',
          slot: 'Weapon',
          setBonus: 'Two pieces: +10% crit chance.',
        }),
      ),
      indexEntry(
        equipmentSearchEntry({ id: 'e2', name: 'Iron Helm', slot: 'Helmet', setBonus: '' }),
      ),
    ];
    expect(searchSite(withItems, 'dawn').map((hit) => `${hit.entry.kind}:${hit.title}`)).toEqual([
      'hero:Dawn',
      'hero:Aurelia the Dawnblade',
      'code:DAWN-GIFT',
      'equipment:Dawn Edge',
    ]);
    expect(searchSite(withItems, 'helmet')[0]).toMatchObject({
      title: 'Iron Helm',
      excerpt: 'Helmet',
    });
    const crit = searchSite(withItems, 'crit');
    expect(crit[0]).toMatchObject({ title: 'Dawn Edge', excerpt: 'Two pieces: +10% crit chance.' });
    expect(crit[0]!.entry.path).toBe('/equipment/e%201');
  });
});
