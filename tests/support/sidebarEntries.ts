/** The sidebar's entries in their order: each one's name and the path it opens (docs/product.md#layout). */
export const SIDEBAR_ENTRIES: readonly (readonly [name: string, path: string])[] = [
  ['Home', '/'],
  ['Disclaimer Info', '/disclaimer'],
  ['Equipment', '/equipment'],
  ['Guides', '/guides'],
  ['Heroes', '/heroes'],
  ['Teams', '/teams'],
  ['Talisman', '/talisman'],
  ['Upgrade Requirements', '/upgraderequirement'],
  ['Codes', '/codes'],
  ['Guild Calculator', '/guild-calculator'],
];
