import type { ImportReport } from '../../../backend/contract';
import { countOf } from '../../../domain/plural';

/** The texts of the hero import (docs/product.md#hero-import), each count in its right number. */
export const heroes = (count: number) => countOf(count, 'hero', 'heroes');

export const unchangedLine = (count: number) => `${heroes(count)} unchanged`;
export const skippedLine = (count: number) => `Skipped ${countOf(count, 'empty template')}`;
export const importingLine = (count: number) => `Importing ${heroes(count)}…`;
export const NOTHING_TO_IMPORT = 'Nothing to import: no new or changed heroes.';
export const NOTHING_IMPORTED = 'Nothing was imported: no new or changed heroes.';

/** What was written: new heroes and updated ones, each only when there are any. */
function writtenLines(report: ImportReport): string[] {
  const lines: string[] = [];
  if (report.imported > 0) lines.push(`Successfully imported ${heroes(report.imported)}`);
  if (report.updated > 0) lines.push(`Updated ${heroes(report.updated)}`);
  return lines.length ? lines : [NOTHING_IMPORTED];
}

/** The result's lines above its list of errors. */
export function resultLines(report: ImportReport): string[] {
  const lines = writtenLines(report);
  if (report.unchanged > 0) lines.push(unchangedLine(report.unchanged));
  if (report.skipped > 0) lines.push(skippedLine(report.skipped));
  return lines;
}

/** The toast that tells the import is done, wherever the page is scrolled. */
export function resultToast(report: ImportReport): string {
  const failed = report.errors.length;
  const lines = writtenLines(report);
  if (failed > 0) lines.push(`${countOf(failed, 'entry', 'entries')} failed`);
  return `${lines.map((line) => line.replace(/\.$/, '')).join('. ')}.`;
}
