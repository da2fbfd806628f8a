import { z } from './zod';
import { COMMUNITY_URL_MAX_LENGTH, isCommunityUrl } from './siteSettings';

/** Messages for a refused community link (docs/product.md#site-settings). */
export const COMMUNITY_URL_MESSAGES = {
  notHttps: 'The community chat link must be a full https:// address.',
  tooLong: `The community chat link can be at most ${COMMUNITY_URL_MAX_LENGTH} characters.`,
} as const;

/** What an admin may save: an https:// address, or nothing to hide the link. */
export const siteSettingsInputSchema = z.object({
  communityUrl: z
    .string()
    .trim()
    .max(COMMUNITY_URL_MAX_LENGTH, COMMUNITY_URL_MESSAGES.tooLong)
    .refine((value) => value === '' || isCommunityUrl(value), COMMUNITY_URL_MESSAGES.notHttps),
});
