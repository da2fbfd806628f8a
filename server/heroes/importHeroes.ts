import type { HeroRepository } from '../repositories/heroes';
import type { ImportReport } from '../../src/backend/contract';
import { invalid } from '../../src/domain/errors';
import {
  ImportShapeError,
  checkImportedHeroes,
  parseHeroImport,
} from '../../src/domain/heroImport';

/**
 * Hero import: entries without a name or tier are skipped as empty templates, entries over
 * the limits are reported by name, and the valid ones are stored together or not at all.
 */
export async function importHeroes(
  heroes: Pick<HeroRepository, 'insertMany'>,
  data: unknown,
): Promise<ImportReport> {
  let parsed;
  try {
    parsed = parseHeroImport(data);
  } catch (error) {
    if (error instanceof ImportShapeError) throw invalid(error.message);
    throw error;
  }
  const { valid, errors } = checkImportedHeroes(parsed.heroes);
  if (valid.length) await heroes.insertMany(valid);
  return { imported: valid.length, skipped: parsed.skipped, errors };
}
