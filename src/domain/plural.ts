/**
 * A count with its noun in the right number: "1 hero", "2 heroes", "0 heroes". English needs the
 * singular for exactly one and the plural for everything else; a noun whose plural is not the
 * singular plus "s" gives it.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
