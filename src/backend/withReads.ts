import type { Backend, ReadBackend } from './contract';

/**
 * `backend` with its reads answered by `reads`: the backend of the React tree a server renders
 * (src/entry-server.tsx). The page reads what the server read for it; its writes stay the build's
 * adapter's, which only a reader's click calls, in the browser, once the page has hydrated.
 */
export function withReads(backend: Backend, reads: ReadBackend): Backend {
  const answered = Object.fromEntries(
    Object.entries(reads).map(([part, read]) => [
      part,
      { ...backend[part as keyof ReadBackend], ...read },
    ]),
  ) as Partial<Backend>;
  return { ...backend, ...answered };
}
