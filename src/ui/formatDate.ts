// One formatter for every row: building one per call costs more than the rest of a row. One
// locale and time zone wherever the page is rendered, so server HTML and hydration agree
// (docs/decisions.md#server-rendering).
const dateFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A stored ISO time as a date (UTC; '' when it cannot be read). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}
