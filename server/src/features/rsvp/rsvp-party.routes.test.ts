import { allEvents, MESSAGES, MESSAGES_FR, type RsvpPayload } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { composeAnswerMail } from './mail/answer-mail';
import { mailConfig } from '../../platform/mail/mail-config';
import { rsvpLookupFrom } from './test/rsvp-lookup';

/**
 * A family answers together (ADR 040, DESIGN 3.3): the lookup by any adult's name or any member's
 * code opens the party, one member answers for everyone, every refusal writes nothing, and two
 * members answering at once are both kept.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();
const lookup = rsvpLookupFrom(server.url);

let address = 0;
async function submit(
  body: unknown,
  language = 'en',
): Promise<{ status: number; body: Record<string, unknown> }> {
  address += 1;
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `192.0.2.${address}`,
      'Accept-Language': language,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Member {
  id: string;
  partyId: string;
  invitationCode: string;
}
async function hostMutation(
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Promise<Member> {
  const response = await gql<Record<string, { guest: Member | null }>>(query, { token, ...variables });
  const guest = response.body.data?.[field]?.guest;
  if (!guest) throw new Error(`${field} failed: ${JSON.stringify(response.body)}`);
  return guest;
}
const claire = await hostMutation(
  'mutation ($token: String!) { createGuest(token: $token, input: { name: "Claire Dupont", email: "claire@example.com" }) { guest { id partyId invitationCode } } }',
  {},
  'createGuest',
);
const addMember = (name: string, child: boolean) =>
  hostMutation(
    'mutation ($token: String!, $id: ID!, $name: String!, $child: Boolean) { addPartyMember(token: $token, guestId: $id, input: { name: $name, child: $child }) { guest { id partyId invitationCode } } }',
    { id: claire.id, name, child },
    'addPartyMember',
  );
const paul = await addMember('Paul Dupont', false);
const lea = await addMember('Léa Dupont', true);
const tom = await addMember('Tom Dupont', true);

const yes = { attending: true, events: allEvents(true) };
const no = { attending: false, events: allEvents(false), dietaryRestrictions: '' };

/** Claire answers for her family: four "yes", Léa on the kids' menu. */
function familyPayload(overrides: Partial<RsvpPayload> = {}): RsvpPayload {
  return {
    firstName: 'Claire',
    lastName: 'Dupont',
    mailingAddress: '3 Rue de France, 06000 Nice',
    attending: true,
    plusOneAttending: false,
    plusOneFirstName: '',
    plusOneLastName: '',
    events: allEvents(true),
    plusOneEvents: {},
    dietaryRestrictions: 'Fish',
    plusOneDietaryRestrictions: '',
    message: 'À bientôt !',
    invitationCode: claire.invitationCode,
    party: [
      { id: paul.id, ...yes, dietaryRestrictions: 'Meat' },
      { id: lea.id, ...yes, dietaryRestrictions: 'Kids', dietaryNotes: 'No peanuts' },
      { id: tom.id, ...yes, dietaryRestrictions: 'Vegetarian' },
    ],
    ...overrides,
  };
}

const counts = async () => ({
  submissions: (await db.selectFrom('rsvp_submissions').select('id').execute()).length,
  answers: (await db.selectFrom('rsvps').select('guest_id').execute()).length,
});

