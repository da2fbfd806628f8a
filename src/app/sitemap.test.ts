import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../test/fakeBackend';
import { makeEquipmentItem } from '../test/makeEquipmentItem';
import { makeHero } from '../test/makeHero';
import { makeTeam } from '../test/makeTeam';
import { NO_SITE_SETTINGS } from '../domain/siteSettings';
import { publicPages } from './publicPages';
import { sitemapEntries, sitemapXml } from './sitemap';

/** The pages without parameters whose content is exactly these collections. */
const fixedPagesOf = (...collections: string[]) =>
  publicPages
    .filter(
      (page) =>
        !page.path.includes(':') &&
        !page.unlisted &&
        page.collections.join() === collections.join(),
    )
    .map((page) => page.path);

describe('the sitemap', () => {
  it('escapes URLs and writes each last change', () => {
    expect(
      sitemapXml(
        [
          { path: '/', lastModified: '2025-01-31' },
          { path: '/heroes/a&b', lastModified: '2025-02-01T10:00:00.000Z' },
        ],
        'https://example.org/guide',
      ),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://example.org/guide/</loc><lastmod>2025-01-31</lastmod></url>',
        '  <url><loc>https://example.org/guide/heroes/a&amp;b</loc><lastmod>2025-02-01T10:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('dates a list by its newest item and a fixed page by the build', async () => {
    const backend = createFakeBackend();
    backend.heroes.list = async () => [
      makeHero({ id: 'a', updatedAt: '2026-05-01T00:00:00.000Z' }),
      makeHero({ id: 'b', updatedAt: '2026-06-01T00:00:00.000Z' }),
    ];
    backend.settings.getGuildTable = async () => ({ levels: [], updatedAt: null, version: 0 });
    backend.modes.list = async () => [
      {
        id: 'arena',
        name: 'Arena',
        description: '',
        position: 0,
        createdAt: '2026-03-01T00:00:00.000Z',
        updatedAt: '2026-03-01T00:00:00.000Z',
        version: 1,
      },
    ];
    const entries = await sitemapEntries(backend, '2026-01-01T00:00:00.000Z');
    const at = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;
    // The hero list and the tier changes: pages made of heroes (and modes, older here).
    const heroPages = [
      ...fixedPagesOf('heroes', 'modes', 'settings'),
      ...fixedPagesOf('heroes', 'modes'),
    ];
    expect(heroPages).toEqual(['/heroes', '/tier-changes']);
    for (const path of heroPages) {
      expect(at(path), path).toBe('2026-06-01T00:00:00.000Z');
    }
    // Each game mode's tier list, dated by its heroes or the mode, whichever changed last.
    expect(at('/heroes?mode=arena')).toBe('2026-06-01T00:00:00.000Z');
    expect(at('/heroes/a')).toBe('2026-05-01T00:00:00.000Z');
    expect(fixedPagesOf()).toEqual(expect.arrayContaining(['/disclaimer']));
    for (const path of fixedPagesOf()) {
      expect(at(path), path).toBe('2026-01-01T00:00:00.000Z');
    }
    expect(entries.map((entry) => entry.path)).not.toContain('/heroes/:id');
    // A comparison is made of the heroes its address names: no page to list on its own.
    expect(entries.map((entry) => entry.path)).not.toContain('/heroes/compare');
  });

  it('dates the tier list by the site settings too: a new tier legend changes it', async () => {
    const backend = createFakeBackend();
    backend.heroes.list = async () => [
      makeHero({ id: 'a', updatedAt: '2026-05-01T00:00:00.000Z' }),
    ];
    backend.settings.getGuildTable = async () => ({ levels: [], updatedAt: null, version: 0 });
    backend.settings.getSite = async () => ({
      ...NO_SITE_SETTINGS,
      updatedAt: '2026-08-01T00:00:00.000Z',
      version: 3,
    });
    const entries = await sitemapEntries(backend, '2026-01-01T00:00:00.000Z');
    const at = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;
    expect(at('/heroes')).toBe('2026-08-01T00:00:00.000Z');
    expect(at('/tier-changes')).toBe('2026-05-01T00:00:00.000Z');
  });

  it('lists the teams page, dated by its teams, heroes and modes, and each team', async () => {
    const backend = createFakeBackend();
    backend.heroes.list = async () => [
      makeHero({ id: 'a', updatedAt: '2026-05-01T00:00:00.000Z' }),
    ];
    backend.settings.getGuildTable = async () => ({ levels: [], updatedAt: null, version: 0 });
    backend.teams.list = async () => [
      makeTeam('Dawn Burst', { id: 'd b', updatedAt: '2026-07-01T00:00:00.000Z' }),
      makeTeam('Wall', { updatedAt: '2026-03-01T00:00:00.000Z' }),
    ];
    const entries = await sitemapEntries(backend, '2026-01-01T00:00:00.000Z');
    const at = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;
    expect(at('/teams')).toBe('2026-07-01T00:00:00.000Z');
    expect(at('/teams/d%20b')).toBe('2026-07-01T00:00:00.000Z');
    expect(at('/teams/wall')).toBe('2026-03-01T00:00:00.000Z');
    expect(entries.map((entry) => entry.path)).not.toContain('/teams/:id');
  });

  it('lists each equipment item, and dates the list by its newest item or the slot list', async () => {
    const backend = createFakeBackend();
    backend.settings.getGuildTable = async () => ({ levels: [], updatedAt: null, version: 0 });
    backend.settings.getSite = async () => ({
      ...NO_SITE_SETTINGS,
      updatedAt: '2026-04-01T00:00:00.000Z',
      version: 1,
    });
    backend.equipment.list = async () => [
      makeEquipmentItem({ id: 'dawn blade', updatedAt: '2026-03-01T00:00:00.000Z' }),
      makeEquipmentItem({ id: 'helm', updatedAt: '2026-05-01T00:00:00.000Z' }),
    ];
    const entries = await sitemapEntries(backend, '2026-01-01T00:00:00.000Z');
    const at = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;
    expect(at('/equipment')).toBe('2026-05-01T00:00:00.000Z');
    expect(at('/equipment/dawn%20blade')).toBe('2026-03-01T00:00:00.000Z');
    expect(at('/equipment/helm')).toBe('2026-05-01T00:00:00.000Z');
    expect(entries.map((entry) => entry.path)).not.toContain('/equipment/:id');
  });
});
