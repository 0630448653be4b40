import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth.service';
import { insertGuest } from '../../features/guests/guest.repository';
import { testGuestRow } from '../../features/guests/test/guest-rows';
import { startGraphqlServer, TEST_PASSWORD, TEST_SECRET } from './test/graphql-test-app';
import { forgedTokens } from './test/tokens';

const server = await startGraphqlServer();
const { db, gql } = server;

const LOGIN =
  'query AdminLogin($password: String!) { adminLogin(password: $password) { success message token } }';
type Login = { adminLogin: { success: boolean; message: string | null; token: string | null } };

let guestId = '';
let runId = '';
beforeAll(async () => {
  const run = await db
    .insertInto('shuttle_runs')
    .values({
      from_place: 'Nice airport',
      to_place: 'Hôtel Welcome',
      departs_at: '2026-05-14T08:30:00Z',
      capacity: 50,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  runId = run.id;
  const guest = await insertGuest(
    db,
    testGuestRow({
      name: 'Claire Fontaine',
      email: 'claire@example.com',
      invitationCode: 'CRFNTQ',
      plusOneAllowed: false,
    }),
  );
  guestId = guest.id;
});

/** Every admin field, each with the variables it needs besides the token. */
const operations: Array<[name: string, query: string, variables: () => Record<string, unknown>]> = [
  ['GetAdminRSVPs', 'query GetAdminRSVPs($token: String!) { adminRSVPs(token: $token) { id } }', () => ({})],
  ['GetGuests', 'query GetGuests($token: String!) { guests(token: $token) { id } }', () => ({})],
  [
    'GetGuestStats',
    'query GetGuestStats($token: String!) { guestStats(token: $token) { totalGuests } }',
    () => ({}),
  ],
  ['GetRSVPStats', 'query GetRSVPStats($token: String!) { rsvpStats(token: $token) { total } }', () => ({})],
  [
    'catererReport',
    'query Caterer($token: String!) { catererReport(token: $token) { lastExportedAt } }',
    () => ({}),
  ],
  [
    'CreateGuest',
    'mutation CreateGuest($token: String!, $input: GuestInput!) { createGuest(token: $token, input: $input) { success } }',
    () => ({ input: { name: 'New Guest', email: 'new@example.com', plusOneAllowed: false } }),
  ],
  [
    'UpdateGuest',
    'mutation UpdateGuest($token: String!, $id: ID!) { updateGuest(token: $token, id: $id, input: { notes: "changed" }) { success } }',
    () => ({ id: guestId }),
  ],
  [
    'MarkSaveTheDateSent',
    'mutation M($token: String!, $id: ID!) { markSaveTheDateSent(token: $token, id: $id) { success } }',
    () => ({ id: guestId }),
  ],
  [
    'MarkFormalInviteSent',
    'mutation M($token: String!, $id: ID!) { markFormalInviteSent(token: $token, id: $id) { success } }',
    () => ({ id: guestId }),
  ],
  [
    'markGuestsSent',
    'mutation M($token: String!, $ids: [ID!]!) { markGuestsSent(token: $token, ids: $ids, kind: FORMAL_INVITE, sent: false) { success } }',
    () => ({ ids: [guestId] }),
  ],
  [
    'importGuests',
    'mutation I($token: String!) { importGuests(token: $token, guests: [{ name: "Imported Guest", email: "imp@example.com" }]) { success } }',
    () => ({}),
  ],
  [
    'exportCatererSheets',
    'mutation E($token: String!) { exportCatererSheets(token: $token) { lastExportedAt } }',
    () => ({}),
  ],
  [
    'setHostNotifications',
    'mutation N($token: String!) { setHostNotifications(token: $token, value: OFF) { success } }',
    () => ({}),
  ],
  [
    'setHostsEmail',
    'mutation H($token: String!) { setHostsEmail(token: $token, addresses: ["mallory@example.com"]) { success } }',
    () => ({}),
  ],
  ['shuttleRuns', 'query S($token: String!) { shuttleRuns(token: $token) { id } }', () => ({})],
  [
    'shuttleManifest',
    'query S($token: String!, $id: ID!) { shuttleManifest(token: $token, runId: $id) { passengers { name } } }',
    () => ({ id: runId }),
  ],
  ['arrivals', 'query A($token: String!) { arrivals(token: $token) { start } }', () => ({})],
  ['hotelStays', 'query H($token: String!) { hotelStays(token: $token) { hotel } }', () => ({})],
  ['travelDeadline', 'query T($token: String!) { travelDeadline(token: $token) }', () => ({})],
  [
    'exportShuttleManifest',
    'mutation E($token: String!, $id: ID!) { exportShuttleManifest(token: $token, runId: $id) { lastExportedAt } }',
    () => ({ id: runId }),
  ],
  [
    'createShuttleRun',
    'mutation C($token: String!) { createShuttleRun(token: $token, input: { from: "Nice-Ville", to: "Villefranche", departsAt: "2026-05-15T09:00:00+02:00", capacity: 20 }) { success } }',
    () => ({}),
  ],
  [
    'updateShuttleRun',
    'mutation U($token: String!, $id: ID!) { updateShuttleRun(token: $token, id: $id, input: { from: "Nice airport", to: "Beaulieu", departsAt: "2026-05-14T10:30:00+02:00", capacity: 40 }) { success } }',
    () => ({ id: runId }),
  ],
  [
    'setTravelDeadline',
    'mutation D($token: String!) { setTravelDeadline(token: $token, deadline: "2026-05-07T23:59:00+02:00") { success } }',
    () => ({}),
  ],
  // After the others that name the run: a cancelled run cannot be changed.
  [
    'cancelShuttleRun',
    'mutation X($token: String!, $id: ID!) { cancelShuttleRun(token: $token, id: $id) { success } }',
    () => ({ id: runId }),
  ],
  // Last: the valid call removes the guest the others use.
  [
    'DeleteGuest',
    'mutation DeleteGuest($token: String!, $id: ID!) { deleteGuest(token: $token, id: $id) { success } }',
    () => ({ id: guestId }),
  ],
];

/** Everything a refused call could have changed. */
async function storedState() {
  const guests = await db.selectFrom('guests').selectAll().orderBy('id').execute();
  const settings = await db.selectFrom('app_settings').selectAll().orderBy('key').execute();
  const runs = await db.selectFrom('shuttle_runs').selectAll().orderBy('id').execute();
  return JSON.stringify({ guests, settings, runs });
}

const forged = await forgedTokens(TEST_SECRET);

describe.each(operations)('%s', (_name, query, variables) => {
  it.each(forged)('refuses %s with UNAUTHENTICATED, no data and nothing changed', async (_label, token) => {
    const before = await storedState();
    const response = await gql(query, { token, ...variables() });
    expect(response.status).toBe(401);
    expect(response.body).not.toHaveProperty('data');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.body.errors?.[0]?.message).toMatch(/log in/);
    expect(await storedState()).toBe(before);
  });

  it('answers a valid token, given as the argument or as a Bearer header', async () => {
    const token = await server.login();
    const byHeader = await gql(
      query,
      { token: '', ...variables() },
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(byHeader.body.errors).toBeUndefined();
    expect(byHeader.status).toBe(200);
    const byArgument = await gql(query, { token, ...variables() });
    expect(byArgument.body.errors).toBeUndefined();
    expect(byArgument.body.data).toBeTruthy();
  });
});

describe('an expired session', () => {
  it('says so, so the admin screen can send the host back to the login', async () => {
    const [, expired] = forged[1] ?? [];
    const response = await gql('{ guests(token: "' + expired + '") { id } }');
    expect(response.body.errors?.[0]?.message).toBe('Your session has expired. Please log in again.');
  });

  it('keeps 200 for a client that accepts only application/json, still without data', async () => {
    const response = await gql(
      '{ guests(token: "") { id } }',
      {},
      { headers: { accept: 'application/json' } },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })],
    });
  });
});

