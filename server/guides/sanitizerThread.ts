import { workerData, type MessagePort } from 'node:worker_threads';
import { ANSWERED, STARTED } from './sanitizerSignal';
import type { GuideHtmlSanitizer } from '../../src/domain/sanitizeGuideHtml';

/**
 * The thread that holds the guide sanitizer's DOM (server/guides/sanitizeGuideHtml.ts): jsdom
 * and DOMPurify with the one configuration, answering one HTML text at a time. Each answer is
 * posted on the port, then the shared signal is raised: the server's thread waits on it.
 */
export interface SanitizerThreadData {
  port: MessagePort;
  /**
   * `[ANSWERED]`: 0 while a text is being sanitized, 1 once its answer is on the port.
   * `[STARTED]`: 1 once the thread has loaded its DOM and cleaned a first text (or failed to), and
   * answers at once.
   */
  signal: Int32Array;
}

export type SanitizerAnswer = { html: string } | { error: string };

const { port, signal } = workerData as SanitizerThreadData;

// Loaded here, not imported above: a thread that cannot load its DOM still answers, with why.
let sanitizer: GuideHtmlSanitizer | null = null;
let loadError = '';
try {
  const [{ JSDOM }, { createGuideHtmlSanitizer }] = await Promise.all([
    import('jsdom'),
    import('../../src/domain/sanitizeGuideHtml'),
  ]);
  sanitizer = createGuideHtmlSanitizer(new JSDOM('').window);
  // jsdom loads more of itself on first use (parsing, styles, links): done here, within the start
  // the server's thread waits for, so that no answer waits for it.
  sanitizer('<p style="color: red"><a href="/guides">A</a> <img src="/files/a.png" alt=""></p>');
} catch (error) {
  loadError = `the sanitizer could not start: ${String(error)}`;
}
Atomics.store(signal, STARTED, 1);
Atomics.notify(signal, STARTED);

function answer(html: string): SanitizerAnswer {
  if (!sanitizer) return { error: loadError };
  try {
    return { html: sanitizer(html) };
  } catch (error) {
    return { error: String(error) };
  }
}

port.on('message', (html: string) => {
  port.postMessage(answer(html));
  Atomics.store(signal, ANSWERED, 1);
  Atomics.notify(signal, ANSWERED);
});
