import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  API_TYPES_FILE,
  generateApiTypes,
  generateClientOperations,
  OPERATIONS_FILE,
} from '../../../scripts/api-types';

describe('the generated API types (npm run api:types)', () => {
  it('are what the schema generates, for the contract', async () => {
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });

  it('are what the schema and the client’s documents generate, for the hosts’ area', async () => {
    expect(await readFile(OPERATIONS_FILE, 'utf8')).toBe(await generateClientOperations());
  });
});
