// One locale and time zone wherever the page is rendered: a server-rendered date must read the
// same once the browser hydrates it (docs/decisions.md#server-rendering).
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A guide's date (UTC), e.g. "Mar 4, 2025". */
export function formatGuideDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Whether an update is worth mentioning: the same minute as creation is part of writing it. */
export function wasUpdated(createdAt: string, updatedAt: string): boolean {
  return Date.parse(updatedAt) - Date.parse(createdAt) >= 60_000;
}
