import { readFileSync } from 'node:fs';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** Who sends a request: nobody signed in, a signed-in user without the claim, an admin. */
export type Role = 'visitor' | 'member' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'member', 'admin'];

/** A rules file of the project, as deployed. */
export const projectRules = (file: 'firestore.rules' | 'storage.rules') =>
  readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** One client per role, made from that role's rules-test context. */
export function clientsByRole<T>(
  env: RulesTestEnvironment,
  clientOf: (context: RulesTestContext) => T,
): Record<Role, T> {
  return {
    visitor: clientOf(env.unauthenticatedContext()),
    member: clientOf(env.authenticatedContext('member')),
    admin: clientOf(
      env.authenticatedContext('admin', { admin: true, email: 'admin@example.test' }),
    ),
  };
}
