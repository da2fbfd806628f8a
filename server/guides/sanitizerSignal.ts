/**
 * The places of the signal the sanitizer's thread shares with the server's thread
 * (sanitizerThread.ts): a module of their own, since the thread's module runs as it is imported.
 */
export const ANSWERED = 0;
export const STARTED = 1;
