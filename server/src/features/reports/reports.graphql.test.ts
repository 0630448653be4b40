import { allEvents, MESSAGES } from '@riviera/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../guests/guest.repository';
import { testGuestRow } from '../guests/test/guest-rows';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { decliningPayload } from '../rsvp/test/rsvp-test-app';

const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const SUBMIT = `mutation SubmitRSVP($input: RSVPInput!) { submitRSVP(input: $input) { success message errors } }`;
type Submit = { submitRSVP: { success: boolean; message: string; errors: string[] } };

const helene = {
  firstName: 'Hélène',
  lastName: 'Dupont',
  mailingAddress: '1 Promenade des Anglais, Nice',
  attending: true,
  plusOneAttending: true,
  plusOneFirstName: 'Marc',
  plusOneLastName: 'Dupont',
  events: allEvents(true),
  plusOneEvents: { ...allEvents(false), welcomeDinner: true, cocktailAndReception: true },
  dietaryRestrictions: 'Fish',
  plusOneDietaryRestrictions: 'Meat',
  message: 'See you!',
  dietaryNotes: 'No nuts',
};
/** Every field of RSVPInput, as POST /rsvp wants them: the schema has no defaults. */
const declining = decliningPayload({ message: '' });
const liam = {
  ...declining,
  firstName: 'Liam',
  lastName: "O'Brien",
  attending: true,
  mailingAddress: '2 Main Street, Cork',
  events: { ...allEvents(false), cocktailAndReception: true },
  dietaryRestrictions: 'Vegetarian',
};

async function submit(input: Record<string, unknown>, from = '198.51.100.30') {
  const response = await gql<Submit>(SUBMIT, { input }, { from });
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.submitRSVP;
}

beforeAll(async () => {
  await insertGuest(
    db,
    testGuestRow({
      name: 'Hélène Dupont',
      email: 'helene@example.com',
      invitationCode: 'FJ9K8E',
      plusOneAllowed: true,
      plusOneName: 'Marc Dupont',
    }),
  );
  await insertGuest(
    db,
    testGuestRow({
      name: "Liam O'Brien",
      email: 'liam@example.com',
      invitationCode: 'D48AR7',
      plusOneAllowed: false,
    }),
  );
  await insertGuest(
    db,
    testGuestRow({
      name: 'Noah Petit',
      email: 'noah@example.com',
      invitationCode: 'NP2345',
      plusOneAllowed: false,
    }),
  );
});

const CATERER = `query Caterer($token: String!) { catererReport(token: $token) {
  lastExportedAt sheets { event headcount entrees { meat fish vegetarian } lines { name role entree allergies } }
  changes { event name kind before after } } }`;
type Report = {
  lastExportedAt: string | null;
  sheets: Array<{
    event: string;
    headcount: number;
    entrees: Record<string, number>;
    lines: Array<Record<string, unknown>>;
  }>;
  changes: Array<Record<string, unknown>>;
};
const report = async () =>
  (await gql<{ catererReport: Report }>(CATERER, { token })).body.data?.catererReport;

describe('before any answer', () => {
  it('has no RSVPs, zero counts and no caterer changes', async () => {
    const response = await gql(
      'query($token: String!) { adminRSVPs(token: $token) { id } rsvpStats(token: $token) { total attending } }',
      { token },
    );
    expect(response.body.data).toEqual({ adminRSVPs: [], rsvpStats: { total: 0, attending: 0 } });
    expect(await report()).toMatchObject({ lastExportedAt: null, changes: [] });
  });
});

describe('validateRSVPCode', () => {
  const VALIDATE = `query ValidateRSVPCode($code: String!) { validateRSVPCode(code: $code) {
    found firstName lastName hasPlusOne plusOneFirstName plusOneLastName invitationCode message } }`;

  it('finds a guest by the code on their invitation, however it is typed', async () => {
    const response = await gql(VALIDATE, { code: 'fj9-k8e' }, { from: '198.51.100.31' });
    expect(response.body.data?.validateRSVPCode).toEqual({
      found: true,
      firstName: 'Hélène',
      lastName: 'Dupont',
      hasPlusOne: true,
      plusOneFirstName: 'Marc',
      plusOneLastName: 'Dupont',
      invitationCode: 'FJ9K8E',
      message: null,
    });
  });

  it('answers an unknown or malformed code with found:false and a sentence', async () => {
    const unknown = await gql(VALIDATE, { code: 'ZZZZZZ' }, { from: '198.51.100.31' });
    expect(unknown.body.data?.validateRSVPCode).toMatchObject({
      found: false,
      message: MESSAGES.lookup.codeNotFound,
    });
    const malformed = await gql(VALIDATE, { code: '01' }, { from: '198.51.100.31' });
    expect(malformed.body.data?.validateRSVPCode).toMatchObject({
      found: false,
      message: MESSAGES.lookup.codeInvalid,
    });
  });
});

describe('submitRSVP', () => {
  it('refuses an answer the form would refuse, with its messages, and stores nothing', async () => {
    const result = await submit({ ...liam, mailingAddress: '' });
    expect(result).toMatchObject({
      success: false,
      errors: [MESSAGES.rsvp.mailingAddressRequiredWhenAttending],
    });
    expect(await db.selectFrom('rsvp_submissions').selectAll().execute()).toEqual([]);
  });

  it('stores answers like POST /rsvp does', async () => {
    expect(await submit(helene)).toEqual({ success: true, message: MESSAGES.rsvp.saved, errors: [] });
    expect(await submit(liam)).toMatchObject({ success: true });
    expect(await submit({ ...declining, firstName: 'Noah', lastName: 'Petit' })).toEqual({
      success: true,
      message: MESSAGES.rsvp.savedDeclined,
      errors: [],
    });
    expect(await db.selectFrom('rsvps').selectAll().execute()).toHaveLength(3);
  });

  it('refuses an input with a field left out, as POST /rsvp does: no defaults', async () => {
    const { message: _left, ...withoutMessage } = { ...declining, firstName: 'Noah', lastName: 'Petit' };
    const response = await gql<Submit>(SUBMIT, { input: withoutMessage }, { from: '198.51.100.31' });
    expect(response.status).toBe(200);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0]?.message).toMatch(
      /Field "message" of required type "String!" was not provided/,
    );
  });
});

