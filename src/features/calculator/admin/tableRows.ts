import { type GuildLevelEntry } from '../../../domain/guildTable';
import { guildLevelsSchema } from '../../../domain/guildTableSchema';

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
