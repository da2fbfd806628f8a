// @vitest-environment node
import type * as Jsdom from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import payloadFile from '../../tests/fixtures/xss-payloads.txt?raw';
import type { App } from '../app';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import { foreignImageMessage, guideImageSources, type Guide } from '../../src/domain/guide';
import { storedPathOfUrl } from '../files/fileUrls';
import { sanitizeGuideHtml } from './sanitizeGuideHtml';

const windows = vi.hoisted(() => ({ made: 0 }));

vi.mock('jsdom', async (importOriginal) => {
  const jsdom = await importOriginal<typeof Jsdom>();
  class CountedJSDOM extends jsdom.JSDOM {
    constructor(...args: ConstructorParameters<typeof jsdom.JSDOM>) {
      super(...args);
      windows.made += 1;
    }
  }
  return { ...jsdom, JSDOM: CountedJSDOM };
});

const payloads = payloadFile.split('\n').filter((line) => line.trim());

/**
 * What must never survive in a stored guide, found by parsing it (with jsdom's own class, which
 * the count below leaves out): elements that run or embed code, event handlers, and links or
 * sources to script URLs.
 */
async function hostileIn(html: string): Promise<string[]> {
  const { JSDOM } = await vi.importActual<typeof Jsdom>('jsdom');
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const elements = [
    ...body.querySelectorAll(
      'script, iframe, frame, object, embed, svg, math, style, link, meta, base, form',
    ),
  ].map((element) => element.tagName.toLowerCase());
  const attributes = [...body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter(
        (attribute) =>
          /^on/i.test(attribute.name) ||
          (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) &&
            /^\s*(javascript|vbscript|data:text\/html)/i.test(
              attribute.value.replace(/[\s\0]/g, ''),
            )),
      )
      .map((attribute) => `${element.tagName.toLowerCase()}[${attribute.name}]`),
  );
  return [...elements, ...attributes];
}

let app: App;
let admin: string;

beforeAll(async () => {
  app = await makeTestApp();
  admin = await signInAs(app, 'admin');
});
afterAll(() => app.close());

describe('sanitizeGuideHtml on the server', () => {
  it('is what the guides route stores, for every payload', async () => {
    let stored = 0;
    for (const payload of payloads) {
      const content = `<p>ok</p>${payload}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/guides',
        payload: { title: 'XSS', content },
        headers: { cookie: admin },
      });
      // What still shows an image of elsewhere once cleaned is refused whole, naming it.
      const cleaned = sanitizeGuideHtml(content);
      const foreign = guideImageSources(cleaned).find((src) => !storedPathOfUrl('/', src));
      if (foreign !== undefined) {
        expect(response.statusCode, payload).toBe(400);
        expect(response.json().error.message, payload).toBe(foreignImageMessage(foreign));
        continue;
      }
      expect(response.statusCode, payload).toBe(201);
      const storedContent = response.json<Guide>().content;
      expect(storedContent, payload).toBe(cleaned);
      expect(storedContent, payload).toMatch(/^<p>ok<\/p>/);
      expect(await hostileIn(storedContent), payload).toEqual([]);
      stored += 1;
    }
    expect(stored).toBeGreaterThan(payloads.length / 2);
  });

  it('makes one jsdom window for the whole process', () => {
    for (const html of ['<p>a</p>', '<p>b</p>', '<p>c</p>']) sanitizeGuideHtml(html);
    expect(windows.made).toBe(1);
  });
});
