import { describe, expect, it } from 'vitest';
import { makeHero } from '../test/makeHero';
import { createFakeBackend } from '../test/fakeBackend';
import type { ReadBackend } from './contract';
import { RECORD_KINDS, type RecordKind } from '../domain/kinds';
import { withReads } from './withReads';

describe('withReads', () => {
  it('answers every read from the reads given and keeps every other method of the backend', async () => {
    const backend = createFakeBackend();
    const hero = makeHero({ id: 'h1' });
    const reads: ReadBackend = {
      // Every record kind's reads, empty; the heroes' and the guides' below.
      ...(Object.fromEntries(
        RECORD_KINDS.map((kind) => [kind, { list: async () => [], get: backend[kind].get }]),
      ) as Record<RecordKind, { list: () => Promise<never[]>; get: () => Promise<never> }>),
      heroes: { list: async () => [hero], get: async () => hero },
      guides: { list: async () => [], listDrafts: async () => [], get: backend.guides.get },
      settings: {
        getGuildTable: backend.settings.getGuildTable,
        getSite: backend.settings.getSite,
      },
      media: { listSlots: backend.media.listSlots },
    };
    const merged = withReads(backend, reads);

    for (const part of Object.keys(reads) as (keyof ReadBackend)[]) {
      for (const [name, read] of Object.entries(reads[part])) {
        expect(merged[part]).toHaveProperty(name, read);
      }
    }
    await expect(merged.heroes.list()).resolves.toEqual([hero]);
    expect(merged.heroes.update).toBe(backend.heroes.update);
    expect(merged.codes.create).toBe(backend.codes.create);
    expect(merged.auth).toBe(backend.auth);
    expect(merged.history).toBe(backend.history);
    expect(merged.capabilities).toBe(backend.capabilities);
  });
});
