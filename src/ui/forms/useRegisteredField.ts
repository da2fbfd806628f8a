import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { invalidField } from './invalidField';

/**
 * A field of the surrounding react-hook-form form: the props its input spreads (id, registration,
 * and the attributes tying it to its message) and that message, for FieldError.
 */
export function useRegisteredField<Values extends FieldValues>(
  name: FieldPath<Values>,
  id: string,
) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  const message = getFieldState(name, formState).error?.message;
  const errorId = `${id}-error`;
  return { props: { id, ...register(name), ...invalidField(errorId, message) }, errorId, message };
}
