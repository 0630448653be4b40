import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';

/** A CSV with Party and Child columns (ADR 040): rows with the same Party form one party. */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const IMPORT = `mutation ($token: String!, $guests: [GuestInput!]!, $dryRun: Boolean) {
  importGuests(token: $token, guests: $guests, dryRun: $dryRun) { success message imported problems { row errors } } }`;

async function importRows(guests: Array<Record<string, unknown>>, dryRun = false) {
  const response = await gql<{ importGuests: Record<string, unknown> }>(IMPORT, { token, guests, dryRun });
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.importGuests;
}

const guestCount = async () => (await db.selectFrom('guests').select('id').execute()).length;

describe('importGuests with parties', () => {
  it('refuses a child alone or a party of only children, naming the rows, and imports nothing', async () => {
    const result = await importRows([
      { name: 'Claire Dupont', email: 'claire@example.com', party: 'The Dupont family' },
      { name: 'Tom Alone', email: '', child: true },
      { name: 'Kid One', email: '', child: true, party: 'The Kids' },
      { name: 'Léa Dupont', email: '', child: true, party: 'the dupont family' },
    ]);
    expect(result).toMatchObject({
      success: false,
      imported: 0,
      problems: [
        {
          row: 2,
          errors: [
            'A child needs a Party shared with an adult: fill in the Party column for the child and an adult',
          ],
        },
        {
          row: 3,
          errors: [
            "The party The Kids has only children: add a row for an adult with the same Party, or put the child in an adult's party",
          ],
        },
      ],
    });
    expect(await guestCount()).toBe(0);
  });

  it('makes one party of the rows with the same Party, named as written, children without email', async () => {
    const result = await importRows([
      { name: 'Léa Dupont', email: '', child: true, party: 'the dupont family' },
      { name: 'Claire Dupont', email: 'claire@example.com', party: 'The Dupont family' },
      { name: 'Paul Dupont', email: 'paul@example.com', party: 'The  Dupont Family' },
      { name: 'Ana Silva', email: 'ana@example.com' },
    ]);
    expect(result).toMatchObject({ success: true, imported: 4 });
    const rows = await db
      .selectFrom('guests')
      .innerJoin('parties', 'parties.id', 'guests.party_id')
      .select(['guests.name', 'guests.email', 'guests.child', 'parties.name as party'])
      .orderBy('guests.name')
      .execute();
    expect(rows).toEqual([
      { name: 'Ana Silva', email: 'ana@example.com', child: false, party: 'Ana Silva' },
      { name: 'Claire Dupont', email: 'claire@example.com', child: false, party: 'The Dupont family' },
      { name: 'Léa Dupont', email: null, child: true, party: 'The Dupont family' },
      { name: 'Paul Dupont', email: 'paul@example.com', child: false, party: 'The Dupont family' },
    ]);
  });

  it('keeps createGuest for adults: a child is added to an adult’s party', async () => {
    const response = await gql<{ createGuest: Record<string, unknown> }>(
      'mutation ($token: String!) { createGuest(token: $token, input: { name: "Kid", email: "", child: true }) { success message } }',
      { token },
    );
    expect(response.body.data?.createGuest).toEqual({
      success: false,
      message: "A child is added to an adult's party: use Add to party on the adult's line.",
    });
  });
});
