import { z } from './zod';

/**
 * PostgreSQL text cannot hold a NUL character. Every text an admin writes is checked for one by
 * its schema, so both backends refuse it by field with this message instead of failing at write
 * time (docs/product.md#validation).
 */
export const NUL_CHARACTER_MESSAGE = 'Cannot contain a NUL character.';

/** A string schema that refuses a NUL character; chain trim, min and max onto it. */
export const storableString = () => z.string().regex(/^[^\0]*$/, NUL_CHARACTER_MESSAGE);
