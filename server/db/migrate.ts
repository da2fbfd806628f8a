import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types';

/** Beside this module, in the sources and in the compiled server alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The NNN_name.sql files of a migrations folder, in the order they apply. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

/**
 * Applies the NNN_name.sql files of server/db/migrations/ in order, each once, all pending ones in
 * one transaction: a failing file leaves the database as it was. Each file runs whole, so it may
 * hold any SQL (semicolons in strings, function bodies). An advisory lock keeps two instances
 * starting together on PostgreSQL from racing. Returns the names of the files it applied.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7243901)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(await readFile(path.join(dir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}

/** One hash of the migrations' names and contents: what a database migrated by them holds. */
export async function migrationsHash(dir = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash('sha256');
  for (const name of await migrationFiles(dir)) {
    hash.update(`${name}\n`);
    hash.update(await readFile(path.join(dir, name)));
  }
  return hash.digest('hex').slice(0, 12);
}
