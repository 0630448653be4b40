import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import { MIGRATIONS_DIR } from '../project-paths';
import type { Db } from './database';
import { isDatabaseUnavailable } from './unavailable';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Reads db/migrations/NNNN_name.sql; each file is one forward-only migration, run as one statement batch. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.dir)).filter((file) => file.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      if (!MIGRATION_FILE.test(file)) {
        throw new Error(
          `Migration file ${path.join(this.dir, file)} must be named NNNN_lower_snake_name.sql`,
        );
      }
      const text = await readFile(path.join(this.dir, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** A login PostgreSQL refused: a wrong password or user (28xxx), a database that does not exist (3D000). */
function isLoginRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(28...|3D000)$/.test(code);
}

/**
 * Applies every pending migration. Kysely runs them inside a transaction under an advisory lock, so a
 * failing file leaves the schema as it was and two servers starting together do not race.
 */
export async function migrateToLatest(db: Db, dir?: string): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(dir) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    // Before any migration ran: the database itself could not be reached or logged in to.
    if (!failed && (isDatabaseUnavailable(error) || isLoginRefused(error))) {
      throw new Error(
        `the database could not be reached (${reason}). Check that PostgreSQL is running and that DATABASE_URL names it: host, port, user, password and database.`,
      );
    }
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return results;
}