describe('the hosts read the answers', () => {
  it('lists every current answer with the full detail and the number of earlier versions', async () => {
    await submit({ ...liam, message: 'Changed my mind about the message' });
    const response = await gql<{ adminRSVPs: Array<Record<string, unknown>> }>(
      `query GetAdminRSVPs($token: String!) { adminRSVPs(token: $token) {
        id guestId name email phone attending plusOne plusOneName foodPreferences foodAllergies plusOneFoodAllergies
        welcomeParty farewellLunch submittedAt mailingAddress message entree plusOneEntree earlierVersions
        events { welcomeDinner ceremonyAndLunch cocktailAndReception farewellBrunch }
        plusOneEvents { welcomeDinner cocktailAndReception } } }`,
      { token },
    );
    const rsvps = response.body.data?.adminRSVPs ?? [];
    expect(rsvps.map((rsvp) => rsvp.name)).toEqual(["Liam O'Brien", 'Noah Petit', 'Hélène Dupont']);
    expect(rsvps[0]).toMatchObject({
      earlierVersions: 1,
      message: 'Changed my mind about the message',
      plusOneEvents: null,
    });
    expect(rsvps[2]).toMatchObject({
      email: 'helene@example.com',
      phone: null,
      attending: true,
      plusOne: true,
      plusOneName: 'Marc Dupont',
      foodPreferences: ['Fish', 'Meat'],
      foodAllergies: 'No nuts',
      welcomeParty: true,
      farewellLunch: true,
      mailingAddress: '1 Promenade des Anglais, Nice',
      earlierVersions: 0,
      plusOneEvents: { welcomeDinner: true, cocktailAndReception: true },
    });
    expect(Date.parse(String(rsvps[2]?.submittedAt))).not.toBeNaN();
  });

  it('counts responses, people per event and reception entrées', async () => {
    const response = await gql(
      `query GetRSVPStats($token: String!) { rsvpStats(token: $token) { total attending notAttending plusOnes welcomeParty farewellLunch
        headcounts { welcomeDinner ceremonyAndLunch cocktailAndReception farewellBrunch } entrees { meat fish vegetarian } } }`,
      { token },
    );
    expect(response.body.data?.rsvpStats).toEqual({
      total: 3,
      attending: 2,
      notAttending: 1,
      plusOnes: 1,
      welcomeParty: 2,
      farewellLunch: 1,
      headcounts: { welcomeDinner: 2, ceremonyAndLunch: 1, cocktailAndReception: 3, farewellBrunch: 1 },
      entrees: { meat: 1, fish: 1, vegetarian: 1 },
    });
  });
});

describe('caterer sheets', () => {
  it('give each event its headcount, entrées and allergies, without emails or addresses', async () => {
    const current = await report();
    const reception = current?.sheets.find((sheet) => sheet.event === 'cocktailAndReception');
    expect(reception).toEqual({
      event: 'cocktailAndReception',
      headcount: 3,
      entrees: { meat: 1, fish: 1, vegetarian: 1 },
      lines: [
        { name: 'Hélène Dupont', role: 'GUEST', entree: 'Fish', allergies: 'No nuts' },
        { name: "Liam O'Brien", role: 'GUEST', entree: 'Vegetarian', allergies: null },
        { name: 'Marc Dupont', role: 'PLUS_ONE', entree: 'Meat', allergies: null },
      ],
    });
    expect(JSON.stringify(current)).not.toMatch(/@example\.com|Promenade/);
  });

  it('remember an export and then show only what changed since', async () => {
    const EXPORT =
      'mutation E($token: String!) { exportCatererSheets(token: $token) { lastExportedAt sheets { headcount } } }';
    const exported = await gql<{ exportCatererSheets: { lastExportedAt: string | null } }>(EXPORT, { token });
    expect(exported.body.errors).toBeUndefined();
    const after = await report();
    expect(after?.lastExportedAt).not.toBeNull();
    expect(after?.changes).toEqual([]);

    await submit({
      ...liam,
      dietaryRestrictions: 'Fish',
      events: { ...allEvents(false), welcomeDinner: true, cocktailAndReception: true },
    });
    await submit({
      ...declining,
      firstName: 'Noah',
      lastName: 'Petit',
      attending: true,
      mailingAddress: '3 Quai, Lyon',
      events: { ...allEvents(false), farewellBrunch: true },
      dietaryRestrictions: 'Meat',
      dietaryNotes: 'Gluten free',
    });
    expect((await report())?.changes).toEqual([
      { event: 'welcomeDinner', name: "Liam O'Brien", kind: 'JOINED', before: null, after: null },
      {
        event: 'cocktailAndReception',
        name: "Liam O'Brien",
        kind: 'ENTREE',
        before: 'Vegetarian',
        after: 'Fish',
      },
      { event: 'farewellBrunch', name: 'Noah Petit', kind: 'JOINED', before: null, after: null },
    ]);
  });
});