describe('adminLogin', () => {
  it('exchanges the right password for an HS256 token with issuer, audience and at most 12 hours', async () => {
    const response = await gql<Login>(LOGIN, { password: TEST_PASSWORD }, { from: '203.0.113.1' });
    const login = response.body.data?.adminLogin;
    expect(login).toMatchObject({ success: true, message: AUTH_MESSAGES.success });
    const token = login?.token ?? '';
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: 'riviera-wedding', aud: 'riviera-wedding-admin', sub: 'admin' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(12 * 60 * 60);
  });

  it('answers a wrong or empty password with success:false and a sentence', async () => {
    const wrong = await gql<Login>(LOGIN, { password: 'guess' }, { from: '203.0.113.2' });
    expect(wrong.body.data?.adminLogin).toEqual({
      success: false,
      message: AUTH_MESSAGES.wrongPassword,
      token: null,
    });
    const empty = await gql<Login>(LOGIN, { password: '' }, { from: '203.0.113.2' });
    expect(empty.body.data?.adminLogin.message).toBe(AUTH_MESSAGES.passwordRequired);
  });

  it('refuses a request with more aliases than the limit before trying any password', async () => {
    const from = '203.0.113.6';
    const aliases = Array.from(
      { length: 16 },
      (_, i) => `a${i}: adminLogin(password: "x${i}") { success }`,
    ).join(' ');
    const response = await gql(`{ ${aliases} }`, {}, { from });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBe(
      'This query uses 16 aliases; the limit is 15. Send fewer fields at once.',
    );
    const counted = await db.selectFrom('rate_limits').selectAll().where('key', 'like', `%${from}`).execute();
    expect(counted).toEqual([]);
  });
});
