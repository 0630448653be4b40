import { describe, expect, it, vi } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { GUEST_MESSAGES } from './guest.service';

// Codes are drawn at random from 31^6; the only way to meet "no free code" is to draw a taken one
// every time. The first draw is free, so the file's first guest is added before the second fails.
const draws = vi.hoisted(() => ({ next: ['FRESHA'] as string[] }));
vi.mock('./invitation-code', () => ({
  generateInvitationCode: () => draws.next.shift() ?? 'TAKENX',
}));

const server = await startGraphqlServer();
const token = await server.login();
await server.db
  .insertInto('guests')
  .values({ name: 'Taken Code', invitation_code: 'TAKENX', lookup_keys: ['taken|code'] })
  .execute();

const IMPORT = `mutation ImportGuests($token: String!, $guests: [GuestInput!]!) {
  importGuests(token: $token, guests: $guests) { success message imported problems { row errors } } }`;

describe('importGuests when no free invitation code can be found', () => {
  it('refuses with a sentence, not an internal error, and keeps none of the file', async () => {
    const response = await server.gql<{ importGuests: Record<string, unknown> }>(IMPORT, {
      token,
      guests: [
        { name: 'Ada Lovelace', email: 'ada@example.com' },
        { name: 'Alan Turing', email: 'alan@example.com' },
      ],
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.importGuests).toEqual({
      success: false,
      message: GUEST_MESSAGES.noCode,
      imported: 0,
      problems: [],
    });
    const names = await server.db.selectFrom('guests').select('name').execute();
    expect(names).toEqual([{ name: 'Taken Code' }]);
  });
});
