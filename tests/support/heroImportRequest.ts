import type { App } from '../../server/app';

/** Posts the decoded JSON of a hero import file, signed in with that cookie. */
export const postHeroImport = (app: App, cookie: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `${app.config.basePath}api/heroes/import`,
    payload: payload as object,
    headers: { cookie },
  });
