import { describe, expect, it } from 'vitest';
import { heroNameKey } from './heroImportMatch';

describe('heroNameKey', () => {
  it.each([
    ['Aurelia the Dawnblade', '  aurelia THE dawnblade '],
    ['Héroïne', 'heroine'],
    ['Ärwen', 'ARWEN'],
  ])('matches %j and %j', (a, b) => {
    expect(heroNameKey(a)).toBe(heroNameKey(b));
  });

  it('tells different names apart', () => {
    expect(heroNameKey('Aurelia')).not.toBe(heroNameKey('Aurelia II'));
  });
});
