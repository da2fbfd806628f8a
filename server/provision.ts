import { z } from 'zod';
import { ConfigError, type Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { ensureAdminFromEnv } from './auth/users';
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

/** What an open database needs before the app answers: migrated, provisioned, maybe seeded. */
export async function prepareDatabase(db: Database, config: Config): Promise<void> {
  await migrate(db);
  if (config.adminEmail && config.adminPassword) {
    await ensureAdminFromEnv(db, config.adminEmail, config.adminPassword);
  }
  if (config.seedSampleData) await seedSampleData(db, { basePath: config.basePath });
}
