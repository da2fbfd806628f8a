import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies server/db/migrations/NNN_name.sql in order, each once, each in its own transaction.
 * An advisory lock keeps two instances starting together on PostgreSQL from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
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
      const sql = await readFile(MIGRATIONS_DIR + name, 'utf8');
      // Statements are split on lines ending in ';' so one file may hold several statements
      // while both drivers run them inside the same transaction.
      for (const statement of sql.split(/;\s*$/m).map((s) => s.trim())) {
        if (statement) await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}
