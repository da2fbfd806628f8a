import { z } from './zod';

/**
 * PostgreSQL text cannot hold a NUL character. Every text an admin writes is checked for one by
 * its schema, so both backends refuse it by field with this message instead of failing at write
 * time (docs/product.md#validation).
 */
export const NUL_CHARACTER_MESSAGE = 'Cannot contain a NUL character.';

/** A string schema that refuses a NUL character; chain trim, min and max onto it. */
export const storableString = () => z.string().regex(/^[^\0]*$/, NUL_CHARACTER_MESSAGE);

/**
 * The largest whole number a PostgreSQL `integer` column holds. Versions, levels and points are
 * stored as such: a larger number is refused by field like any bad value, never sent to the
 * database to fail there (docs/product.md#validation).
 */
export const STORABLE_INT_MAX = 2_147_483_647;
export const NUMBER_TOO_LARGE_MESSAGE = `At most ${STORABLE_INT_MAX}.`;

/** A whole number schema bounded to what an `integer` column holds; chain min and max onto it. */
export const storableInt = (notWhole?: string) =>
  z
    .number()
    .int(notWhole)
    .min(-STORABLE_INT_MAX - 1)
    .max(STORABLE_INT_MAX, NUMBER_TOO_LARGE_MESSAGE);

/**
 * The version an edit was based on (a stale one is answered 409 conflict): 0 for a record saved
 * once only by being set (the guild table, the site settings, a chart image never set), else 1 or
 * more.
 */
export const baseVersionSchema = (lowest: 0 | 1 = 1) => storableInt().min(lowest);