describe('the lookup of a party', () => {
  it('finds the party by an adult’s name, with the others in order, and never a child by name', async () => {
    const { status, body } = await lookup({ firstName: 'Paul', lastName: 'Dupont' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, firstName: 'Paul', lastName: 'Dupont', hasPlusOne: false });
    expect(body.party).toEqual([
      { id: claire.id, firstName: 'Claire', lastName: 'Dupont', child: false },
      { id: lea.id, firstName: 'Léa', lastName: 'Dupont', child: true },
      { id: tom.id, firstName: 'Tom', lastName: 'Dupont', child: true },
    ]);
    // Changed on purpose (ADR 072): a child's name says so, with nothing of the family, so the page
    // tells a parent that children answer with them instead of "not on the guest list".
    expect(await lookup({ firstName: 'Léa', lastName: 'Dupont' })).toEqual({
      status: 200,
      body: { found: false, child: true },
    });
  });

  it('finds the party by a child’s code, and validateRSVPCode says the same', async () => {
    const { body } = await lookup({ code: lea.invitationCode });
    expect(body).toMatchObject({
      found: true,
      firstName: 'Léa',
      child: true,
      invitationCode: lea.invitationCode,
    });
    expect((body.party as Array<{ id: string }>).map((member) => member.id)).toEqual([
      claire.id,
      paul.id,
      tom.id,
    ]);
    const response = await gql<{ validateRSVPCode: Record<string, unknown> }>(
      'query ($code: String!) { validateRSVPCode(code: $code) { found firstName child party { id firstName lastName child } } }',
      { code: lea.invitationCode },
    );
    expect(response.body.data?.validateRSVPCode).toEqual({
      found: true,
      firstName: 'Léa',
      child: true,
      party: [
        { id: claire.id, firstName: 'Claire', lastName: 'Dupont', child: false },
        { id: paul.id, firstName: 'Paul', lastName: 'Dupont', child: false },
        { id: tom.id, firstName: 'Tom', lastName: 'Dupont', child: true },
      ],
    });
  });
});

