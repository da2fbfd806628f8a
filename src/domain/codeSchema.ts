import { MAX_REWARD_LENGTH } from './code';
import { storableString } from './storableText';
import { z } from './zod';

export const codeInputSchema = z
  .object({
    // Trimmed at both ends; a space (or a tab, a line break) inside would be copied by players
    // with the code, which the game then refuses (docs/product.md#codes).
    code: storableString()
      .trim()
      .min(1, 'Code is required.')
      .max(100, 'At most 100 characters.')
      .regex(/^\S*$/, 'A code cannot contain spaces.'),
    neverExpires: z.boolean(),
    expirationDate: z.iso.datetime({ offset: true }).nullable(),
    reward: storableString()
      .trim()
      .max(MAX_REWARD_LENGTH, `At most ${MAX_REWARD_LENGTH} characters.`)
      .default(''),
    addedAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (!value.neverExpires && !value.expirationDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['expirationDate'],
        message: 'Expiration date is required unless the code never expires.',
      });
    }
  })
  .transform((value) => ({
    ...value,
    expirationDate: value.neverExpires
      ? null
      : new Date(value.expirationDate as string).toISOString(),
    addedAt: value.addedAt === null ? null : new Date(value.addedAt).toISOString(),
  }));
