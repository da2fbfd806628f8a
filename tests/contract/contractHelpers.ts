import { expect } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { BackendError } from '../../src/domain/errors';
import type { HarnessRef } from './runBackendContract';

/** The BackendError a call must fail with; a call that succeeds fails the test. */
export async function failure(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError);
    return error as BackendError;
  }
  throw new Error('expected the call to fail');
}

/** A new client signed in as the harness's admin or non-admin account. */
export async function signedInClient(ref: HarnessRef, who: 'admin' | 'member'): Promise<Backend> {
  const client = await ref.current.newClient();
  const account = ref.current[who];
  await client.auth.signIn(account.email, account.password);
  return client;
}
