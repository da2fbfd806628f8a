import { describe, expect, it } from 'vitest';
import { FILE_IN_USE_MESSAGE, fileNameOf } from './files';
import {
  fileInUseMessage,
  newestFirst,
  orderedUsages,
  usagesByPath,
  type FileUsage,
} from './fileUsage';

const hero: FileUsage = { kind: 'hero', id: 'h1', label: 'Aurelia' };
const guide: FileUsage = { kind: 'guide', id: 'g1', label: 'Beginner tips' };
const slot: FileUsage = { kind: 'media', id: 'talisman-spc-1', label: 'SPC' };
const history: FileUsage = { kind: 'history', id: 'r1', label: 'Mo' };
const trash: FileUsage = { kind: 'trash', id: 't1', label: 'Old chart guide' };

describe('fileInUseMessage', () => {
  it('names one, two or three records', () => {
    expect(fileInUseMessage([hero])).toBe('This file is still shown by the hero “Aurelia”.');
    expect(fileInUseMessage([hero, guide])).toBe(
      'This file is still shown by the hero “Aurelia” and the guide “Beginner tips”.',
    );
    expect(fileInUseMessage([hero, guide, slot])).toBe(
      'This file is still shown by the hero “Aurelia”, the guide “Beginner tips” and the media slot “SPC”.',
    );
  });

  it('names two and counts the rest beyond three', () => {
    expect(fileInUseMessage([hero, guide, slot, history])).toBe(
      'This file is still shown by the hero “Aurelia”, the guide “Beginner tips” and 2 more.',
    );
    expect(fileInUseMessage([hero, guide, slot, history, trash])).toBe(
      'This file is still shown by the hero “Aurelia”, the guide “Beginner tips” and 3 more.',
    );
  });

  it('words a team, after heroes and guides', () => {
    const team: FileUsage = { kind: 'team', id: 'team1', label: 'Dawn strike' };
    expect(fileInUseMessage(orderedUsages([slot, team, guide]))).toBe(
      'This file is still shown by the guide “Beginner tips”, the team “Dawn strike” and the media slot “SPC”.',
    );
  });

  it('words an equipment item, named after the media slots', () => {
    const ring: FileUsage = { kind: 'equipment', id: 'e1', label: 'Storm Ring' };
    expect(fileInUseMessage(orderedUsages([ring, slot]))).toBe(
      'This file is still shown by the media slot “SPC” and the equipment item “Storm Ring”.',
    );
  });

  it('words history and trash entries', () => {
    expect(fileInUseMessage([history, trash])).toBe(
      'This file is still shown by an earlier version of “Mo” and “Old chart guide” in the trash.',
    );
  });

  it('cuts a long label and falls back to the id for a blank one', () => {
    const long = { kind: 'guide', id: 'g2', label: `${'ab'.repeat(40)}😀` } as const;
    const message = fileInUseMessage([long]);
    expect(message).toBe(`This file is still shown by the guide “${'ab'.repeat(29)}a…”.`);
    expect(fileInUseMessage([{ kind: 'hero', id: 'h9', label: '  ' }])).toBe(
      'This file is still shown by the hero “h9”.',
    );
  });

  it('keeps the generic message when no record is known', () => {
    expect(fileInUseMessage([])).toBe(FILE_IN_USE_MESSAGE);
  });
});

describe('orderedUsages and usagesByPath', () => {
  it('orders by kind, then label, and lists a record once', () => {
    const zed = { kind: 'hero', id: 'h2', label: 'Zed' } as const;
    expect(orderedUsages([trash, guide, zed, hero, guide, slot])).toEqual([
      hero,
      zed,
      guide,
      slot,
      trash,
    ]);
  });

  it('groups rows by path', () => {
    const byPath = usagesByPath([
      { path: 'guides/1-a.png', ...guide },
      { path: 'heroes/2-b.png', ...hero },
      { path: 'guides/1-a.png', ...hero },
    ]);
    expect(Object.fromEntries(byPath)).toEqual({
      'guides/1-a.png': [hero, guide],
      'heroes/2-b.png': [hero],
    });
  });
});

describe('newestFirst', () => {
  it('sorts by upload time, then by path', () => {
    const files = [
      { path: 'heroes/1-a.png', createdAt: '2024-01-01T00:00:00.000Z' },
      { path: 'media/3-c.png', createdAt: '2024-01-02T00:00:00.000Z' },
      { path: 'media/2-b.png', createdAt: '2024-01-02T00:00:00.000Z' },
    ];
    expect(newestFirst(files).map((file) => file.path)).toEqual([
      'media/3-c.png',
      'media/2-b.png',
      'heroes/1-a.png',
    ]);
  });
});

describe('fileNameOf', () => {
  it('drops the folder and the timestamp prefix', () => {
    expect(fileNameOf('heroes/1732233600000-valid.png')).toBe('valid.png');
    expect(fileNameOf('media/1732233600000-chart-a1b2c3.webp')).toBe('chart-a1b2c3.webp');
    expect(fileNameOf('guides/noprefix.png')).toBe('noprefix.png');
    expect(fileNameOf('guides/123-')).toBe('123-');
  });
});
