import { describe, expect, it } from 'vitest';
import { formatBackupSize, formatBackupTime } from './backups';

describe('backup list labels', () => {
  it('says a size in B, KB or MB', () => {
    expect(formatBackupSize(0)).toBe('0 B');
    expect(formatBackupSize(1023)).toBe('1023 B');
    expect(formatBackupSize(1024)).toBe('1 KB');
    expect(formatBackupSize(48.4 * 1024)).toBe('48 KB');
    expect(formatBackupSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatBackupSize(512 * 1024 * 1024)).toBe('512 MB');
  });

  it('says when in UTC, like the file names', () => {
    expect(formatBackupTime('2026-11-23T04:00:00.000Z')).toBe('Nov 23, 2026, 4:00 AM UTC');
    expect(formatBackupTime('not a date')).toBe('');
  });
});
