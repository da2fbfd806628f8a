// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { Page, Response } from '@playwright/test';
import { afterEach, describe, expect, it } from 'vitest';
import { recordScriptBodies } from './scriptBodies';

/** A response as the page reports it: its address and its body, or the failure reading it. */
const response = (url: string, body: Promise<string>) =>
  ({ url: () => url, text: () => body }) as unknown as Response;

const closed = () => Promise.reject(new Error('Target page, context or browser has been closed'));

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

describe('the scripts a page downloads', () => {
  it('are read as they arrive, each address once, and no longer once read', async () => {
    const page = new EventEmitter();
    const scripts = recordScriptBodies(
      page as unknown as Page,
      (script) => script.url().endsWith('.js'),
      (script) => script.text(),
    );
    page.emit('response', response('https://site.test/a.js', Promise.resolve('A')));
    page.emit('response', response('https://site.test/a.js', Promise.resolve('again')));
    page.emit('response', response('https://site.test/style.css', Promise.resolve('css')));
    expect(await scripts.read()).toEqual(new Map([['https://site.test/a.js', 'A']]));
    expect(page.listenerCount('response')).toBe(0);
  });

  it('leave no unhandled failure when the page closes before a body is read', async () => {
    process.on('unhandledRejection', onUnhandled);
    const page = new EventEmitter();
    const scripts = recordScriptBodies(
      page as unknown as Page,
      () => true,
      (script) => script.text(),
    );
    page.emit('response', response('https://site.test/late.js', closed()));
    // Node reports an unhandled rejection once the microtasks have run: a macrotask later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
    // A body the test waits for still fails it.
    await expect(scripts.read()).rejects.toThrow('has been closed');
  });
});
