import type { Backend, ReadBackend } from './contract';

/**
 * `backend` with its reads answered by `reads`: the backend of the React tree a server renders
 * (src/entry-server.tsx). The page reads what the server read for it; its writes stay the build's
 * adapter's, which only a reader's click calls, in the browser, once the page has hydrated.
 */
export function withReads(backend: Backend, reads: ReadBackend): Backend {
  const answered = {
    heroes: { ...backend.heroes, ...reads.heroes },
    codes: { ...backend.codes, ...reads.codes },
    guides: { ...backend.guides, ...reads.guides },
    modes: { ...backend.modes, ...reads.modes },
    teams: { ...backend.teams, ...reads.teams },
    equipment: { ...backend.equipment, ...reads.equipment },
    settings: { ...backend.settings, ...reads.settings },
    media: { ...backend.media, ...reads.media },
  } satisfies { [Part in keyof ReadBackend]: Backend[Part] };
  return { ...backend, ...answered };
}
