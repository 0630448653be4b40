import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/api-types';

describe('the API types shared with the client', () => {
  it('are what the schema generates (npm run api:types)', async () => {
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });
});
