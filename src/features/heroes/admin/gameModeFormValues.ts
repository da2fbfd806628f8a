import type { FieldErrors } from '../../../domain/errors';
import { gameModeRefusal, type GameMode, type GameModeInput } from '../../../domain/gameMode';
import { gameModeInputSchema } from '../../../domain/gameModeSchema';
import { zodFieldErrors } from '../../../domain/validation';

/** What a game mode's form holds as the admin types. */
export interface GameModeFormValues {
  name: string;
  description: string;
}

export type GameModeFieldErrors = Partial<Record<keyof GameModeFormValues, string>>;

/**
 * The server's field messages about a mode write keyed by the form's fields (a message about the
 * position, which the form does not show, is left to the failure notice).
 */
export function gameModeFieldErrors(fieldErrors: FieldErrors): GameModeFieldErrors {
  const fields: GameModeFieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.split('.').at(-1);
    if (field === 'name' || field === 'description') fields[field] ??= message;
  }
  return fields;
}

/**
 * The write a mode's form makes at `position`, checked before it is sent by the schema the server
 * applies and by the rule on names (`others`: the other live modes): the write, or the messages
 * to show next to the fields.
 */
export function checkGameMode(
  values: GameModeFormValues,
  position: number,
  others: readonly Pick<GameMode, 'name'>[],
  isNew: boolean,
): { input: GameModeInput } | { errors: GameModeFieldErrors } {
  const parsed = gameModeInputSchema.safeParse({ ...values, position });
  if (!parsed.success) return { errors: gameModeFieldErrors(zodFieldErrors(parsed.error)) };
  const refusal = gameModeRefusal(parsed.data, others, isNew);
  return refusal ? { errors: { name: refusal } } : { input: parsed.data };
}
