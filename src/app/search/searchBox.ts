/**
 * What was typed in the plain box the header shows while the search's code downloads; the search
 * takes it over when it arrives (docs/product.md#site-search).
 */
export const typedEarly = { query: '' };