describe('a party’s submission', () => {
  it('refuses, naming the person, and writes nothing for anyone', async () => {
    const before = await counts();
    const refusals: Array<[Partial<RsvpPayload>, string, string?]> = [
      [
        { party: [{ id: paul.id, ...yes, dietaryRestrictions: 'Kids' }] },
        "The kids' menu is for children. Please choose another entrée for Paul Dupont.",
      ],
      [
        { dietaryRestrictions: 'Kids' },
        "The kids' menu is for children. Please choose another entrée for Claire Dupont.",
      ],
      [
        { party: [{ id: tom.id, attending: true, events: allEvents(false), dietaryRestrictions: '' }] },
        'Please select at least one event for Tom Dupont',
      ],
      [
        { party: [{ id: tom.id, ...yes, dietaryRestrictions: '' }] },
        'Please select a reception entrée for Tom Dupont',
      ],
      [{ party: [{ id: '00000000-0000-4000-8000-000000000000', ...no }] }, MESSAGES.rsvp.memberNotInParty],
      [{ party: [{ id: claire.id, ...no }] }, MESSAGES.rsvp.memberNotInParty],
      [
        {
          party: [
            { id: tom.id, ...no },
            { id: tom.id, ...no },
          ],
        },
        'The answer for Tom Dupont was sent twice. Please send one answer per person.',
      ],
      [
        { attending: false, events: allEvents(false), dietaryRestrictions: '', mailingAddress: '' },
        MESSAGES.rsvp.mailingAddressRequiredWhenAttending,
      ],
      [
        { party: [{ id: lea.id, ...yes, dietaryRestrictions: 'Lobster' }] },
        'Choisissez le plat du dîner de la réception pour Léa Dupont',
        'fr',
      ],
    ];
    for (const [overrides, sentence, language] of refusals) {
      const { status, body } = await submit(familyPayload(overrides), language);
      expect(status, sentence).toBe(400);
      expect(body.errors, sentence).toContain(sentence);
    }
    expect(MESSAGES_FR.rsvp.memberSelectEntree).toContain('{name}');
    expect(await counts()).toEqual(before);
  });

  it('writes everyone’s answer in one go, each in their own history, sent by the one who answered', async () => {
    const { status, body } = await submit(familyPayload());
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: MESSAGES.rsvp.saved });
    expect(
      (body.party as Array<{ id: string; previousAnswer: { dietaryRestrictions: string } }>).map((member) => [
        member.id,
        member.previousAnswer.dietaryRestrictions,
      ]),
    ).toEqual([
      [paul.id, 'Meat'],
      [lea.id, 'Kids'],
      [tom.id, 'Vegetarian'],
    ]);
    const rows = await db
      .selectFrom('rsvps')
      .innerJoin('guests', 'guests.id', 'rsvps.guest_id')
      .innerJoin('rsvp_submissions as s', 's.id', 'rsvps.submission_id')
      .select([
        'guests.name',
        'rsvps.entree',
        'rsvps.dietary_notes',
        'rsvps.mailing_address',
        's.submitted_by_name',
      ])
      .where('guests.party_id', '=', claire.partyId)
      .orderBy('guests.name')
      .execute();
    expect(rows).toEqual([
      {
        name: 'Claire Dupont',
        entree: 'Fish',
        dietary_notes: null,
        mailing_address: '3 Rue de France, 06000 Nice',
        submitted_by_name: 'Claire Dupont',
      },
      {
        name: 'Léa Dupont',
        entree: 'Kids',
        dietary_notes: 'No peanuts',
        mailing_address: '3 Rue de France, 06000 Nice',
        submitted_by_name: 'Claire Dupont',
      },
      {
        name: 'Paul Dupont',
        entree: 'Meat',
        dietary_notes: null,
        mailing_address: '3 Rue de France, 06000 Nice',
        submitted_by_name: 'Claire Dupont',
      },
      {
        name: 'Tom Dupont',
        entree: 'Vegetarian',
        dietary_notes: null,
        mailing_address: '3 Rue de France, 06000 Nice',
        submitted_by_name: 'Claire Dupont',
      },
    ]);
  });

  it('writes a confirmation that lists everyone’s answers, the kids’ menu named as the form names it', async () => {
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'confirmation')
      .where('guest_id', '=', claire.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const message = await composeAnswerMail(db, mailConfig(server.env), row);
    // The text version writes each person's name as a heading, in capitals.
    const text = message?.text.toLowerCase() ?? '';
    for (const line of ['Paul Dupont', 'Léa Dupont', 'Tom Dupont', "Kids' menu", 'No peanuts']) {
      expect(text, line).toContain(line.toLowerCase());
    }
  });

  it('lets a second member come back, see who answered for them, and change only their line', async () => {
    const { body } = await lookup({ code: paul.invitationCode });
    expect(body.previousAnswer).toMatchObject({ dietaryRestrictions: 'Meat', answeredBy: 'Claire Dupont' });
    const others = body.party as Array<{ id: string; previousAnswer?: { answeredBy?: string } }>;
    // Claire answered for herself: nobody else is named on her line.
    expect(others.find((member) => member.id === claire.id)?.previousAnswer?.answeredBy).toBeUndefined();
    // By name, a member's answer is only said to be on file (ADR 007).
    const byName = await lookup({ firstName: 'Paul', lastName: 'Dupont' });
    expect(byName.body.previousAnswer).toBeUndefined();
    expect(byName.body.answerOnFile).toMatchObject({ answeredBy: 'Claire Dupont' });
    expect((byName.body.party as Array<Record<string, unknown>>)[0]).not.toHaveProperty('previousAnswer');

    const changed = await submit({
      ...familyPayload({
        firstName: 'Paul',
        invitationCode: paul.invitationCode,
        dietaryRestrictions: 'Vegetarian',
      }),
      message: '',
      party: [],
    });
    expect(changed.status).toBe(200);
    const answers = await db
      .selectFrom('rsvps')
      .innerJoin('guests', 'guests.id', 'rsvps.guest_id')
      .select(['guests.name', 'rsvps.entree'])
      .where('guests.party_id', '=', claire.partyId)
      .orderBy('guests.name')
      .execute();
    expect(answers.map((row) => [row.name, row.entree])).toEqual([
      ['Claire Dupont', 'Fish'],
      ['Léa Dupont', 'Kids'],
      ['Paul Dupont', 'Vegetarian'],
      ['Tom Dupont', 'Vegetarian'],
    ]);
    const paulHistory = await db
      .selectFrom('rsvp_submissions')
      .select('submitted_by_name')
      .where('guest_id', '=', paul.id)
      .orderBy('submitted_at')
      .execute();
    expect(paulHistory.map((row) => row.submitted_by_name)).toEqual(['Claire Dupont', 'Paul Dupont']);
  });

  it('writes two members answering at the same moment one after the other: both kept, the later current', async () => {
    const before = await db
      .selectFrom('rsvp_submissions')
      .select('id')
      .where('guest_id', '=', tom.id)
      .execute();
    const [fromClaire, fromPaul] = await Promise.all([
      submit(familyPayload({ party: [{ id: tom.id, ...yes, dietaryRestrictions: 'Kids' }] })),
      submit(
        familyPayload({
          firstName: 'Paul',
          invitationCode: paul.invitationCode,
          party: [{ id: tom.id, ...yes, dietaryRestrictions: 'Meat' }],
        }),
      ),
    ]);
    expect([fromClaire.status, fromPaul.status]).toEqual([200, 200]);
    const history = await db
      .selectFrom('rsvp_submissions')
      .select(['id', 'payload', 'submitted_at'])
      .where('guest_id', '=', tom.id)
      .orderBy('submitted_at')
      .execute();
    expect(history).toHaveLength(before.length + 2);
    const latest = history.at(-1);
    const current = await db
      .selectFrom('rsvps')
      .select('submission_id')
      .where('guest_id', '=', tom.id)
      .executeTakeFirst();
    expect(current?.submission_id).toBe(latest?.id);
  });

  it('thanks a guest who cannot come as coming when the children they answer for do', async () => {
    const declined = {
      mailingAddress: '3 Rue de France, 06000 Nice',
      attending: false,
      events: allEvents(false),
    };
    const lead = await submit(
      familyPayload({
        ...declined,
        dietaryRestrictions: '',
        party: [{ id: lea.id, ...yes, dietaryRestrictions: 'Kids' }],
      }),
    );
    expect(lead.body).toMatchObject({ success: true, message: MESSAGES.rsvp.saved });
    const nobody = await submit(
      familyPayload({ ...declined, dietaryRestrictions: '', party: [{ id: lea.id, ...no }] }),
    );
    expect(nobody.body).toMatchObject({ success: true, message: MESSAGES.rsvp.savedDeclined });
    // The family as the tests below read it: everyone comes.
    expect((await submit(familyPayload())).status).toBe(200);
  });
});

