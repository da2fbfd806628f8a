import { describe, expect, it } from 'vitest';
import { lazyAdminPart, lazyNamed, preloadAdminParts } from './lazyNamed';

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
