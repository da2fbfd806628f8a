import { columnOf } from '../repositories/recordColumns';
import { importedHeroSchema } from '../../src/domain/heroImport';
import { KIND_SCHEMAS } from '../../src/domain/kindSchemas';
import { KINDS, fieldsOf, type RecordKind } from '../../src/domain/kinds';
import { zodFieldErrors } from '../../src/domain/validation';
import type { z } from '../../src/domain/zod';

/**
 * The one check of a backup's rows of a record kind (docs/backups.md#what-a-restore-checks): each
 * row, in the trash or not (a restore from the trash brings it back as it is), must have an id and
 * hold what a save of it would store: its fields read from their columns (a time as the ISO
 * date-time the backup tagged it with, a cell left out as the schema's default) and checked with
 * the schema a write of the kind goes through (src/domain/kindSchemas.ts). A refusal names the
 * item and the column. What a kind needs beyond its rows one by one (a game mode's name free among
 * the live ones) is its own rule (TABLE_RULES in fitTables.ts).
 */

type Row = Readonly<Record<string, unknown>>;

/** The schema a row is held to where it is not the kind's own: a hero as the import writes one. */
const BACKUP_SCHEMAS: { [K in RecordKind]?: z.ZodType } = { heroes: importedHeroSchema };

const isDate = (value: unknown): value is { $date: string } =>
  !!value && typeof value === 'object' && typeof (value as { $date?: unknown }).$date === 'string';

/** A backup's row of `kind` as the input an admin would write. */
export function recordInputOfRow(kind: RecordKind, row: Row): Record<string, unknown> {
  return Object.fromEntries(
    fieldsOf(kind).map(([field, type]) => {
      const cell = row[columnOf(field)];
      if (type === 'time' && isDate(cell)) return [field, new Date(cell.$date).toISOString()];
      // A flag left out is false, as its column's default is.
      return [field, cell === undefined && type === 'bool' ? false : cell];
    }),
  );
}

/** How a refusal names a row of `kind`: "the team “Alpha”", or "team 3" when it has no name. */
export function recordName(kind: RecordKind, row: Row, index: number): string {
  const { label, noun } = KINDS[kind];
  const named = typeof label === 'string' ? row[columnOf(label)] : undefined;
  return typeof named === 'string' && named !== ''
    ? `the ${noun.toLowerCase()} “${named}”`
    : `${noun.toLowerCase()} ${index + 1}`;
}

/** Why the rows of `kind` may not be restored (the first row that does not fit), or null. */
export function recordRowsRefusal(kind: RecordKind, rows: readonly Row[]): string | null {
  const schema = BACKUP_SCHEMAS[kind] ?? KIND_SCHEMAS[kind];
  for (const [index, row] of rows.entries()) {
    const which = recordName(kind, row, index);
    if (typeof row.id !== 'string' || row.id === '') return `${which} has no id.`;
    const input = recordInputOfRow(kind, row);
    const checked = schema.safeParse(input);
    if (!checked.success) {
      const [path, message] = Object.entries(zodFieldErrors(checked.error))[0] ?? ['_', ''];
      const [top = path, ...rest] = path.split('.');
      // A value left out or null where one is needed, as a cell's check says it (rowChecks.ts).
      const said = rest.length === 0 && input[top] == null ? 'A value is required.' : message;
      return `${which} is not valid (${[columnOf(top), ...rest].join('.')}: ${said}).`;
    }
  }
  return null;
}