describe('the counts', () => {
  it('count children and the kids’ menu, and list one answer per person under their party', async () => {
    const stats = await gql<{ rsvpStats: Record<string, unknown> }>(
      'query ($token: String!) { rsvpStats(token: $token) { total attending children entrees { meat fish vegetarian kids } } }',
      { token },
    );
    expect(stats.body.data?.rsvpStats).toMatchObject({ total: 4, attending: 4, children: 2 });
    const entrees = stats.body.data?.rsvpStats.entrees as {
      meat: number;
      fish: number;
      vegetarian: number;
      kids: number;
    };
    expect(entrees.kids + entrees.meat + entrees.fish + entrees.vegetarian).toBe(4);
    expect(entrees.kids).toBeGreaterThanOrEqual(1);
    const answers = await gql<{ adminRSVPs: Array<{ name: string; partyId: string; child: boolean }> }>(
      'query ($token: String!) { adminRSVPs(token: $token) { name partyId child } }',
      { token },
    );
    expect(answers.body.data?.adminRSVPs.map((row) => [row.name, row.partyId, row.child]).sort()).toEqual([
      ['Claire Dupont', claire.partyId, false],
      ['Léa Dupont', claire.partyId, true],
      ['Paul Dupont', claire.partyId, false],
      ['Tom Dupont', claire.partyId, true],
    ]);
  });
});

