import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

/** Who sends a request: nobody signed in, a signed-in user without the claim, an admin. */
export type Role = 'visitor' | 'member' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'member', 'admin'];

/** A rules file of the project, as deployed. */
export const projectRules = (file: 'firestore.rules' | 'storage.rules') =>
  readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** The request must succeed for the listed roles and be refused by the rules for the others. */
export async function expectOnlyFor(
  allowed: readonly Role[],
  role: Role,
  request: Promise<unknown>,
): Promise<void> {
  if (allowed.includes(role)) await assertSucceeds(request);
  else await assertFails(request);
}

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
