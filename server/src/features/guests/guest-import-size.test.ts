import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS, MAX_NOTES_LENGTH } from '@riviera/contract';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';

/**
 * A guest list of the most guests one file may hold, with notes and parties as hosts write them, is
 * well over the guests' 64 KB: the hosts' GraphQL takes it. Past 1 MB, a sentence
 * that says to split the file.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const IMPORT = `mutation ($token: String!, $guests: [GuestInput!]!, $dryRun: Boolean) {
  importGuests(token: $token, guests: $guests, dryRun: $dryRun) { success message imported } }`;

const guests = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) => ({
  name: `Guest Number ${index} Beaumont-Delacroix`,
  email: `guest.number.${index}@example.com`,
  plusOneAllowed: index % 3 === 0,
  plusOneName: index % 3 === 0 ? `Partner Of Guest ${index}` : '',
  notes: `Table ${index % 20}; arrives Thursday by the 14:05 from Paris; vegetarian partner, no nuts.`,
  party: `The Beaumont-Delacroix family ${Math.floor(index / 4)}`,
}));

describe('a guest list of 500 guests', () => {
  it('is checked and imported whole, though it is over 64 KB', async () => {
    const body = JSON.stringify({ query: IMPORT, variables: { token, guests, dryRun: false } });
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);
    const response = await gql<{ importGuests: Record<string, unknown> }>(IMPORT, { token, guests });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.importGuests).toMatchObject({ success: true, imported: MAX_IMPORT_ROWS });
    expect(await db.selectFrom('guests').select('id').execute()).toHaveLength(MAX_IMPORT_ROWS);
  });

  it('past 1 MB, says to split the file, and imports nothing', async () => {
    const before = (await db.selectFrom('guests').select('id').execute()).length;
    const response = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: IMPORT,
        variables: {
          token,
          guests: guests.map((guest) => ({ ...guest, notes: 'x'.repeat(MAX_NOTES_LENGTH) })),
        },
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'The request body is too large. Send at most 1 MB: split a guest list into smaller files.',
      code: 'payload_too_large',
    });
    expect((await db.selectFrom('guests').select('id').execute()).length).toBe(before);
  });
});
