import { z } from './zod';
import { GUIDE_CONTENT_MAX } from './guide';

export const guideInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200, 'At most 200 characters.'),
  content: z
    .string()
    .min(1, 'Content is required.')
    .max(GUIDE_CONTENT_MAX, `Content must be at most ${GUIDE_CONTENT_MAX} characters.`),
  published: z.boolean().optional(),
});
