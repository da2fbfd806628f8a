import { z } from '../../../domain/zod';
import type { FieldErrors } from '../../../domain/errors';
import { IMAGE_REQUIRED_MESSAGE } from '../../../domain/hero';
import { formFieldErrors, formToInput, type HeroFormValues } from './heroFormValues';
import { heroInputSchema } from '../../../domain/heroSchema';
import { zodFieldErrors } from '../../../domain/validation';
import { addFormIssues } from '../../../ui/forms/addFormIssues';

/** What the hero form holds: the values as typed, and the image file chosen (null for none). */
export interface HeroFormFields extends HeroFormValues {
  image: File | null;
}

/** A message about one rating of a write: `ratings.2.reason`, under `hero.` in an update. */
const RATING_FIELD = /^(?:hero\.)?ratings\.(\d+)(?:\.(\w+))?$/;
/** A message about the ratings as a whole (too many of them). */
const RATINGS_LIST = /^(?:hero\.)?ratings$/;

/** The form's field for a write's message about its `index`th rating, or null for the list. */
function ratingField(values: HeroFormValues, index: number, field: string | undefined) {
  // The write holds only the ratings with a tier or a reason, so its index is not the form's:
  // the mode it names is found in the form's ratings, where each mode is once.
  const sent = formToInput(values, '').ratings[index];
  const at = sent ? values.ratings.findIndex((rating) => rating.mode === sent.mode) : -1;
  if (at === -1) return null;
  return `ratings.${at}.${field === 'reason' ? 'reason' : 'tier'}`;
}

/**
 * Field messages about a hero write, keyed by the form's fields (the file is `image`). A rating's
 * message lands on its mode's row (`ratings.{form index}.tier` or `.reason`), given the values
 * that were sent; a message about the ratings as a whole, under them (`ratings.root`).
 */
export function heroFieldErrors(
  fieldErrors: FieldErrors,
  values?: HeroFormValues,
): Record<string, string> {
  const others: FieldErrors = {};
  const ratings: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const rating = RATING_FIELD.exec(path);
    if (!rating && !RATINGS_LIST.test(path)) {
      others[path] = message;
      continue;
    }
    const field = rating && values ? ratingField(values, Number(rating[1]), rating[2]) : null;
    ratings[field ?? 'ratings.root'] ??= message;
  }
  const { imagePath, ...rest } = formFieldErrors(others);
  return { ...rest, ...(imagePath ? { image: imagePath } : {}), ...ratings };
}

/**
 * Checked before anything is uploaded: a new hero needs an image, and the write the form will make
 * must pass the schema the server applies. Its messages land where the server's would.
 */
export function heroFormSchema(adding: boolean) {
  return z.custom<HeroFormFields>().superRefine((values, ctx) => {
    if (adding && !values.image) addFormIssues(ctx, { image: IMAGE_REQUIRED_MESSAGE });
    const parsed = heroInputSchema.safeParse(formToInput(values, ''));
    if (!parsed.success) addFormIssues(ctx, heroFieldErrors(zodFieldErrors(parsed.error), values));
  });
}
