import { z } from 'zod';
import { ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { ensureAdminFromEnv } from './auth/users';
import { seedSampleData } from './seed/seed';
import { passwordSchema } from '../src/domain/userSchema';

export interface Services {
  db: Database;
}

/** Checked here rather than in loadConfig because it only matters for the server, not the CLI. */
function checkAdminEnv(email: string, password: string): void {
  if (!z.email().safeParse(email).success) {
    throw new ConfigError(`ADMIN_EMAIL "${email}" is not a valid email address.`);
  }
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    throw new ConfigError(`ADMIN_PASSWORD: ${checked.error.issues[0]?.message ?? 'not accepted.'}`);
  }
}

/** Everything the app needs before it can answer: an open, migrated, provisioned database. */
export async function openServices(config: Config): Promise<Services> {
  if (config.adminEmail && config.adminPassword) {
    checkAdminEnv(config.adminEmail, config.adminPassword);
  }
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(db);
    if (config.adminEmail && config.adminPassword) {
      await ensureAdminFromEnv(db, config.adminEmail, config.adminPassword);
    }
    if (config.seedSampleData) await seedSampleData(db, { basePath: config.basePath });
    return { db };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
