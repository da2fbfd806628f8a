import { z } from './zod';
import { TIER_ORDER } from './hero';
import {
  COMMUNITY_URL_MAX_LENGTH,
  TIER_LEGEND_LINE_MAX,
  emptyTierLegend,
  isCommunityUrl,
} from './siteSettings';
import { storableString } from './storableText';

/** Messages for a refused community link (docs/product.md#site-settings). */
export const COMMUNITY_URL_MESSAGES = {
  notHttps: 'The community chat link must be a full https:// address.',
  tooLong: `The community chat link can be at most ${COMMUNITY_URL_MAX_LENGTH} characters.`,
} as const;

const legendLine = storableString()
  .trim()
  .max(TIER_LEGEND_LINE_MAX, `At most ${TIER_LEGEND_LINE_MAX} characters.`)
  .regex(/^[^\r\n]*$/, 'One line, without line breaks.');

/**
 * What an admin may save: an https:// address, or nothing to hide the link; a line for each tier
 * of the tier order (a tier left out has none). Settings saved before the legend existed read as
 * an empty legend.
 */
export const siteSettingsInputSchema = z.object({
  communityUrl: z
    .string()
    .trim()
    .max(COMMUNITY_URL_MAX_LENGTH, COMMUNITY_URL_MESSAGES.tooLong)
    .refine((value) => value === '' || isCommunityUrl(value), COMMUNITY_URL_MESSAGES.notHttps),
  tierLegend: z
    .partialRecord(z.enum(TIER_ORDER), legendLine)
    .default({})
    .transform((lines) => ({ ...emptyTierLegend(), ...lines })),
});
