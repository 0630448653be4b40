import { MESSAGES } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { rsvpLookupFrom } from '../rsvp/test/rsvp-lookup';

/**
 * Names written family name first ("Nagy Péter", "Nguyễn Văn An") are typed the Western way in the
 * RSVP form's two boxes, given name first: the hosts add them as written, the guests find them
 * either way. A name that is another guest's the other way round asks for the invitation code.
 */
const server = await startGraphqlServer();
const token = await server.login();

const CREATE = `mutation CreateGuest($token: String!, $input: GuestInput!) {
  createGuest(token: $token, input: $input) { success guest { invitationCode } } }`;

type Created = { createGuest: { success: boolean; guest: { invitationCode: string } | null } };

const codes = new Map<string, string>();
async function add(name: string) {
  const response = await server.gql<Created>(CREATE, {
    token,
    input: { name, email: `guest${codes.size}@example.com` },
  });
  expect(response.body.data?.createGuest.success).toBe(true);
  codes.set(name, response.body.data?.createGuest.guest?.invitationCode ?? '');
}

const lookup = rsvpLookupFrom(server.url);

describe('a name written family name first', () => {
  it.each([
    ['An', 'Nguyễn', 'Nguyễn Văn An'],
    ['Péter', 'Nagy', 'Nagy Péter'],
    ['Minjun', 'Kim', 'Kim Minjun'],
    ['Xiaolong', 'Li', 'Li Xiaolong'],
    ['José', 'García', 'José María García López'],
  ])('is found when typed "%s" / "%s": %s', async (firstName, lastName, name) => {
    await add(name);
    const { status, body } = await lookup({ firstName, lastName });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(`${String(body.firstName)} ${String(body.lastName)}`.trim()).toBe(name);
  });

  it('is still found as written', async () => {
    const { body } = await lookup({ firstName: 'Nagy', lastName: 'Péter' });
    expect(body).toMatchObject({ found: true, firstName: 'Nagy', lastName: 'Péter' });
  });

  it('asks for the invitation code when the other order is another guest’s name', async () => {
    await add('Tanaka Yuki');
    await add('Yuki Tanaka');
    for (const [firstName, lastName] of [
      ['Yuki', 'Tanaka'],
      ['Tanaka', 'Yuki'],
    ] as const) {
      const { status, body } = await lookup({ firstName, lastName });
      expect(status).toBe(409);
      expect(body).toEqual({ error: MESSAGES.lookup.ambiguous, code: 'conflict' });
    }
    const { body } = await lookup({ code: codes.get('Yuki Tanaka') ?? '' });
    expect(body).toMatchObject({ found: true, firstName: 'Yuki', lastName: 'Tanaka' });
  });
});
