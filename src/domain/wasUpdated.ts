/**
 * Whether an update is worth mentioning (a guide's " · Updated {date}", docs/product.md#guides):
 * the same minute as creation is part of writing it. A rule of the domain, so the sample guides'
 * test on the server holds the seed to what the guide page shows.
 */
export function wasUpdated(createdAt: string, updatedAt: string): boolean {
  return Date.parse(updatedAt) - Date.parse(createdAt) >= 60_000;
}
