import { z } from './zod';
import { GUIDE_CONTENT_MAX } from './guide';
import { GUIDE_TAG_LENGTH_MAX, GUIDE_TAGS_MAX, uniqueTags } from './guideTags';
import { storableString } from './storableText';

/** Each tag trimmed and 1..30 characters; repeats (ignoring case) dropped, then at most 10. */
export const guideTagsSchema = z
  .array(
    storableString()
      .trim()
      .min(1, 'A tag cannot be empty.')
      .max(GUIDE_TAG_LENGTH_MAX, `A tag is at most ${GUIDE_TAG_LENGTH_MAX} characters.`),
  )
  .max(100, `At most ${GUIDE_TAGS_MAX} tags.`)
  .transform(uniqueTags)
  .pipe(z.array(z.string()).max(GUIDE_TAGS_MAX, `At most ${GUIDE_TAGS_MAX} tags.`));

export const guideInputSchema = z.object({
  title: storableString().trim().min(1, 'Title is required.').max(200, 'At most 200 characters.'),
  content: storableString()
    .min(1, 'Content is required.')
    .max(GUIDE_CONTENT_MAX, `Content must be at most ${GUIDE_CONTENT_MAX} characters.`),
  published: z.boolean().optional(),
  tags: guideTagsSchema.optional(),
});
