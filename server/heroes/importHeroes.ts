import { z } from 'zod';
import type { HeroRepository } from '../repositories/heroes';
import type { ImportReport } from '../../src/backend/contract';
import { invalid } from '../../src/domain/errors';
import { heroInputSchema, type HeroInput } from '../../src/domain/hero';
import { ImportShapeError, parseHeroImport } from '../../src/domain/heroImport';

/** The same limits as the hero form, except that imported heroes may lack a description. */
const importedHeroSchema = heroInputSchema.extend({
  description: z.string().trim().max(5000, 'At most 5000 characters.'),
});

/**
 * Spec §5 import: entries without a name or tier are skipped as empty templates, entries over
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
  const valid: HeroInput[] = [];
  const errors: ImportReport['errors'] = [];
  for (const hero of parsed.heroes) {
    const result = importedHeroSchema.safeParse(hero);
    if (result.success) {
      valid.push(result.data);
      continue;
    }
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    errors.push({
      name: hero.name,
      reason: issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Missing required fields',
    });
  }
  if (valid.length) await heroes.insertMany(valid);
  return { imported: valid.length, skipped: parsed.skipped, errors };
}
