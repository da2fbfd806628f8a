import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, removeDraft, writeDraft, type GuideDraft } from './guideDraft';

const draft: GuideDraft = {
  title: 'T',
  html: '<p>x</p>',
  tagsText: 'PvP, Beginners',
  baseVersion: 3,
  savedAt: '2025-01-01T00:00:00.000Z',
};

describe('guide drafts', () => {
  it.each([
    [null, 'guide-draft:new'],
    ['abc', 'guide-draft:abc'],
  ])('keys the draft of %s as %s', (id, key) => {
    expect(draftKey(id)).toBe(key);
  });

  it('round-trips a draft and removes it', () => {
    expect(writeDraft('k', draft)).toBe(true);
    expect(readDraft('k')).toEqual(draft);
    removeDraft('k');
    expect(readDraft('k')).toBeNull();
  });

  it.each([
    ['not json', '{'],
    ['wrong shape', JSON.stringify({ title: 1 })],
    ['null', 'null'],
    ['bad version', JSON.stringify({ ...draft, baseVersion: '3' })],
    ['bad tags', JSON.stringify({ ...draft, tagsText: ['PvP'] })],
  ])('ignores a stored value that is %s', (_what, raw) => {
    localStorage.setItem('k', raw);
    expect(readDraft('k')).toBeNull();
  });

  it('reads a draft kept before tags were, without tags', () => {
    const older: GuideDraft = { ...draft };
    delete older.tagsText;
    localStorage.setItem('k', JSON.stringify(older));
    expect(readDraft('k')).toEqual(older);
  });

  it('reports a refused write', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(writeDraft('k', draft, full)).toBe(false);
  });
});
