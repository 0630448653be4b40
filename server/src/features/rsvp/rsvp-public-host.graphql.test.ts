import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';

/** With PUBLIC_HOSTS set, guests answer only on the private host, by REST and by GraphQL alike. */
const server = await startGraphqlServer({ PUBLIC_HOSTS: 'aanya-and-julien.example' });
const { invitation_code: code } = await server.db
  .insertInto('guests')
  .values({
    name: 'Claire Fontaine',
    email: 'claire@example.com',
    invitation_code: 'CRFNTQ',
    lookup_keys: ['claire|fontaine'],
  })
  .returning('invitation_code')
  .executeTakeFirstOrThrow();

const guestOperations = [
  ['validateRSVPCode', `{ validateRSVPCode(code: "${code}") { found } }`],
  [
    'submitRSVP',
    `mutation { submitRSVP(input: { firstName: "Claire", lastName: "Fontaine", mailingAddress: "", attending: false,
      plusOneAttending: false, plusOneFirstName: "", plusOneLastName: "", dietaryRestrictions: "",
      plusOneDietaryRestrictions: "", message: "", invitationCode: "${code}",
      events: { welcomeDinner: false, ceremonyAndLunch: false, cocktailAndReception: false, farewellBrunch: false },
      plusOneEvents: {} }) { success } }`,
  ],
  ['travel', `{ travel(invitationCode: "${code}") { deadline } }`],
  [
    'submitTravel',
    `mutation { submitTravel(input: { invitationCode: "${code}", stay: { hotel: "Hôtel Welcome", checkIn: "2026-05-14",
      checkOut: "2026-05-17", booked: true } }) { success } }`,
  ],
  [
    'registerGuest',
    `mutation { registerGuest(input: { code: "${code}", email: "claire@example.org" }) { success } }`,
  ],
] as const;

// fetch cannot set Host; the loopback proxy's X-Forwarded-Host is what Express reads, as behind nginx.
const on = (host: string) => ({ headers: { 'x-forwarded-host': host } });

describe('the guests’ GraphQL operations follow the public-host rule of /rsvp', () => {
  it.each(guestOperations)('%s does not exist on the public host', async (name, query) => {
    // Written as DNS allows, with a trailing dot, the host is the same one (nginx reads it so too).
    for (const host of [
      'aanya-and-julien.example',
      'aanya-and-julien.example.',
      'aanya-and-julien.example..',
    ]) {
      const response = await server.gql(query, {}, on(host));
      // No data, or a null for a field that may be null (travel).
      expect((response.body.data as Record<string, unknown> | null)?.[name] ?? null, host).toBeNull();
      expect(response.body.errors, host).toEqual([
        expect.objectContaining({
          message: 'There is nothing at this address.',
          extensions: { code: 'NOT_FOUND' },
        }),
      ]);
    }
  });

  it('leaves the guest untouched there', async () => {
    const guest = await server.db
      .selectFrom('guests')
      .select('email')
      .where('invitation_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(guest.email).toBe('claire@example.com');
    expect(await server.db.selectFrom('rsvp_submissions').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('party_travel').selectAll().execute()).toEqual([]);
  });

  it.each(guestOperations)('%s answers on the private host', async (_name, query) => {
    const response = await server.gql(query, {}, on('rsvp.aanya-and-julien.example'));
    expect(response.body.errors).toBeUndefined();
  });

  it('keeps the hosts’ login on the public host', async () => {
    const response = await server.gql(
      '{ adminLogin(password: "nope") { success } }',
      {},
      on('aanya-and-julien.example'),
    );
    expect(response.body).toEqual({ data: { adminLogin: { success: false } } });
  });
});
