/**
 * Comparing heroes side by side (docs/product.md#compare-heroes): the heroes are named in the
 * address, `/heroes/compare?ids=a,b,c`, at most COMPARE_MAX of them, each once, in the order
 * given, those that `exists` knows. `add` (a form's field, so adding works before the page's
 * JavaScript runs) appends one.
 */
export const COMPARE_MAX = 4;

export function compareIds(
  ids: string | null,
  add: string | null | undefined,
  exists: (id: string) => boolean,
): string[] {
  const listed = (ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (add?.trim()) listed.push(add.trim());
  // An id no hero has (any more) is left out before counting, so it takes no hero's place.
  return [...new Set(listed)].filter(exists).slice(0, COMPARE_MAX);
}

/** "Compare: Aria vs Bo": the page's title, in the tab and in its head on the server. */
export const compareTitle = (heroes: readonly { name: string }[]) =>
  heroes.length ? `Compare: ${heroes.map((hero) => hero.name).join(' vs ')}` : 'Compare heroes';

/**
 * The picked heroes with `id` picked, or let go when it was (null lets all go): at most
 * COMPARE_MAX, in the order picked.
 */
export const togglePicked = (picked: readonly string[], id: string | null): readonly string[] =>
  id === null
    ? []
    : picked.includes(id)
      ? picked.filter((other) => other !== id)
      : picked.length < COMPARE_MAX
        ? [...picked, id]
        : picked;
