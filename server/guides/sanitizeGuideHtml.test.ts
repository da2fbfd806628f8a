// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import payloadFile from '../../tests/fixtures/xss-payloads.txt?raw';
import type { App } from '../app';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import { foreignImageMessage, guideImageSources, type Guide } from '../../src/domain/guide';
import { storedPathOfUrl } from '../files/fileUrls';
import {
  SANITIZER_IDLE_MS,
  sanitizeGuideHtml,
  sanitizerThreadRunning,
  stopSanitizerThread,
} from './sanitizeGuideHtml';

const payloads = payloadFile.split('\n').filter((line) => line.trim());

/**
 * What must never survive in a stored guide, found by parsing it: elements that run or embed
 * code, event handlers, and links or sources to script URLs.
 */
function hostileIn(html: string): string[] {
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
      expect(hostileIn(storedContent), payload).toEqual([]);
      stored += 1;
    }
    expect(stored).toBeGreaterThan(payloads.length / 2);
  });

  it('cleans in a thread of its own, which ends when idle and starts again for a new text', () => {
    vi.useFakeTimers();
    try {
      stopSanitizerThread();
      expect(sanitizeGuideHtml('<p>a<img src=x onerror=alert(1)></p>')).toBe('<p>a</p>');
      expect(sanitizerThreadRunning()).toBe(true);
      vi.advanceTimersByTime(SANITIZER_IDLE_MS - 1);
      expect(sanitizerThreadRunning()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(sanitizerThreadRunning()).toBe(false);
      // A text cleaned before is answered from what was kept: no thread is started for it.
      expect(sanitizeGuideHtml('<p>a<img src=x onerror=alert(1)></p>')).toBe('<p>a</p>');
      expect(sanitizerThreadRunning()).toBe(false);
      // A new one starts the thread again.
      expect(sanitizeGuideHtml('<p>b<script>alert(1)</script></p>')).toBe('<p>b</p>');
      expect(sanitizerThreadRunning()).toBe(true);
    } finally {
      stopSanitizerThread();
      vi.useRealTimers();
    }
  });
});
