import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A text kept in the URL's query (`?q=ar`), so reloads and shared links keep it. Each change
 * replaces the history entry, so Back leaves the page instead of undoing keystrokes.
 *
 * The input shows a local copy: the router applies URL changes as transitions, so while someone
 * types the URL can lag behind by a few keystrokes. A URL value this hook wrote itself (still
 * pending) is therefore not copied back into the input; any other URL change (a link, Back) is.
 */
export function useUrlParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(name) ?? '';
  const [value, setValue] = useState(fromUrl);
  const [seenInUrl, setSeenInUrl] = useState(fromUrl);
  // Values written to the URL that it has not shown yet, oldest first.
  const [pending, setPending] = useState<string[]>([]);

  if (fromUrl !== seenInUrl) {
    setSeenInUrl(fromUrl);
    const at = pending.indexOf(fromUrl);
    if (at === -1) {
      setValue(fromUrl);
      setPending([]);
    } else {
      setPending(pending.slice(at + 1));
    }
  }

  const update = useCallback(
    (next: string) => {
      setValue(next);
      setPending((old) => [...old, next]);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      );
    },
    [name, setParams],
  );
  return [value, update];
}
