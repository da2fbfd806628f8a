import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_DOCS } from './equipment';
import { MODE_DOCS } from './modes';
import { plainDocs } from './plainRecords';

const at = Timestamp.fromDate(new Date('2026-03-01T10:00:00Z'));

describe('a record kind without a reader of its own', () => {
  it('reads a document field by field, as a kind that declares none of its own rules does', () => {
    const stored = {
      name: 'Arena',
      description: 'Ranked',
      position: 2,
      createdAt: at,
      updatedAt: at,
      version: 3,
    };
    expect(plainDocs('modes').read('m1', stored)).toEqual(MODE_DOCS.read('m1', stored));
    expect(plainDocs('modes').subject).toBe(MODE_DOCS.subject);
  });

  it('names an item by its noun and reads a JSON field as it is stored', () => {
    const stats = [{ label: 'ATK', value: '+12%' }];
    const stored = {
      name: 'Ring',
      slot: 'Ring',
      rarity: '',
      stats,
      setBonus: '',
      howToGet: '',
      imagePath: '',
      imageUrl: '',
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    const read = plainDocs('equipment').read('e1', stored);
    expect(plainDocs('equipment').subject).toBe('This equipment item');
    expect(read).toEqual({ ...EQUIPMENT_DOCS.read('e1', stored), stats });
  });
});
