import { formatLevelRanges } from '../../../domain/guildMath';
import { type GuildLevelEntry } from '../../../domain/guildTable';
import { guildLevelsSchema } from '../../../domain/guildTableSchema';
import { countOf } from '../../../domain/plural';

/** One row of the editor: the points as typed, and whether the admin changed them. */
export interface TableRow {
  level: number;
  points: string;
  estimated: boolean;
  edited: boolean;
}

export const rowsFromLevels = (levels: readonly GuildLevelEntry[]): TableRow[] =>
  levels.map((entry) => ({ ...entry, points: String(entry.points), edited: false }));

/** A value still shown as estimated: not confirmed before, not typed now, not confirmed in bulk. */
export const isStillEstimated = (row: TableRow, confirmAll: boolean) =>
  row.estimated && !row.edited && !confirmAll;

export type ReadTableResult =
  | { ok: true; levels: GuildLevelEntry[] }
  | { ok: false; rowErrors: Record<number, string>; message: string | null };

/** Checks the rows as the server will (guildLevelsSchema), naming the rows that are wrong. */
export function readTableRows(rows: readonly TableRow[], confirmAll: boolean): ReadTableResult {
  const rowErrors: Record<number, string> = {};
  const levels = rows.map((row, index) => {
    const text = row.points.trim();
    if (!/^\d+$/.test(text)) rowErrors[index] = 'Points must be a positive whole number.';
    return { level: row.level, points: Number(text), estimated: isStillEstimated(row, confirmAll) };
  });
  if (Object.keys(rowErrors).length) return { ok: false, rowErrors, message: null };
  const parsed = guildLevelsSchema.safeParse(levels);
  if (parsed.success) return { ok: true, levels: parsed.data };
  let message: string | null = null;
  for (const issue of parsed.error.issues) {
    const index = issue.path[0];
    if (typeof index === 'number') rowErrors[index] ??= issue.message;
    else message ??= issue.message;
  }
  return { ok: false, rowErrors, message };
}

/**
 * Where the wrong values are, for the message above the save button: the table is 49 rows long,
 * and the first of them may be far above it. "Fix the value marked in the table (level 12), then
 * save again."; "Fix the 3 values marked in the table (levels 12, 30–31), then save again."
 */
export function invalidRowsMessage(rows: readonly TableRow[], rowErrors: Record<number, string>) {
  const levels = rows.filter((_row, index) => rowErrors[index]).map((row) => row.level);
  const values = levels.length === 1 ? 'the value' : `the ${countOf(levels.length, 'value')}`;
  const where = `${levels.length === 1 ? 'level' : 'levels'} ${formatLevelRanges(levels)}`;
  return `Fix ${values} marked in the table (${where}), then save again.`;
}
