const UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A byte count as people read it: "512 B", "4.5 KB", "48 KB", "1.2 MB" (1 KB = 1,024 bytes; one
 * decimal below 10, none from 10 up).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Rounding may reach the next unit's size (1023.96 KB): say 1 MB instead of 1024 KB.
  if (Math.round(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
