import type { TestProject } from 'vitest/node';
import { createMigratedDatabase, dropDatabase, startTestPostgres, uniqueDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgresAdminUrl: string;
    testTemplateDatabase: string;
  }
}

/** One PostgreSQL for the whole run and one migrated template; test files clone it. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  const template = uniqueDatabaseName('riviera_template');
  await createMigratedDatabase(postgres.adminUrl, template);
  project.provide('testPostgresAdminUrl', postgres.adminUrl);
  project.provide('testTemplateDatabase', template);
  return async () => {
    await dropDatabase(postgres.adminUrl, template).catch(() => undefined);
    await postgres.stop();
  };
}
