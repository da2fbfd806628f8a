import { describe, expect, it } from 'vitest';
import { initialsOf, portraitColour } from './heroPortrait';

describe('initialsOf', () => {
  it.each([
    ['Aurelia the Dawnblade', 'AD'],
    ['Unicode ✦ Héroïne 龍', 'UH'],
    ['solo', 'S'],
    ['Mo', 'M'],
    ['  Kai  ', 'K'],
    ['<Script & "Co"', ''],
    ['<img src=x>', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('portraitColour', () => {
  it('gives a name always the same colour, and names different ones', () => {
    expect(portraitColour('Aurelia the Dawnblade')).toBe(portraitColour('Aurelia the Dawnblade'));
    const colours = new Set(
      ['Aurelia', 'Korrin', 'Seraphine', 'Mordrek', 'Lyssa'].map(portraitColour),
    );
    expect(colours.size).toBeGreaterThan(1);
    for (const colour of colours) expect(colour).toMatch(/^hsl\(\d+, 55%, 28%\)$/);
  });
});
