import { describe, expect, it } from 'vitest';
import {
  HISTORY_KEEP_DAYS,
  HISTORY_KEEP_VERSIONS,
  versionsPastRetention,
  type RevisionAction,
} from './history';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2030, 5, 1);

interface Row {
  version: number;
  action: RevisionAction;
  at: string;
  content: unknown;
}

/** An item's versions 1..count, `daysOld` days old each, oldest first. */
const versions = (count: number, daysOld: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    version: index + 1,
    action: index === 0 ? 'created' : 'updated',
    at: new Date(NOW - daysOld * DAY).toISOString(),
    content: { version: index + 1 },
  }));

const past = (rows: Row[]) => versionsPastRetention(rows, NOW).map((row) => row.version);

describe('history retention', () => {
  it('keeps 90 days and 20 versions', () => {
    expect(HISTORY_KEEP_DAYS).toBe(90);
    expect(HISTORY_KEEP_VERSIONS).toBe(20);
  });

  it('keeps every version younger than 90 days, however many', () => {
    expect(past(versions(50, HISTORY_KEEP_DAYS - 1))).toEqual([]);
  });

  it("keeps an item's 20 newest versions, however old", () => {
    expect(past(versions(20, 400))).toEqual([]);
    expect(past(versions(23, 400))).toEqual([3, 2, 1]);
  });

  it('empties only what is both old and beyond the newest 20, in any order given', () => {
    const rows = [...versions(25, HISTORY_KEEP_DAYS + 1)].reverse();
    // Versions 1 and 2 are young again: a restore of an old item keeps its recent versions.
    rows.find((row) => row.version === 2)!.at = new Date(NOW - DAY).toISOString();
    expect(past(rows)).toEqual([5, 4, 3, 1]);
  });

  it('counts versions, not events, and skips what is already empty', () => {
    const rows: Row[] = [
      ...versions(22, 200),
      {
        version: 22,
        action: 'deleted',
        at: new Date(NOW - 200 * DAY).toISOString(),
        content: null,
      },
    ];
    rows[0]!.content = null;
    expect(past(rows)).toEqual([2]);
  });
});
