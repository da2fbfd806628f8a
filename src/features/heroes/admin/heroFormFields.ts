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

/** Field messages about a hero write, keyed by the form's fields (the file is `image`). */
export function heroFieldErrors(fieldErrors: FieldErrors): Record<string, string> {
  const { imagePath, ...rest } = formFieldErrors(fieldErrors);
  return imagePath ? { ...rest, image: imagePath } : rest;
}

/**
 * Checked before anything is uploaded: a new hero needs an image, and the write the form will make
 * must pass the schema the server applies. Its messages land where the server's would.
 */
export function heroFormSchema(adding: boolean) {
  return z.custom<HeroFormFields>().superRefine((values, ctx) => {
    if (adding && !values.image) addFormIssues(ctx, { image: IMAGE_REQUIRED_MESSAGE });
    const parsed = heroInputSchema.safeParse(formToInput(values, ''));
    if (!parsed.success) addFormIssues(ctx, heroFieldErrors(zodFieldErrors(parsed.error)));
  });
}
