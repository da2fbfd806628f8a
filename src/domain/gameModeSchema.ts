import { z } from './zod';
import { GAME_MODE_DESCRIPTION_MAX, GAME_MODE_NAME_MAX } from './gameMode';
import { storableString } from './storableText';

const trimmed = (max: number) => storableString().trim().max(max, `At most ${max} characters.`);

export const gameModeInputSchema = z.object({
  name: trimmed(GAME_MODE_NAME_MAX).min(1, 'Name is required.'),
  description: trimmed(GAME_MODE_DESCRIPTION_MAX)
    .regex(/^[^\r\n]*$/, 'One line, without line breaks.')
    .default(''),
  position: z.number().int('A whole number.').min(0).max(10_000).default(0),
});
