// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFile, SHELL_FILE, SITEMAP_FILE } from '../../scripts/firebasePages';
import { SITE_CARD_FILE } from '../../scripts/siteCard';
import { SSR_DIR } from '../../server/render/buildLayout';
import { publicPages } from '../../src/app/publicPages';

/** npm test builds the Firebase site into this folder for the demo project demo-hero-guide. */
const DIST = 'dist-firebase';
const ORIGIN = 'https://demo-hero-guide.web.app';
const SITE_CARD = `${ORIGIN}/${SITE_CARD_FILE}`;

const staticRoutes = publicPages.map((page) => page.path).filter((path) => !path.includes(':'));
const dataRoutes = publicPages.map((page) => page.path).filter((path) => path.includes(':'));
const read = (file: string) => readFileSync(`${DIST}/${file}`, 'utf8');
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

/** The head's values a crawler or a link preview reads. */
function headOf(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  const meta = (attribute: 'name' | 'property', key: string) =>
    all(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'));
  return {
    title: all(/<title>([^<]*)<\/title>/g),
    description: meta('name', 'description'),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
    twitterImage: meta('name', 'twitter:image'),
  };
}

describe('the Firebase build writes each static route its own HTML', () => {
  it('has a static route for each public page without a parameter, and some with one', () => {
    expect(staticRoutes).toEqual(expect.arrayContaining(['/', '/heroes', '/guides/pets']));
    expect(dataRoutes).toEqual(expect.arrayContaining(['/heroes/:id', '/guides/:id']));
  });

  it.each([
    ['heroes.html', 'Heroes · Hero Guide'],
    ['guides.html', 'Guides · Hero Guide'],
    ['guides/pets.html', 'Pets Guide · Hero Guide'],
    ['guild-calculator.html', 'Guild Level Progression Calculator · Hero Guide'],
    ['index.html', 'Home · Hero Guide'],
  ])('%s is titled "%s"', (file, title) => {
    expect(headOf(read(file)).title).toEqual([title]);
  });

  it.each(staticRoutes)('%s: its own description, canonical URL and share card', (route) => {
    const file = pageFile(route);
    expect(existsSync(`${DIST}/${file}`), file).toBe(true);
    const html = read(file);
    const head = headOf(html);
    const url = `${ORIGIN}${route}`;
    expect(head.title).toHaveLength(1);
    expect(head.description).toHaveLength(1);
    expect(head.description[0]).not.toBe('');
    expect(head.canonical).toEqual([url]);
    expect(head.ogUrl).toEqual([url]);
    expect(head.ogImage).toEqual([SITE_CARD]);
    expect(head.twitterCard).toEqual(['summary_large_image']);
    expect(head.twitterImage).toEqual([SITE_CARD]);
    // Data and markup stay the browser's: the app renders into the same empty root.
    expect(bodyOf(html)).toBe(bodyOf(read(SHELL_FILE)));
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives every other URL (firebase.json rewrites to it) the neutral head of the template', () => {
    const head = headOf(read(SHELL_FILE));
    expect(head.title).toEqual(['Hero Guide']);
    expect(head.canonical).toEqual([]);
    expect(head.ogUrl).toEqual([]);
    const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting;
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites).toEqual([{ source: '**', destination: `/${SHELL_FILE}` }]);
  });

  it('lists every static route in sitemap.xml, with a date, and no data route', () => {
    const sitemap = read(SITEMAP_FILE);
    const urls = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(staticRoutes.map((route) => `${ORIGIN}${route}`));
    expect([...sitemap.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(
      urls.length,
    );
  });

  it('names the sitemap in robots.txt', () => {
    expect(read('robots.txt')).toContain(`\nSitemap: ${ORIGIN}/${SITEMAP_FILE}\n`);
  });

  it('ships no server-rendering bundle', () => {
    expect(existsSync(`${DIST}/${SSR_DIR}`)).toBe(false);
  });
});

describe('the default build (dist/)', () => {
  it('writes no per-route HTML: our server renders every page', () => {
    expect(existsSync('dist/heroes.html')).toBe(false);
    expect(existsSync(`dist/${SHELL_FILE}`)).toBe(false);
    expect(existsSync(`dist/${SITEMAP_FILE}`)).toBe(false);
  });
});
