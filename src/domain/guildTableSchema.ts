import { z } from './zod';
import { MAX_LEVEL, MIN_LEVEL } from './guildTable';
import { storableInt } from './storableText';

export const guildLevelsSchema = z
  .array(
    z.object({
      level: storableInt(),
      points: storableInt('Points must be whole numbers.').positive('Points must be positive.'),
      estimated: z.boolean(),
    }),
  )
  .length(
    MAX_LEVEL - MIN_LEVEL,
    `The table needs exactly ${MAX_LEVEL - MIN_LEVEL} levels (2 to 50).`,
  )
  .superRefine((levels, ctx) => {
    levels.forEach((entry, index) => {
      if (entry.level !== index + 2) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'level'],
          message: `Entry ${index + 1} must be level ${index + 2}.`,
        });
      }
      const previous = levels[index - 1];
      if (previous && entry.points <= previous.points) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'points'],
          message: `Level ${entry.level} must need more points than level ${previous.level}.`,
        });
      }
    });
  });
