// @vitest-environment node
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { SERVER_DIR, SERVER_MAIN } from '../../server/render/buildLayout';
import { seedSampleData } from '../../server/seed/seed';
import type { Guide } from '../../src/domain/guide';
import { decodeEntities } from '../../src/domain/guidePreview';
import type { Hero } from '../../src/domain/hero';
import { skillAnchor } from '../../src/domain/skillAnchor';
import { publicPageCases } from '../support/publicPageCases';
import { makeTestApp, signInAs } from '../support/testApp';

/**
 * The first HTML of public pages, as a crawler, a link preview or a reader without JavaScript gets
 * it from the real server on the real build (dist/, which npm test builds first).
 */
const DIST = path.resolve('dist');

let app: App;
let heroes: Hero[];
let guides: Guide[];

beforeAll(async () => {
  app = await makeTestApp({ staticDir: DIST, publicUrl: 'https://guide.example' });
  await seedSampleData(app.db);
  heroes = await app.repositories.heroes.list();
  guides = await app.repositories.guides.list();
});
afterAll(() => app.close());

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The value of a head tag's content attribute, decoded the way a parser would. */
function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const rootMarkup = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

describe('server-rendered pages', () => {
  it('a hero page carries its name, tier, description and portrait', async () => {
    const hero = heroes[0]!;
    const response = await get(`/heroes/${hero.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(title(html)).toBe(`${hero.name} · Hero Guide`);
    expect(metaContent(html, 'name', 'description')).toContain(`${hero.name}: ${hero.tier} tier.`);
    expect(metaContent(html, 'property', 'og:title')).toBe(hero.name);
    expect(metaContent(html, 'property', 'og:image')).toBe(`https://guide.example${hero.imageUrl}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="canonical" href="https://guide.example/heroes/${hero.id}" />`,
    );
    const body = rootMarkup(html);
    expect(body).toContain(`<h1>${hero.name}</h1>`);
    expect(body).toContain(hero.description);
    // The page's data travels with it, so the browser hydrates without asking again.
    expect(html).toContain('<script type="application/json" id="page-state">');
    expect(html).not.toContain('<noscript>');
  });

  it("a hero page carries the hero's skills in order, each at its anchor with a link to it", async () => {
    const hero = heroes.find((each) => each.skills.length >= 2)!;
    const body = rootMarkup((await get(`/heroes/${hero.id}`)).body);
    const anchors = hero.skills.map((skill) => skillAnchor(skill.name));
    const ids = [...body.matchAll(/<article id="(skill-[^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(anchors);
    for (const [index, skill] of hero.skills.entries()) {
      const anchor = anchors[index]!;
      expect(body).toContain(`href="#${anchor}"`);
      expect(body).toContain(`<span id="${anchor}-name">${skill.name}</span>`);
      // The description arrives as the sanitizer left it, rendered with the page.
      expect(body).toContain(skill.description);
    }
    // After the description, before the stats.
    expect(body.indexOf(hero.description)).toBeLessThan(body.indexOf(`id="${anchors[0]}"`));
    expect(body.indexOf(`id="${anchors.at(-1)}"`)).toBeLessThan(
      body.indexOf('hero-details__stats'),
    );
  });

  it('a guide carries its title, first lines, first image and Article data', async () => {
    const guide = guides.find((candidate) => candidate.content.includes('<img'))!;
    expect(guide, 'the sample guides include one with an image').toBeDefined();
    const response = await get(`/guides/${guide.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(title(html)).toBe(`${guide.title} · Hero Guide`);
    const description = metaContent(html, 'name', 'description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(rootMarkup(html)).toContain(`<h1>${guide.title}</h1>`);
    const firstImage = /<img[^>]*src="([^"]+)"/.exec(guide.content)?.[1] ?? '';
    expect(metaContent(html, 'property', 'og:image')).toBe(`https://guide.example${firstImage}`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const article = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: guide.title,
      datePublished: guide.createdAt,
      dateModified: guide.updatedAt,
    });
  });

  it('every other public page has its own title, description, site card and content', async () => {
    // Hero and guide pages are checked on their own above.
    const [mode] = await app.repositories.modes.list();
    const sample = { mode: mode!, compared: [heroes[0]!, heroes[1]!] as const };
    const pages = publicPageCases(heroes[0]!, guides[0]!, sample)
      .filter(
        ({ path }) => path !== `/heroes/${heroes[0]!.id}` && path !== `/guides/${guides[0]!.id}`,
      )
      .map(({ path, title }) => [path, title] as const);
    // A view of a page (the board, the stats table) describes itself as the page does.
    const pageOf = (url: string) => url.replace(/[?&](view|sort|dir)=[^&]*/g, '');
    const descriptions = new Set<string>();
    for (const [url, name] of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(title(response.body), url).toBe(`${name} · Hero Guide`);
      descriptions.add(metaContent(response.body, 'name', 'description') ?? '');
      // A comparison's card is its first hero's picture; every other page's, the site card.
      expect(metaContent(response.body, 'property', 'og:image'), url).toBe(
        url.startsWith('/heroes/compare')
          ? `https://guide.example${heroes[0]!.imageUrl}`
          : 'https://guide.example/site-card.png',
      );
      expect(rootMarkup(response.body), url).toMatch(/<h1[^>]*>/);
    }
    expect(descriptions.size).toBe(new Set(pages.map(([url]) => pageOf(url))).size);
  });

  it('renders a game mode’s tier list and a comparison with their own head and content', async () => {
    const [mode] = await app.repositories.modes.list();
    const list = await get(`/heroes?mode=${mode!.id}&q=a&view=board`);
    expect(title(list.body)).toBe(`${mode!.name} tier list · Hero Guide`);
    // The mode makes the page; the filters and the view do not.
    expect(list.body).toContain(
      `<link rel="canonical" href="https://guide.example/heroes?mode=${mode!.id}" />`,
    );
    const board = decodeEntities(rootMarkup(list.body));
    expect(board).toContain('What the tiers mean');
    expect(board).toContain(`<summary>Why `);
    expect(board).toMatch(new RegExp(`<summary>Why [^<]+ in ${mode!.name}</summary>`));

    const [first, second] = heroes;
    const compare = await get(`/heroes/compare?ids=${first!.id}&add=${second!.id}`);
    expect(title(compare.body)).toBe(`Compare: ${first!.name} vs ${second!.name} · Hero Guide`);
    expect(compare.body).toContain(
      `<link rel="canonical" href="https://guide.example/heroes/compare?ids=${first!.id},${second!.id}" />`,
    );
    const table = decodeEntities(rootMarkup(compare.body));
    expect(table).toContain('Overall tier');
    expect(table).toContain(second!.name);
  });

  it('lists render their data: every hero name, guide title and visible code', async () => {
    const heroList = decodeEntities(rootMarkup((await get('/heroes')).body));
    for (const hero of heroes) expect(heroList).toContain(hero.name);
    const guideList = decodeEntities(rootMarkup((await get('/guides')).body));
    for (const guide of guides) expect(guideList).toContain(guide.title);
    const codes = rootMarkup((await get('/codes')).body);
    expect(codes).toContain('SAMPLE-WELCOME');
    expect(codes).not.toContain('SAMPLE-EXPIRED-DEMO');
  });

  it('answers 404 with the not-found page for an unknown hero or guide', async () => {
    const hero = await get('/heroes/no-such-id');
    expect(hero.statusCode).toBe(404);
    expect(title(hero.body)).toBe('Hero not found · Hero Guide');
    expect(rootMarkup(hero.body)).toContain('<h1>Hero not found</h1>');
    expect(metaContent(hero.body, 'name', 'robots')).toBe('noindex');
    expect(hero.body).not.toContain('rel="canonical"');

    const guide = await get('/guides/no-such-id');
    expect(guide.statusCode).toBe(404);
    expect(rootMarkup(guide.body)).toContain('<h1>Guide not found</h1>');
  });

  it('redirects other unknown paths home, and serves sign-in and admin pages as the app shell', async () => {
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/');

    for (const url of ['/logmin', '/admin/guides/create']) {
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toContain('<div id="root"></div>');
      expect(shell.body, url).not.toContain('id="page-state"');
    }
  });

  it('escapes text from the database in the head and keeps `$` sequences intact', async () => {
    const created = await app.repositories.heroes.create(
      {
        ...heroes[0]!,
        name: 'Quote " <b>Bold</b> $& $1',
        imagePath: heroes[0]!.imagePath,
      },
      { author: 'admin@example.test' },
    );
    const html = (await get(`/heroes/${created.id}`)).body;
    expect(title(html)).toBe('Quote &quot; &lt;b&gt;Bold&lt;/b&gt; $&amp; $1 · Hero Guide');
    expect(html).not.toContain('<b>Bold</b>');
    expect(rootMarkup(html)).toContain('Quote &quot; &lt;b&gt;Bold&lt;/b&gt; $&amp; $1');
    await app.repositories.heroes.remove(created.id, { author: 'admin@example.test' });
  });

  it('renders an admin the admin controls and expired codes, never cached', async () => {
    const admin = await signInAs(app, 'admin');
    const response = await get('/codes', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(rootMarkup(response.body)).toContain('SAMPLE-EXPIRED-DEMO');
    expect(response.body).toContain('"isAdmin":true');

    // A long page (the admin's level table) stays one piece: no inline script to stitch it up,
    // which the Content Security Policy would block.
    for (const url of ['/guild-calculator', '/heroes', '/codes']) {
      expect(rootMarkup((await get(url, admin)).body), url).not.toMatch(/<script|<template/);
    }

    // The admin controls are in the HTML, so their chunks and styles load with it.
    const heroesHead = (await get('/heroes', admin)).body.split('</head>')[0] ?? '';
    expect(heroesHead).toMatch(/href="\/assets\/HeroAdminTools-[^"]+\.js"/);
    expect(heroesHead).toMatch(/href="\/assets\/AdminBar-[^"]+\.js"/);

    const visitor = await get('/codes');
    expect(visitor.headers['cache-control']).not.toContain('private');
    expect(visitor.body).toContain('"user":null');
  });

  it("renders the visitors' page for a cookie that opens no session, well-formed or not", async () => {
    const admin = await signInAs(app, 'admin');
    for (const cookie of [
      'sid=no-such-session',
      'sid',
      'sid=%E0%A4%A',
      'theme=dark',
      `${admin}x`,
    ]) {
      const response = await get('/codes', cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers['cache-control'], cookie).not.toContain('private');
      expect(response.body, cookie).toContain('"user":null');
    }
    // The session cookie among others still opens the admin's page.
    const both = await get('/codes', `theme=dark; ${admin}; lang=en`);
    expect(both.headers['cache-control']).toBe('private, no-store');
    expect(both.body).toContain('"isAdmin":true');
  });

  it('keeps the server-only build files private', async () => {
    // The compiled server and the files beside it (scripts/buildServer.ts) are there to be found.
    const serverFiles = await readdir(path.join(DIST, SERVER_DIR), { recursive: true });
    const sampleImage = serverFiles.find((file) => file.endsWith('.png'));
    const clusterFile = serverFiles.find((file) => file.endsWith('postgresql.conf'));
    expect([sampleImage, clusterFile]).not.toContain(undefined);
    for (const url of [
      '/.ssr/entry-server.js',
      '/.vite/manifest.json',
      `/${SERVER_MAIN}`,
      `/${SERVER_DIR}/${sampleImage}`,
      `/${SERVER_DIR}/${clusterFile}`,
    ]) {
      expect(existsSync(path.join(DIST, url)), url).toBe(true);
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("lets the server's own user read the server-only build files, and no one else change them", async () => {
    // Built by one user, run by another (docs/deploy.md): PostgreSQL writes some of the ready
    // data folder's files readable by their owner alone.
    const serverDir = path.join(DIST, SERVER_DIR);
    const entries = await readdir(serverDir, { recursive: true });
    const wrong = [];
    for (const entry of entries) {
      const { mode } = await stat(path.join(serverDir, entry));
      if ((mode & 0o004) === 0 || (mode & 0o022) !== 0) {
        wrong.push(`${entry} ${(mode & 0o777).toString(8)}`);
      }
    }
    expect(entries.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('preloads the page chunk from the head, with the one stylesheet', async () => {
    const html = (await get('/heroes')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/HeroesPage-[^"]+\.js">/,
    );
    // One stylesheet for the whole site, linked once.
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page, hero and guide with its last change', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [
      ...response.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
    ];
    const locations = urls.map((match) => match[1]);
    for (const hero of heroes)
      expect(locations).toContain(`https://guide.example/heroes/${hero.id}`);
    for (const guide of guides)
      expect(locations).toContain(`https://guide.example/guides/${guide.id}`);
    for (const page of [
      '/',
      '/heroes',
      '/tier-changes',
      '/teams',
      '/codes',
      '/guides/pets',
      '/guild-calculator',
      '/equipment',
    ]) {
      expect(locations).toContain(`https://guide.example${page}`);
    }
    expect(locations.some((location) => location?.includes('logmin'))).toBe(false);
    const hero = heroes[0]!;
    const heroEntry = urls.find((match) => match[1]?.endsWith(hero.id));
    expect(Date.parse(heroEntry?.[2] ?? '')).toBeGreaterThanOrEqual(Date.parse(hero.updatedAt));
    // Each game mode's tier list, its address escaped in the XML.
    const modes = await app.repositories.modes.list();
    expect(modes.length).toBeGreaterThanOrEqual(3);
    for (const mode of modes) {
      expect(locations).toContain(`https://guide.example/heroes?mode=${mode.id}`);
    }
    expect(locations.some((location) => location?.includes('/compare'))).toBe(false);
    // Each team's and each equipment item's page.
    const teams = await app.repositories.teams.list();
    for (const team of teams) expect(locations).toContain(`https://guide.example/teams/${team.id}`);
    const items = await app.repositories.equipment.list();
    for (const item of items) {
      expect(locations).toContain(`https://guide.example/equipment/${item.id}`);
    }
    expect(urls).toHaveLength(
      15 + modes.length + heroes.length + guides.length + teams.length + items.length,
    );
  });

  it('robots.txt keeps crawlers out of sign-in and admin and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toContain('Disallow: /logmin');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Sitemap: https://guide.example/sitemap.xml');
  });

  it("a visitor's page is served again with an ETag until a write changes it", async () => {
    const first = await get('/codes');
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await app.inject({ url: '/codes', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const admin = await signInAs(app, 'admin');
    const created = await app.inject({
      method: 'POST',
      url: '/api/codes',
      headers: { cookie: admin },
      payload: { code: 'LATE-ADDITION', neverExpires: true, expirationDate: null },
    });
    expect(created.statusCode).toBe(201);
    const after = await app.inject({ url: '/codes', headers: { 'if-none-match': String(etag) } });
    expect(after.statusCode).toBe(200);
    expect(rootMarkup(after.body)).toContain('LATE-ADDITION');
  });
});
