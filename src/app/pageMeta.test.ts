import { describe, expect, it } from 'vitest';
import { makeHero } from '../test/makeHero';
import { pageHeadTags } from './pageHead';
import { makeGameMode } from '../test/makeGameMode';
import { makeTeam, member } from '../test/makeTeam';
import { makeEquipmentInput, makeEquipmentItem } from '../test/makeEquipmentItem';
import { equipmentMeta, guideMeta, heroMeta, staticMeta, teamMeta } from './pageMeta';

const address = {
  origin: 'https://guide.example',
  pathname: '/heroes',
  siteCard: '/site-card.png',
};

const guide = (content: string) => ({
  id: 'g1',
  title: 'Beginner tips',
  content,
  published: true,
  tags: [],
  author: '',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-02-03T04:05:06.000Z',
  version: 1,
});

describe('page metadata', () => {
  it("a hero's card: name, tier and description, cut to a search snippet, with its portrait", () => {
    const hero = makeHero({
      name: 'Mo',
      tier: 'S',
      description: 'word '.repeat(60),
      imageUrl: '/files/mo.png',
    });
    const meta = heroMeta(hero);
    expect(meta.title).toBe('Mo');
    expect(meta.description.startsWith('Mo: S tier. word word')).toBe(true);
    expect(Array.from(meta.description).length).toBeLessThanOrEqual(161);
    expect(meta.description.endsWith('…')).toBe(true);
    expect(meta.image).toEqual({ url: '/files/mo.png', alt: 'Mo' });
  });

  it("an equipment item's card: its title, rarity, slot, stats and set bonus, with its image", () => {
    const item = makeEquipmentItem({
      name: 'Dawn Edge',
      rarity: 'Epic',
      stats: makeEquipmentInput().stats.slice(0, 2),
      setBonus: 'Two pieces: +10% crit chance.',
      imagePath: 'equipment/1-dawn.png',
      imageUrl: '/files/equipment/1-dawn.png',
    });
    expect(equipmentMeta(item)).toEqual({
      title: 'Dawn Edge – Equipment',
      description:
        'Dawn Edge: Epic Weapon. ATK +120 · Crit 5%. Set bonus: Two pieces: +10% crit chance.',
      type: 'website',
      image: { url: '/files/equipment/1-dawn.png', alt: 'Dawn Edge' },
    });
    expect(equipmentMeta({ ...item, stats: [], setBonus: '', imageUrl: '' })).toEqual({
      title: 'Dawn Edge – Equipment',
      description: 'Dawn Edge: Epic Weapon.',
      type: 'website',
    });
  });

  it("a guide's card: its first lines as text, its first image, its dates", () => {
    const meta = guideMeta(
      guide(
        '<h2>Start</h2><p>Read this &amp; that.</p><img src="/files/a&amp;b.png" alt=""><img src="/files/second.png">',
      ),
    );
    expect(meta.description).toBe('Start. Read this & that.');
    expect(meta.image).toEqual({ url: '/files/a&b.png', alt: 'Beginner tips' });
    expect(meta.article).toEqual({
      published: '2026-01-02T03:04:05.000Z',
      modified: '2026-02-03T04:05:06.000Z',
    });
  });

  it('head tags: escaped text, absolute URLs, the site card when a page has no image', () => {
    const tags = pageHeadTags(staticMeta('Tips & "tricks"', 'A <b>bold</b> claim'), address);
    expect(tags).toContain('<title>Tips &amp; &quot;tricks&quot; · Hero Guide</title>');
    expect(tags).toContain('<meta name="description" content="A &lt;b&gt;bold&lt;/b&gt; claim" />');
    expect(tags).toContain('<link rel="canonical" href="https://guide.example/heroes" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://guide.example/site-card.png" />',
    );
    expect(tags).not.toContain('ld+json');
  });

  it('Article data for guides, with no way out of its script element', () => {
    const meta = guideMeta({ ...guide('<p>x</p>'), title: '</script><img src=x>' });
    const safe = pageHeadTags(meta, address);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(safe)?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Article',
      headline: '</script><img src=x>',
    });
  });

  it('a missing record is kept out of search results', () => {
    const tags = pageHeadTags({ ...staticMeta('Hero not found', ''), notFound: true }, address);
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
  });

  it("a team's card: its name, its mode and members, and its first member's portrait", () => {
    const heroes = [
      makeHero({ name: 'Aurelia', imageUrl: '/files/aurelia.png' }),
      makeHero({ name: 'Borin' }),
    ];
    const team = makeTeam('Dawn Burst', {
      members: [member('aurelia'), member('ghost'), member('borin')],
    });
    const meta = teamMeta(team, heroes, [makeGameMode('Arena')]);
    expect(meta).toEqual({
      title: 'Dawn Burst – Teams',
      description: 'Dawn Burst: a team for Arena of Aurelia, removed hero and Borin.',
      type: 'website',
      image: { url: '/files/aurelia.png', alt: 'Aurelia' },
    });
    // A mode no longer live goes unnamed; a first member without a picture gives the site card.
    const other = teamMeta({ ...team, mode: 'gone', members: team.members.slice(2) }, heroes, []);
    expect(other.description).toBe('Dawn Burst: a team of Borin.');
    expect(other.image).toBeUndefined();
  });
});
