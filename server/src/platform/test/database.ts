import { afterAll, inject } from 'vitest';
import { cloneDatabase, type TestDatabase } from './postgres';

/**
 * A fresh, migrated database for the calling test file, dropped when the file ends. Call it at the
 * top level of a test file: `const { db } = await useTestDatabase();`
 */
export async function useTestDatabase(): Promise<TestDatabase> {
  const database = await cloneDatabase(inject('testPostgresAdminUrl'), inject('testTemplateDatabase'));
  afterAll(() => database.drop());
  return database;
}
