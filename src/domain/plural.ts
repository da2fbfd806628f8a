/**
 * A noun in the right number for a count: "hero" for exactly one, "heroes" for any other count
 * (0 included). A noun whose plural is not the singular plus "s" gives it.
 */
export const plural = (count: number, singular: string, many = `${singular}s`) =>
  count === 1 ? singular : many;

/** A count with its noun: "1 hero", "2 heroes", "0 heroes". */
export const countOf = (count: number, singular: string, many?: string) =>
  `${count} ${plural(count, singular, many)}`;
