/**
 * One behaviour suite for every Backend adapter (the Auth.js adapter-test pattern): each adapter's
 * test file calls `runBackendContract(name, setup)` with a harness that can make fresh clients.
 * Later feature work adds its own `describe` blocks here so every adapter is held to them.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { authContract } from './authContract';
import { guidesContract } from './guidesContract';
import { settingsContract } from './settingsContract';
import { heroesContract } from './heroesContract';
import { codesContract } from './codesContract';
import { mediaContract } from './mediaContract';

export interface Credentials {
  email: string;
  password: string;
}

export interface ContractHarness {
  /** A new client with its own signed-out state (like a new browser). */
  newClient(): Promise<Backend>;
  /** Accounts that exist in the backend: an admin and a signed-in non-admin. */
  admin: Credentials;
  member: Credentials;
  close(): Promise<void>;
}

/** Filled in `beforeAll`; the parts read it lazily inside their tests. */
export interface HarnessRef {
  current: ContractHarness;
}

export function runBackendContract(name: string, setup: () => Promise<ContractHarness>) {
  describe(`Backend contract: ${name}`, () => {
    const ref = {} as HarnessRef;
    beforeAll(async () => {
      ref.current = await setup();
    });
    afterAll(async () => {
      await ref.current?.close();
    });
    authContract(ref);
    settingsContract(ref);
    guidesContract(ref);
    heroesContract(ref);
    codesContract(ref);
    mediaContract(ref);
  });
}
