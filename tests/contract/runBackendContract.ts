/**
 * One behaviour suite for every Backend adapter (the Auth.js adapter-test pattern): each adapter's
 * test file calls `runBackendContract(name, setup)` with a harness that can make fresh clients.
 * Later feature work adds its own `describe` blocks here so every adapter is held to them.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import type { HistoryCollection, TrashCollection } from '../../src/domain/history';
import { authContract } from './authContract';
import { guidesContract } from './guidesContract';
import { settingsContract } from './settingsContract';
import { heroesContract } from './heroesContract';
import { codesContract } from './codesContract';
import { mediaContract } from './mediaContract';
import { historyContract } from './historyContract';
import { filesContract } from './filesContract';
import { backupsContract } from './backupsContract';
import { modesContract } from './modesContract';
import { teamsContract } from './teamsContract';
import { equipmentContract } from './equipmentContract';
import { recordKindsContract } from './recordKindsContract';

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
  /**
   * A new admin account of its own, for checks that change its password or end its sessions
   * (which would sign out the shared admin's other clients).
   */
  newAdmin(): Promise<Credentials>;
  /** How this backend's URLs look, for the checks that name them. */
  urls: {
    /** The image a media slot shows before an admin uploads one. */
    placeholder(slotId: string): RegExp;
    /** Where a stored file is read from. */
    file(path: string): RegExp;
  };
  /**
   * Makes a trashed item look deleted `ago` milliseconds ago, straight in the database, as time
   * passing would.
   */
  backdateTrash(collection: TrashCollection, id: string, ago: number): Promise<void>;
  /**
   * Makes every revision of an item look `ago` milliseconds older, straight in the database, as
   * time passing would.
   */
  backdateHistory(collection: HistoryCollection, id: string, ago: number): Promise<void>;
  /**
   * What the backend does on its own to purge expired trash and history, short of opening them:
   * our server's round (on start and every hour); nothing on Firebase, where opening the trash or
   * an item's history purges.
   */
  purgeRound(): Promise<void>;
  close(): Promise<void>;
}

/** Filled in `beforeAll`; the parts read it lazily inside their tests. */
export interface HarnessRef {
  current: ContractHarness;
}

/** `text` as a regular expression matching exactly itself. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PARTS = {
  auth: authContract,
  settings: settingsContract,
  records: recordKindsContract,
  guides: guidesContract,
  heroes: heroesContract,
  codes: codesContract,
  media: mediaContract,
  history: historyContract,
  modes: modesContract,
  teams: teamsContract,
  equipment: equipmentContract,
  files: filesContract,
  // Last: a restore replaces everything the other parts wrote and ends every session.
  backups: backupsContract,
} satisfies Record<string, (ref: HarnessRef) => void>;

export type ContractPart = keyof typeof PARTS;

/**
 * Runs every part of the contract, or only `parts` where a backend can run no more on this machine
 * (the Firebase Auth emulator runs anywhere; Firestore and Storage need Java 21).
 */
export function runBackendContract(
  name: string,
  setup: () => Promise<ContractHarness>,
  parts: readonly ContractPart[] = Object.keys(PARTS) as ContractPart[],
) {
  describe(`Backend contract: ${name}`, () => {
    const ref = {} as HarnessRef;
    beforeAll(async () => {
      ref.current = await setup();
    });
    afterAll(async () => {
      await ref.current?.close();
    });
    for (const part of parts) PARTS[part](ref);
  });
}
