import type { Page, Response } from '@playwright/test';

/**
 * Records the scripts a page downloads, by address, each body asked for as its response arrives
 * (a body can be read only while its page is open). `read()` stops the recording and waits for
 * every body recorded so far. A body its page closed before anyone waited for it is dropped: its
 * failure is no error of the test (the page left, or the test ended), where an unhandled one would
 * fail the whole run.
 */
export function recordScriptBodies<Body>(
  page: Pick<Page, 'on' | 'off'>,
  isScript: (response: Response) => boolean,
  readBody: (response: Response) => Promise<Body>,
) {
  const bodies = new Map<string, Promise<Body>>();
  const onResponse = (response: Response) => {
    if (!isScript(response) || bodies.has(response.url())) return;
    const body = readBody(response);
    // Handled here, so that no failure goes unhandled; `read()` still sees the failure of a body it
    // waits for.
    body.catch(() => {});
    bodies.set(response.url(), body);
  };
  page.on('response', onResponse);
  return {
    async read(): Promise<Map<string, Body>> {
      page.off('response', onResponse);
      const entries = await Promise.all(
        [...bodies].map(async ([url, body]) => [url, await body] as const),
      );
      return new Map(entries);
    },
  };
}
