/**
 * firestore.rules, checked without the emulator against the kinds of record
 * (src/domain/kinds.ts), which rules cannot import: the collections they let history and the
 * trash name are history's (src/domain/history.ts), and every record kind's documents are guarded
 * by the rules every record shares. A kind added to the table fails here until the rules name it;
 * tests/firebase holds the rules themselves to every request, against the emulator.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HISTORY_COLLECTIONS, TRASH_COLLECTIONS } from '../../domain/history';
import { RECORD_KINDS } from '../../domain/kinds';

/** Vitest runs from the project root (under jsdom, import.meta.url is not a file URL). */
const CODE = readFileSync('firestore.rules', 'utf8').replace(/\/\/.*$/gm, '');

/** The quoted names of the list `pattern` captures, in alphabetical order. */
function namesIn(pattern: RegExp): string[] {
  const list = pattern.exec(CODE)?.[1];
  if (list === undefined) throw new Error(`firestore.rules has no list matching ${pattern}`);
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!).sort();
}

const sorted = (names: readonly string[]) => [...names].sort();

describe('firestore.rules', () => {
  const records = namesIn(/function isRecordCollection\(name\)\s*\{\s*return name in \[([^\]]*)\]/);

  it('let history keep versions of every kind history keeps', () => {
    const singles = namesIn(/isRecordCollection\(name\) \|\| name in \[([^\]]*)\]/);
    expect(sorted([...records, ...singles])).toEqual(sorted(HISTORY_COLLECTIONS));
  });

  it('let the trash hold every kind of record', () => {
    expect(records).toEqual(sorted(TRASH_COLLECTIONS));
    expect(CODE).toMatch(/&& isRecordCollection\(request\.resource\.data\.collection\)/);
  });

  it.each(RECORD_KINDS)('guard %s as every record is guarded', (kind) => {
    const block = new RegExp(`match /${kind}/\\{(\\w+)\\} \\{([\\s\\S]*?)\\n    \\}`).exec(CODE);
    expect(block, `match /${kind}/{id}`).not.toBeNull();
    const [, id, body] = block!;
    expect(body).toContain(`allow create: if isRecordCreate('${kind}', ${id}, `);
    expect(body).toContain('allow update: if isRecordUpdate(');
    expect(body).toMatch(/allow delete: if isAdmin\(\)/);
  });
});
