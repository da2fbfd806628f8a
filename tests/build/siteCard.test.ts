// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { renderSiteCard, SITE_CARD_FILE, SITE_CARD_SIZE } from '../../scripts/siteCard';
import { makeTestApp } from '../support/testApp';

/** Each build `npm test` makes, with the base path it is built for. */
const BUILDS = [
  ['dist', '/'],
  ['dist-guide', '/guide/'],
  ['dist-firebase', '/'],
] as const;
/** Link previews fetch the card over phone networks too. */
const MAX_BYTES = 60 * 1024;

describe('the site card', () => {
  it.each(BUILDS)('in %s is a 1200×630 PNG under 60 KB', async (dir) => {
    const bytes = readFileSync(`${dir}/${SITE_CARD_FILE}`);
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', ...SITE_CARD_SIZE });
    expect(bytes.length).toBeLessThan(MAX_BYTES);
  });

  it('renders the same bytes every time', async () => {
    const [first, second] = await Promise.all([renderSiteCard(), renderSiteCard()]);
    expect(first.equals(second)).toBe(true);
  });
});

describe.each(BUILDS.slice(0, 2))("the server's pages in %s (base path %s)", (dir, basePath) => {
  let app: App;
  beforeAll(async () => {
    app = await makeTestApp({ staticDir: path.resolve(dir), basePath });
  });
  afterAll(() => app?.close());

  it('point their share card at the built site card', async () => {
    const page = await app.inject({ url: `${basePath}disclaimer` });
    expect(page.statusCode).toBe(200);
    const images = [
      ...page.body.matchAll(
        /<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g,
      ),
    ].map((match) => new URL(match[1]!));
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.pathname).toBe(`${basePath}${SITE_CARD_FILE}`);
      const card = await app.inject({ url: image.pathname });
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
    }
  });
});
