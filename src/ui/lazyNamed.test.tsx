import { describe, expect, it } from 'vitest';
import {
  lazyAdminPart,
  lazyNamed,
  lazyPage,
  preloadAdminParts,
  setAdminSession,
} from './lazyNamed';

describe('preloadAdminParts', () => {
  it('loads every admin part defined so far and those they define, and no other lazy part', async () => {
    const loaded: string[] = [];
    const module =
      <Name extends string>(name: Name, then?: () => void) =>
      async () => {
        loaded.push(name);
        then?.();
        return { [name]: () => null } as Record<Name, () => null>;
      };
    lazyNamed(module('Page'), 'Page');
    // An admin part whose module defines another admin part when it runs.
    lazyAdminPart(
      module('Tools', () => lazyAdminPart(module('ToolsDialog'), 'ToolsDialog')),
      'Tools',
    );
    lazyAdminPart(async () => {
      throw new Error('offline');
    }, 'Broken');
    await preloadAdminParts();
    expect(loaded.sort()).toEqual(['Tools', 'ToolsDialog']);
    // Each module is fetched once.
    await preloadAdminParts();
    expect(loaded).toHaveLength(2);
  });
});

describe('lazyPage', () => {
  const moduleDefining =
    <Name extends string>(loaded: string[], name: Name, parts: string[] = []) =>
    async () => {
      loaded.push(name);
      for (const part of parts) {
        lazyAdminPart(async () => {
          loaded.push(part);
          return { [part]: () => null };
        }, part);
      }
      return { [name]: () => null } as Record<Name, () => null>;
    };

  it('counts as loaded once its own admin parts are, while an admin is signed in', async () => {
    const loaded: string[] = [];
    lazyAdminPart(moduleDefining(loaded, 'OtherPageTools'), 'OtherPageTools');
    setAdminSession(true);
    await lazyPage(moduleDefining(loaded, 'Page', ['PageTools']), 'Page').preload();
    setAdminSession(false);
    // Its own tools, not every admin part known so far.
    expect(loaded).toEqual(['Page', 'PageTools']);
  });

  it('loads no admin code for a visitor', async () => {
    const loaded: string[] = [];
    await lazyPage(
      moduleDefining(loaded, 'VisitorPage', ['VisitorPageTools']),
      'VisitorPage',
    ).preload();
    expect(loaded).toEqual(['VisitorPage']);
  });
});
