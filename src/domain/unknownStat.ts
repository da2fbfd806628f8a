/**
 * A hero's ATK, DEF, HP or SPD that the data does not know (docs/product.md#unknown-stats): an
 * empty stat, or 0, which is how the game's data and the earlier site write a missing one. No hero
 * has a real 0 in these stats, so 0 is never shown as a value. The stored text stays as it is.
 */
export const statKnown = (text: string) => Number(text) !== 0;

/** What a reader is told in place of an unknown stat, beside the "—" shown. */
export const UNKNOWN_STAT = 'not known';
