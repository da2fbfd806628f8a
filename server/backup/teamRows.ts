import type { TeamInput } from '../../src/domain/team';
import { teamInputSchema } from '../../src/domain/teamSchema';
import { zodFieldErrors } from '../../src/domain/validation';

/**
 * Why the `teams` rows of a backup may not be restored, or null. The table's own constraints hold
 * less than the site's rules (docs/product.md#teams), so each row is checked as a save of it would
 * be: an id, a name, a game mode, 3 to 5 members without a hero twice or a bad substitute, notes
 * and tags a form may write. Its mode and heroes need not be live: a team keeps those that went to
 * the trash or were purged.
 */
export function teamRowsRefusal(rows: readonly Record<string, unknown>[]): string | null {
  for (const [index, row] of rows.entries()) {
    const named = typeof row.name === 'string' && row.name !== '' ? `“${row.name}”` : null;
    const which = named ? `the team ${named}` : `team ${index + 1}`;
    if (typeof row.id !== 'string' || row.id === '') return `${which} has no id.`;
    const input: Partial<TeamInput> = {
      name: row.name as string,
      mode: row.mode as string,
      members: row.members as TeamInput['members'],
      notes: row.notes as string,
      tags: row.tags as string[],
    };
    const checked = teamInputSchema.safeParse(input);
    if (!checked.success) {
      const [field, message] = Object.entries(zodFieldErrors(checked.error))[0] ?? ['_', ''];
      return `${which} is not valid (${field}: ${message}).`;
    }
  }
  return null;
}
