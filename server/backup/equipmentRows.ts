import { equipmentInputSchema } from '../../src/domain/equipmentSchema';
import { zodFieldErrors } from '../../src/domain/validation';

/**
 * Why the `equipment` rows of a backup may not be restored, or null. The table holds less than
 * the site's rules (docs/product.md#equipment-items), so each row is checked as a save of it
 * would be: an id, and a name, slot, rarity, stats, set bonus, how to get and image path a form
 * may write. Rows in the trash are checked too: a restore from the trash brings them back as
 * they are. The slot is text and need not be in the slot list.
 */
export function equipmentRowsRefusal(rows: readonly Record<string, unknown>[]): string | null {
  for (const [index, row] of rows.entries()) {
    const named = typeof row.name === 'string' && row.name !== '' ? `“${row.name}”` : null;
    const which = named ? `the equipment item ${named}` : `equipment item ${index + 1}`;
    if (typeof row.id !== 'string' || row.id === '') return `${which} has no id.`;
    const checked = equipmentInputSchema.safeParse({
      name: row.name,
      slot: row.slot,
      rarity: row.rarity,
      stats: row.stats ?? [],
      setBonus: row.set_bonus ?? '',
      howToGet: row.how_to_get ?? '',
      imagePath: row.image_path ?? '',
    });
    if (!checked.success) {
      const [field, message] = Object.entries(zodFieldErrors(checked.error))[0] ?? ['_', ''];
      return `${which} is not valid (${field}: ${message}).`;
    }
  }
  return null;
}
