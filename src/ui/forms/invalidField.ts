/** The attributes that mark a field invalid and let screen readers read its message. */
export function invalidField(errorId: string, message: string | undefined) {
  return message ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const) : {};
}
