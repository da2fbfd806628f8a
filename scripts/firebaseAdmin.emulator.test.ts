import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  authEmulatorForTests,
  createEmulatorUser,
  type RunningEmulator,
} from '../tests/support/firebaseEmulators';

/**
 * The run's Auth emulator, or, run alone, one on a port of its own: the contract's Auth part
 * (tests/contract/firebase.auth.test.ts) may run its own on TEST_AUTH_PORT meanwhile. Accounts
 * carry this run's tag, so others' accounts in a shared emulator change nothing here.
 */
const PORT = 9499;
const TSX = path.join('node_modules', '.bin', 'tsx');

let emulator: RunningEmulator;
let authHost: string;
const tag = Date.now().toString(36);
const alice = `alice-${tag}@example.test`;
const bob = `bob-${tag}@example.test`;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(...args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['scripts/firebaseAdmin.ts', ...args, '--project', DEMO_PROJECT_ID],
      { env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: authHost } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The user's custom claims as the emulator stores them (admin API, "Bearer owner"). */
async function claimsOf(email: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: { customAttributes?: string }[] };
  const attributes = body.users?.[0]?.customAttributes;
  return attributes ? (JSON.parse(attributes) as Record<string, unknown>) : {};
}

beforeAll(async () => {
  emulator = await authEmulatorForTests(PORT);
  authHost = `${emulator.host}:${emulator.port}`;
  await createEmulatorUser(authHost, alice, 'alice-password', { team: 'red' });
  await createEmulatorUser(authHost, bob, 'bob-password');
}, 120_000);

afterAll(async () => {
  await emulator?.stop();
});

describe('npm run firebase:admin against the Auth emulator', () => {
  it('grants the admin claim and keeps the other claims', async () => {
    const result = await cli('grant', alice);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${alice} is now an admin of ${DEMO_PROJECT_ID}`);
    expect(result.stdout).toContain('sign out and sign in again');
    expect(await claimsOf(alice)).toEqual({ team: 'red', admin: true });
  });

  it('lists the admins only', async () => {
    const result = await cli('list');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(alice);
    expect(result.stdout).not.toContain(bob);
  });

  it('revokes the claim and keeps the others', async () => {
    const result = await cli('revoke', alice);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${alice} is no longer an admin`);
    expect(await claimsOf(alice)).toEqual({ team: 'red' });
    expect((await cli('list')).stdout).not.toContain(alice);
  });

  it('says in one line that an unknown email has no user', async () => {
    const result = await cli('grant', `nobody-${tag}@example.test`);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `No Firebase user with the email nobody-${tag}@example.test: they must sign in once or be created in the console first.`,
    );
  });
});
