const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A guide's date in the reader's own locale, e.g. "Mar 4, 2025". */
export function formatGuideDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Whether an update is worth mentioning: the same minute as creation is part of writing it. */
export function wasUpdated(createdAt: string, updatedAt: string): boolean {
  return Date.parse(updatedAt) - Date.parse(createdAt) >= 60_000;
}
