import { describe, expect, it } from 'vitest';
import { runCodegen } from '../../../scripts/db-types';
import { useTestDatabase } from '../test/database';

const { url } = await useTestDatabase();

describe('the database types', () => {
  it('are what kysely-codegen makes of the migrated schema (npm run db:types -w @riviera/server)', () => {
    const { status, output } = runCodegen(url, true);
    expect(output).not.toMatch(/not up-to-date|differ/i);
    expect(status, output).toBe(0);
  });
});
