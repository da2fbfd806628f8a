import {
  MessageChannel,
  receiveMessageOnPort,
  type MessagePort,
  type Worker,
} from 'node:worker_threads';
import { byteBoundedLru } from '../cache/byteBoundedLru';
import { startServerThread } from '../serverThread';
import { ANSWERED, STARTED } from './sanitizerSignal';
import type { SanitizerAnswer, SanitizerThreadData } from './sanitizerThread';

/**
 * The one guide-HTML sanitizer (src/domain/sanitizeGuideHtml.ts) on the server: the same
 * DOMPurify and configuration as in readers' pages, on a jsdom window held in a thread of its own
 * (docs/decisions.md#the-sanitizers-dom-in-a-thread-of-its-own). jsdom costs a process about
 * 90 MiB; the thread starts on the first text to clean, ends after SANITIZER_IDLE_MS without one,
 * and the server's thread waits for each answer, so callers stay synchronous. Answers are kept
 * (SANITIZED_CACHE_BYTES at most), so reading the same guides again needs no thread.
 */
export const SANITIZER_IDLE_MS = 30_000;
/**
 * The longest wait for a new thread to load its DOM: about a second of CPU on a quiet machine,
 * many more on a busy one, where giving up would refuse a save that only needed patience.
 */
const START_WAIT_MS = 120_000;
/**
 * The longest wait for one answer once the thread has started (milliseconds on any machine, the
 * thread's first use being part of its start), before it is given up as stuck.
 */
const ANSWER_WAIT_MS = 60_000;
/** After a thread gave no answer, calls fail at once for this long rather than wait again. */
const FAILED_PAUSE_MS = 30_000;
/** Texts and answers kept, counted as UTF-16 (two bytes a character); the least used go first. */
export const SANITIZED_CACHE_BYTES = 4 * 1024 * 1024;

interface Thread {
  worker: Worker;
  port: MessagePort;
  signal: Int32Array;
  idle?: NodeJS.Timeout;
}

let thread: Thread | null = null;
const kept = byteBoundedLru<{ clean: string; bytes: number }>(SANITIZED_CACHE_BYTES);

function startThread(): Thread {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  const data: SanitizerThreadData = { port: port2, signal };
  // A young generation of 8 MB rather than V8's default: about 20 MiB less while it runs, for
  // texts of at most the server's 2 MB body limit.
  const worker = startServerThread(
    import.meta.url,
    'sanitizerThread',
    "The guide sanitizer's thread",
    { workerData: data, transferList: [port2], resourceLimits: { maxYoungGenerationSizeMb: 8 } },
  );
  // Neither the thread nor its port keeps the process alive.
  worker.unref();
  port1.unref();
  const started: Thread = { worker, port: port1, signal };
  worker.on('exit', () => {
    if (thread === started) thread = null;
  });
  // A thread that fails is replaced by a new one at the next call; the failed call has thrown.
  worker.on('error', () => stopThread(started));
  return started;
}

function stopThread(which: Thread): void {
  clearTimeout(which.idle);
  if (thread === which) thread = null;
  which.port.close();
  void which.worker.terminate();
}

/** Ends the thread now (a server closing); the next call starts another. */
export function stopSanitizerThread(): void {
  if (thread) stopThread(thread);
}

/** Whether the thread is running: what the tests of its life read. */
export function sanitizerThreadRunning(): boolean {
  return thread !== null;
}

/** Until when calls fail at once, after a thread that gave no answer (none waits again meanwhile). */
let failedUntil = 0;

function sanitizeInThread(html: string): string {
  if (Date.now() < failedUntil) {
    throw new Error('The guide sanitizer failed moments ago; try again in a minute.');
  }
  const current = (thread ??= startThread());
  clearTimeout(current.idle);
  const fail = (message: string) => {
    stopThread(current);
    failedUntil = Date.now() + FAILED_PAUSE_MS;
    return new Error(message);
  };
  if (Atomics.wait(current.signal, STARTED, 0, START_WAIT_MS) === 'timed-out') {
    throw fail(`The guide sanitizer's thread did not start within ${START_WAIT_MS / 1000} s.`);
  }
  Atomics.store(current.signal, ANSWERED, 0);
  current.port.postMessage(html);
  const waited = Atomics.wait(current.signal, ANSWERED, 0, ANSWER_WAIT_MS);
  const answer = receiveMessageOnPort(current.port)?.message as SanitizerAnswer | undefined;
  if (waited === 'timed-out' || !answer) {
    throw fail(`The guide sanitizer gave no answer within ${ANSWER_WAIT_MS / 1000} s.`);
  }
  current.idle = setTimeout(() => stopThread(current), SANITIZER_IDLE_MS);
  current.idle.unref();
  if ('error' in answer) throw new Error(`The guide sanitizer failed: ${answer.error}`);
  return answer.html;
}

export function sanitizeGuideHtml(html: string): string {
  const known = kept.get(html);
  if (known) return known.clean;
  const clean = sanitizeInThread(html);
  kept.set(html, { clean, bytes: 2 * (html.length + clean.length) });
  return clean;
}
