/**
 * Every write of the Firebase adapter, loaded with an admin's first (index.ts): the record kinds'
 * (each its own rules on the writes every record shares, recordWrites.ts), the settings', a media
 * slot's and the hero import. History loads them with its restores. No visitor downloads any of
 * it, nor the schemas, the kinds' table and the history's rules it brings
 * (docs/decisions.md#visitor-budget).
 */
import type { HeroesApi } from '../contract';
import { RECORD_KINDS, type RecordKind } from '../../domain/kinds';
import { codeWrites } from './codeWrites';
import { EQUIPMENT_DOCS } from './equipment';
import { guideWrites } from './guideWrites';
import { lazyGuideHtmlSanitizer } from './guideHtmlSanitizer';
import { createHeroImport, type ImportLists } from './heroImport';
import { heroWrites } from './heroWrites';
import type { LazyModule } from './lazyModule';
import { createMediaWrites, type MediaWrites } from './mediaWrites';
import { modeWrites } from './modeWrites';
import { plainDocs } from './plainRecords';
import { recordWrites, type RecordWrites, type WriteRules } from './recordWrites';
import type { FirebaseServices } from './services';
import { createSettingsWrites, type SettingsWrites } from './settingsWrites';
import { teamWrites } from './teamWrites';

/**
 * Each record kind's own rules; a kind without any has every record's, its documents read field by
 * field (plainRecords.ts).
 */
const WRITE_RULES: { [K in RecordKind]?: (services: FirebaseServices) => WriteRules<K> } = {
  heroes: heroWrites,
  codes: codeWrites,
  guides: guideWrites,
  modes: modeWrites,
  teams: teamWrites,
  // An item's image is every record's rule; an item has none of its own.
  equipment: () => ({ docs: EQUIPMENT_DOCS }),
};

interface FirebaseWrites {
  records: { [K in RecordKind]: RecordWrites<K> };
  settings: SettingsWrites;
  media: MediaWrites;
  heroImport: Pick<HeroesApi, 'previewImport' | 'importMany'>;
}

/** The writes, loaded on first use. */
export type LazyWrites = LazyModule<FirebaseWrites>;

export function createFirebaseWrites(
  services: FirebaseServices,
  /** The window the guide-HTML sanitizer runs on (guideHtmlSanitizer.ts). */
  sanitizerWindow: Window | undefined,
  importLists: ImportLists,
): FirebaseWrites {
  const sanitizer = lazyGuideHtmlSanitizer(sanitizerWindow);
  // WRITE_RULES' type gives each kind its own kind's rules, which an index by a type parameter
  // does not carry over; each entry of `records` is then its own kind's writes.
  const rulesOf = <K extends RecordKind>(kind: K): WriteRules<K> => {
    const own = WRITE_RULES[kind] as ((s: FirebaseServices) => WriteRules<K>) | undefined;
    // Heroes have their own rules: every other kind's fields are in RECORD_FIELDS.
    return own ? own(services) : { docs: plainDocs(kind as Exclude<K, 'heroes'>) };
  };
  const writesOf = <K extends RecordKind>(kind: K) =>
    recordWrites(services, kind, rulesOf(kind), sanitizer);
  const records = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, writesOf(kind)]),
  ) as FirebaseWrites['records'];
  return {
    records,
    settings: createSettingsWrites(services),
    media: createMediaWrites(services),
    heroImport: createHeroImport(services, records.heroes, importLists, sanitizer),
  };
}
