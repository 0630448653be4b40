import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../graphql/test/graphql-test-app';
import { attendingPayload } from '../../features/rsvp/test/rsvp-test-app';
import { findUnstorableText, isStorableText } from './text-guard';

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL', 'nuts\u0000'],
    ['a lone high surrogate', 'café \ud800'],
    ['a lone low surrogate', '\udc00 end'],
    ['a reversed pair', '\udc00\ud800'],
  ])('is %s', (_what, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it.each(['Hélène', '李 小龙', 'emoji 🎉 whole', 'tab\tand\nnew line', ''])('is not %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it('is found wherever it sits, by the path a client would recognise', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c[1]');
    expect(findUnstorableText({ ['k\u0000']: 'v' })).toBe('k\u0000');
    expect(findUnstorableText({ fine: ['🎉'] })).toBeUndefined();
  });
});

const server = await startGraphqlServer();
const token = await server.login();
let ip = 0;
const from = () => `203.0.113.${(ip += 1)}`;

async function countRows() {
  const [submissions, guests] = await Promise.all([
    server.db.selectFrom('rsvp_submissions').select('id').execute(),
    server.db.selectFrom('guests').select('id').execute(),
  ]);
  return submissions.length + guests.length;
}

describe('refused at the edge with 400 and the field’s name, never a 500', () => {
  it.each([
    ['message', { message: 'See you\u0000' }],
    ['mailingAddress', { mailingAddress: '1 Rue \ud800' }],
    ['dietaryNotes', { dietaryNotes: 'nuts\u0000' }],
    ['plusOneFirstName', { plusOneFirstName: '\udfff' }],
  ])('POST /rsvp with a bad %s', async (field, override) => {
    const before = await countRows();
    const response = await fetch(`${server.url}/rsvp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
      body: JSON.stringify(attendingPayload(override)),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `The field "${field}" contains a character that cannot be saved (a NUL control character or half of an emoji). Remove it and send again.`,
      code: 'bad_request',
    });
    expect(await countRows()).toBe(before);
  });

  it('GET /rsvp with a NUL in a name', async () => {
    const response = await fetch(`${server.url}/rsvp?firstName=Jean%00&lastName=Moreau`, {
      headers: { accept: 'application/json', 'x-forwarded-for': from() },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^The field "firstName" contains/);
  });

  it('a GraphQL variable, such as an imported CSV cell', async () => {
    const before = await countRows();
    const response = await server.gql(
      'mutation($token: String!, $guests: [GuestInput!]!) { importGuests(token: $token, guests: $guests) { success } }',
      { token, guests: [{ name: 'Ana Lima', email: 'ana@example.com', notes: 'x\u0000' }] },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/^The field "variables\.guests\[0\]\.notes" contains/);
    expect(await countRows()).toBe(before);
  });

  it('a GraphQL string literal, such as registerGuest’s address', async () => {
    const response = await server.gql(
      'mutation { registerGuest(input: { code: "ABCDEF", address: { street: "1 Rue\\u0000", city: "Nice" } }) { success } }',
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(
      /^The field "registerGuest\.input\.address\.street" contains/,
    );
  });

  it('a guest’s notes and plus-one name through createGuest', async () => {
    const before = await countRows();
    const response = await server.gql(
      'mutation($token: String!, $input: GuestInput!) { createGuest(token: $token, input: $input) { success } }',
      {
        token,
        input: { name: 'Ana Lima', email: 'a@example.com', plusOneAllowed: true, plusOneName: 'Bo\ud800' },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/^The field "variables\.input\.plusOneName" contains/);
    expect(await countRows()).toBe(before);
  });
});
