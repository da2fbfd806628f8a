import { describe, expect, it } from 'vitest';
import { heroPortraitSvg, heroPortraitUrl, initialsOf, portraitColour } from './heroPortrait';

describe('initialsOf', () => {
  it.each([
    ['Aurelia the Dawnblade', 'AD'],
    ['Unicode ✦ Héroïne 龍', 'UH'],
    ['solo', 'S'],
    ['Mo', 'M'],
    ['  Kai  ', 'K'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('heroPortraitSvg', () => {
  it('draws the initials on the colour its name always gets', () => {
    const svg = heroPortraitSvg('Aurelia the Dawnblade');
    expect(svg).toContain(`fill="${portraitColour('Aurelia the Dawnblade')}"`);
    expect(svg).toContain('>AD</text>');
    expect(heroPortraitSvg('Aurelia the Dawnblade')).toBe(svg);
  });

  it('escapes what the name brings as text', () => {
    const svg = heroPortraitSvg('<Script & "Co"');
    expect(svg).not.toContain('<Script');
    expect(svg).toContain('&lt;');
  });

  it('is an image address the page can show without a request', () => {
    const url = heroPortraitUrl('Mo');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(heroPortraitSvg('Mo'));
  });
});
