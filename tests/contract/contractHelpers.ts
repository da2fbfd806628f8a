import { expect } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import type { UploadFolder } from '../../src/domain/files';
import type { HeroInput } from '../../src/domain/hero';
import { BackendError } from '../../src/domain/errors';
import { testHeroInput } from '../support/heroInput';
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

/** What an admin-only call must refuse: a visitor's client, and a signed-in non-admin's. */
export type RefusedClient = readonly [client: Backend, code: 'unauthenticated' | 'forbidden'];

/** A new visitor's client (refused as `unauthenticated`) and a non-admin's (`forbidden`). */
export async function refusedClients(ref: HarnessRef): Promise<RefusedClient[]> {
  const visitor = await ref.current.newClient();
  return [
    [visitor, 'unauthenticated'],
    [await signedInClient(ref, 'member'), 'forbidden'],
  ];
}

/** A complete 2x2 RGB PNG (94 bytes): a real image every adapter must accept. */
export const TINY_PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0xfd, 0xd4, 0x9a,
  0x73, 0x00, 0x00, 0x00, 0x09, 0x70, 0x48, 0x59, 0x73, 0x00, 0x00, 0x03, 0xe8, 0x00, 0x00, 0x03,
  0xe8, 0x01, 0xb5, 0x7b, 0x52, 0x6b, 0x00, 0x00, 0x00, 0x10, 0x49, 0x44, 0x41, 0x54, 0x08, 0xd7,
  0x63, 0x88, 0xb6, 0x39, 0x02, 0x44, 0x0c, 0x10, 0x0a, 0x00, 0x24, 0x5e, 0x05, 0x6d, 0xf1, 0x7b,
  0x81, 0x09, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

/** Uploads TINY_PNG into `folder` as `client` (an admin's). */
export const uploadTinyPng = (client: Backend, folder: UploadFolder) =>
  client.files.upload(new File([TINY_PNG], 'tiny.png', { type: 'image/png' }), { folder });

/**
 * A tag no other item of the run has, without spaces (codes refuse them): every part of a run
 * shares the harness's database, so names are unique and checks relative.
 */
export const uniqueTag = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** A new hero as `client` (an admin's) creates it: testHeroInput under `overrides`, with an image. */
export const createTestHero = async (client: Backend, overrides: Partial<HeroInput> = {}) =>
  client.heroes.create(
    testHeroInput({ imagePath: (await uploadTinyPng(client, 'heroes')).path, ...overrides }),
  );
