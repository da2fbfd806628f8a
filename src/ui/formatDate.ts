const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A stored ISO time as its day in UTC, as English readers write it: "Mar 4, 2025" ('' when it
 * cannot be read). One format and time zone wherever the page is rendered, so the server's HTML
 * and the browser's hydration agree (docs/decisions.md#server-rendering). Written out rather than
 * through Intl.DateTimeFormat, whose first use on a page loads the locale's calendar data: some
 * 70 ms of the main thread on a desktop, several times that on a phone, on every page with a date.
 */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
