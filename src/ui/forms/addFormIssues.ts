import type { RefinementCtx } from 'zod';

/**
 * Field messages keyed by the form's dotted field names as zod issues, so react-hook-form's
 * zodResolver shows each next to its field, as it does the server's (see useSaveFailure).
 */
export function addFormIssues(ctx: RefinementCtx, messages: Record<string, string>) {
  for (const [name, message] of Object.entries(messages)) {
    ctx.addIssue({ code: 'custom', path: name.split('.'), message });
  }
}
