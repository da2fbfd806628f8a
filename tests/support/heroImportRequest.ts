import type { App } from '../../server/app';
import type { ImportReport } from '../../src/backend/contract';

/** An import's report: the counts given, every other count 0, no errors. */
export const importReport = (counts: Partial<ImportReport>): ImportReport => ({
  imported: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  errors: [],
  ...counts,
});

/** The fixture's first hero (valid-heroes.json) as every import stores it: trimmed, lists kept. */
export const AURELIA_IMPORTED = {
  tier: 'SS',
  description: 'Leading and trailing spaces must be trimmed.',
  stats: { ATK: '2100', DEF: '900', HP: '', SPD: '120' },
  recommendedTalisman: ['Phoenix Sigil', 'Warden Seal'],
  recommendedSpirit: ['Ember Spirit'],
  recommendedRune: [],
  recommendedCodex: ['Codex of Ages'],
  recommendedPet: ['Cinder Fox'],
};

/** Posts the decoded JSON of a hero import file, signed in with that cookie. */
export const postHeroImport = (
  app: App,
  cookie: string,
  file: unknown,
  images: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `${app.config.basePath}api/heroes/import`,
    payload: { file, images },
    headers: { cookie },
  });

/** Asks what importing that file would do, writing nothing. */
export const postHeroImportPreview = (
  app: App,
  cookie: string,
  file: unknown,
  imageFiles: string[] = [],
) =>
  app.inject({
    method: 'POST',
    url: `${app.config.basePath}api/heroes/import/preview`,
    payload: { file, imageFiles },
    headers: { cookie },
  });
