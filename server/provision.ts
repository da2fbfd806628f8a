import { z } from 'zod';
import { ConfigError, type Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { ensureAdminFromEnv, type AdminBootstrap } from './auth/users';
import { seedSampleData } from './seed/seed';
import { passwordSchema } from '../src/domain/userSchema';

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD, checked before the database opens. Here rather than in
 * loadConfig because they only matter for the server, not the CLI.
 */
export function checkAdminSettings({ adminEmail, adminPassword }: Config): void {
  if (!adminEmail || !adminPassword) return;
  if (!z.email().safeParse(adminEmail).success) {
    throw new ConfigError(`ADMIN_EMAIL "${adminEmail}" is not a valid email address.`);
  }
  const checked = passwordSchema.safeParse(adminPassword);
  if (!checked.success) {
    throw new ConfigError(`ADMIN_PASSWORD: ${checked.error.issues[0]?.message ?? 'not accepted.'}`);
  }
}

/** What preparing the database did, told once at start (server/startLine.ts). */
export interface Provisioning {
  /** The ADMIN_EMAIL account and what became of it; null when ADMIN_EMAIL is not set. */
  admin: { email: string; outcome: AdminBootstrap } | null;
  /** Whether this start filled a new database with the sample data. */
  seeded: boolean;
}

/** What an open database needs before the app answers: migrated, provisioned, maybe seeded. */
export async function prepareDatabase(db: Database, config: Config): Promise<Provisioning> {
  await migrate(db);
  const { adminEmail, adminPassword } = config;
  const admin =
    adminEmail && adminPassword
      ? { email: adminEmail, outcome: await ensureAdminFromEnv(db, adminEmail, adminPassword) }
      : null;
  const seeded = config.seedSampleData
    ? await seedSampleData(db, { basePath: config.basePath })
    : false;
  return { admin, seeded };
}