describe('a guest with a plus-one moved into a party', () => {
  it('keeps their plus-one’s answer when another member answers for them, and drops it when they cannot come', async () => {
    const createGuest = (name: string, email: string, plusOneName: string | null) =>
      hostMutation(
        'mutation ($token: String!, $input: GuestInput!) { createGuest(token: $token, input: $input) { guest { id partyId invitationCode } } }',
        { input: { name, email, plusOneAllowed: plusOneName !== null, plusOneName } },
        'createGuest',
      );
    const sofia = await createGuest('Sofia Marchetti', 'sofia@example.com', null);
    const luca = await createGuest('Luca Marchetti', 'luca@example.com', 'Giulia Rossi');
    // Luca answers alone first, bringing Giulia on the fish.
    const alone = await submit({
      ...familyPayload({
        firstName: 'Luca',
        lastName: 'Marchetti',
        invitationCode: luca.invitationCode,
        message: '',
        party: [],
      }),
      plusOneAttending: true,
      plusOneFirstName: 'Giulia',
      plusOneLastName: 'Rossi',
      plusOneEvents: allEvents(true),
      plusOneDietaryRestrictions: 'Fish',
    });
    expect(alone.status).toBe(200);
    await hostMutation(
      'mutation ($token: String!, $id: ID!, $partyId: ID!) { moveGuestToParty(token: $token, guestId: $id, partyId: $partyId) { guest { id partyId invitationCode } } }',
      { id: luca.id, partyId: sofia.partyId },
      'moveGuestToParty',
    );
    const sofiaAnswers = (lucaAnswer: typeof yes | typeof no) =>
      submit(
        familyPayload({
          firstName: 'Sofia',
          lastName: 'Marchetti',
          invitationCode: sofia.invitationCode,
          message: '',
          party: [{ id: luca.id, dietaryRestrictions: 'Meat', ...lucaAnswer }],
        }),
      );
    const current = () =>
      db
        .selectFrom('rsvps')
        .select(['attending', 'entree', 'plus_one_attending', 'plus_one_first_name', 'plus_one_entree'])
        .where('guest_id', '=', luca.id)
        .executeTakeFirstOrThrow();

    expect((await sofiaAnswers(yes)).status).toBe(200);
    expect(await current()).toMatchObject({
      attending: true,
      entree: 'Meat',
      plus_one_attending: true,
      plus_one_first_name: 'Giulia',
      plus_one_entree: 'Fish',
    });
    expect((await sofiaAnswers({ ...no })).status).toBe(200);
    expect(await current()).toMatchObject({ attending: false, plus_one_attending: false });
  });
});

describe('the caterer’s changes since the last export', () => {
  it('name a member whose line another member changed, and list the children apart', async () => {
    const report = (field: 'catererReport' | 'exportCatererSheets') =>
      gql<
        Record<
          string,
          {
            changes: Array<{
              event: string;
              name: string;
              kind: string;
              before: string | null;
              after: string | null;
            }>;
            sheets: Array<{
              event: string;
              lines: Array<{ name: string; child: boolean; entree: string | null }>;
            }>;
          }
        >
      >(
        `${field === 'catererReport' ? 'query' : 'mutation'} ($token: String!) { ${field}(token: $token) { changes { event name kind before after } sheets { event lines { name child entree } } } }`,
        { token },
      );
    const exported = await report('exportCatererSheets');
    const reception = exported.body.data?.exportCatererSheets?.sheets.find(
      (sheet) => sheet.event === 'cocktailAndReception',
    );
    const children = reception?.lines.filter((line) => line.child).map((line) => line.name) ?? [];
    expect(children).toContain('Léa Dupont');
    // Children come after the adults on the sheet.
    const lines = reception?.lines ?? [];
    expect(lines.findIndex((line) => line.child)).toBeGreaterThan(lines.findLastIndex((line) => !line.child));

    // Claire answers again: Tom's entrée is now the kids' menu.
    const changed = await submit(
      familyPayload({ party: [{ id: tom.id, ...yes, dietaryRestrictions: 'Kids' }] }),
    );
    expect(changed.status).toBe(200);
    const after = await report('catererReport');
    expect(after.body.data?.catererReport?.changes).toContainEqual({
      event: 'cocktailAndReception',
      name: 'Tom Dupont',
      kind: 'ENTREE',
      before: expect.any(String),
      after: 'Kids',
    });
  });
});
