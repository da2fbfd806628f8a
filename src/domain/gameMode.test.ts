import { describe, expect, it } from 'vitest';
import {
  GAME_MODES_FULL,
  GAME_MODES_MAX,
  gameModeNamed,
  gameModeNameTaken,
  gameModeRefusal,
  sortGameModes,
} from './gameMode';
import { gameModeInputSchema } from './gameModeSchema';
import { emptyTierLegend, legendAnchor, legendLines } from './siteSettings';
import { siteSettingsInputSchema } from './siteSettingsSchema';

const mode = (name: string, position = 0) => ({ name, position });

describe('game modes', () => {
  it('are listed by position, then by name', () => {
    expect(
      sortGameModes([mode('Arena', 1), mode('Dungeon', 0), mode('Boss', 1)]).map((m) => m.name),
    ).toEqual(['Dungeon', 'Arena', 'Boss']);
  });

  it('find a name in any case, with or without accents and extra spaces', () => {
    const modes = [mode('Guild Boss'), mode('Arène')];
    expect(gameModeNamed(modes, '  guild   BOSS ')?.name).toBe('Guild Boss');
    expect(gameModeNamed(modes, 'arene')?.name).toBe('Arène');
    expect(gameModeNamed(modes, 'Arena')).toBeUndefined();
  });

  it('refuse a name taken and a new mode past the limit', () => {
    expect(gameModeRefusal({ name: 'arena' }, [mode('Arena')], false)).toBe(
      gameModeNameTaken('arena'),
    );
    const full = Array.from({ length: GAME_MODES_MAX }, (_, index) => mode(`Mode ${index}`));
    expect(gameModeRefusal({ name: 'New' }, full, true)).toBe(GAME_MODES_FULL);
    expect(gameModeRefusal({ name: 'New' }, full, false)).toBeNull();
  });

  it('are checked: a name, one line of description, a whole position', () => {
    expect(gameModeInputSchema.parse({ name: ' Arena ', description: ' PvP. ' })).toEqual({
      name: 'Arena',
      description: 'PvP.',
      position: 0,
    });
    expect(gameModeInputSchema.safeParse({ name: 'A', description: 'a\nb' }).success).toBe(false);
    expect(gameModeInputSchema.safeParse({ name: 'A', position: 1.5 }).success).toBe(false);
  });
});

describe('the tier legend', () => {
  it('reads settings saved before it existed as an empty legend, and trims its lines', () => {
    expect(siteSettingsInputSchema.parse({ communityUrl: '' }).tierLegend).toEqual(
      emptyTierLegend(),
    );
    const legend = siteSettingsInputSchema.parse({
      communityUrl: '',
      tierLegend: { Meta: ' Best. ', 'S+': 'Great.' },
    }).tierLegend;
    expect(legendLines(legend)).toEqual([
      { tier: 'Meta', text: 'Best.' },
      { tier: 'S+', text: 'Great.' },
    ]);
    expect(legendAnchor(legend, 'S+')).toBe('tier-s-plus');
    expect(legendAnchor(legend, 'Food')).toBeNull();
    expect(legendAnchor(legend, 'Custom')).toBeNull();
    expect(
      siteSettingsInputSchema.safeParse({ communityUrl: '', tierLegend: { Z: 'Unknown tier.' } })
        .success,
    ).toBe(false);
  });
});
