import { describe, expect, it } from 'vitest';
import { GAME_MODES_FULL, GAME_MODES_MAX, gameModeNameTaken } from '../../../domain/gameMode';
import { checkGameMode, gameModeFieldErrors } from './gameModeFormValues';

describe('checkGameMode', () => {
  const others = [{ name: 'Arena' }, { name: 'Guild Boss' }];

  it('gives the write, trimmed, at the position given', () => {
    expect(checkGameMode({ name: '  Dungeon ', description: ' Caves. ' }, 3, others, true)).toEqual(
      { input: { name: 'Dungeon', description: 'Caves.', position: 3 } },
    );
  });

  it("refuses what the server's schema refuses, next to the field", () => {
    expect(checkGameMode({ name: ' ', description: '' }, 0, others, true)).toEqual({
      errors: { name: 'Name is required.' },
    });
    expect(
      checkGameMode({ name: 'x'.repeat(41), description: 'y'.repeat(121) }, 0, others, false),
    ).toEqual({
      errors: { name: 'At most 40 characters.', description: 'At most 120 characters.' },
    });
  });

  it('refuses a name another live mode has, in any case or accents, and a mode too many', () => {
    expect(checkGameMode({ name: 'guild  bóss', description: '' }, 0, others, false)).toEqual({
      errors: { name: gameModeNameTaken('guild  bóss') },
    });
    const full = Array.from({ length: GAME_MODES_MAX }, (_, index) => ({ name: `M${index}` }));
    expect(checkGameMode({ name: 'New', description: '' }, 0, full, true)).toEqual({
      errors: { name: GAME_MODES_FULL },
    });
    // Renaming one of them is no new mode.
    expect(checkGameMode({ name: 'New', description: '' }, 0, full, false)).toHaveProperty('input');
  });
});

describe('gameModeFieldErrors', () => {
  it('keys the name and the description by field, under whatever the write nested them', () => {
    expect(
      gameModeFieldErrors({
        name: gameModeNameTaken('Arena'),
        'mode.description': 'One line, without line breaks.',
        position: 'A whole number.',
      }),
    ).toEqual({
      name: gameModeNameTaken('Arena'),
      description: 'One line, without line breaks.',
    });
  });
});
