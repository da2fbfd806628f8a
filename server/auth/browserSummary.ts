/**
 * A session's browser as an admin reads it on the Account page (docs/product.md#account): a short
 * summary of the User-Agent header such as "Chrome on Android", never the whole header. The order
 * of the checks matters: Edge, Opera and Samsung Internet also call themselves Chrome and Safari,
 * and Chrome calls itself Safari.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** User-Agent headers are short; a longer one is cut before any pattern reads it. */
const MAX_READ = 512;

const first = (list: typeof BROWSERS, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome on Android", "Firefox", "Unknown browser on Linux", or "Unknown browser". */
export function browserSummary(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, MAX_READ);
  const browser = first(BROWSERS, text) ?? 'Unknown browser';
  const system = first(SYSTEMS, text);
  return system ? `${browser} on ${system}` : browser;
}
