import { allEvents, MESSAGES, MESSAGES_FR, type RsvpPayload } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { rsvpLookupFrom } from './test/rsvp-lookup';

/**
 * A name proves nothing (ADR 070): an answer sent with a name alone never changes what a member of
 * the party answered with an invitation code, and never erases what they gave (an allergy, the
 * household's address); the lookup by name says whose lines are not the typist's to change.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();
const lookup = rsvpLookupFrom(server.url);

let address = 0;
async function submit(body: unknown, language = 'en') {
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
  invitationCode: string;
}
async function hostMutation(query: string, variables: Record<string, unknown>, field: string) {
  const response = await gql<Record<string, { guest: Member | null }>>(query, { token, ...variables });
  const guest = response.body.data?.[field]?.guest;
  if (!guest) throw new Error(`${field} failed: ${JSON.stringify(response.body)}`);
  return guest;
}
const anne = await hostMutation(
  'mutation ($token: String!) { createGuest(token: $token, input: { name: "Anne Martin", email: "anne@example.com" }) { guest { id invitationCode } } }',
  {},
  'createGuest',
);
const addMember = (name: string, child: boolean) =>
  hostMutation(
    'mutation ($token: String!, $id: ID!, $name: String!, $child: Boolean) { addPartyMember(token: $token, guestId: $id, input: { name: $name, child: $child }) { guest { id invitationCode } } }',
    { id: anne.id, name, child },
    'addPartyMember',
  );
const marc = await addMember('Marc Martin', false);
const zoe = await addMember('Zoé Martin', true);

const ADDRESS = '12 Avenue Jean Médecin, 06000 Nice';

/** An answer of `who`'s own; `party` the lines they send for the others. */
function answer(
  who: { firstName: string; lastName: string },
  overrides: Partial<RsvpPayload> = {},
): RsvpPayload {
  return {
    ...who,
    mailingAddress: ADDRESS,
    attending: true,
    plusOneAttending: false,
    plusOneFirstName: '',
    plusOneLastName: '',
    events: allEvents(true),
    plusOneEvents: {},
    dietaryRestrictions: 'Meat',
    plusOneDietaryRestrictions: '',
    message: '',
    ...overrides,
  };
}

const current = (guestId: string) =>
  db
    .selectFrom('rsvps')
    .select(['attending', 'dietary_notes', 'mailing_address', 'entree', 'by_code'])
    .where('guest_id', '=', guestId)
    .executeTakeFirst();
const historyCount = async () =>
  Number(
    (await db.selectFrom('rsvp_submissions').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );

describe('an answer by name alone', () => {
  it('never changes what a member answered with their own code, and says so', async () => {
    // Marc answers with his own code, with a peanut allergy; Zoé's line comes from him.
    const own = await submit(
      answer(
        { firstName: 'Marc', lastName: 'Martin' },
        {
          invitationCode: marc.invitationCode,
          dietaryNotes: 'Peanut allergy: severe',
          party: [{ id: zoe.id, attending: true, events: allEvents(true), dietaryRestrictions: 'Kids' }],
        },
      ),
    );
    expect(own.status).toBe(200);
    expect(await current(marc.id)).toMatchObject({ by_code: true, dietary_notes: 'Peanut allergy: severe' });

    // By Anne's name, the lookup tells which members answered with a code.
    const found = await lookup({ firstName: 'Anne', lastName: 'Martin' });
    const party = found.body.party as Array<{ id: string; answerOnFile?: { byCode?: boolean } }>;
    expect(party.find((member) => member.id === marc.id)?.answerOnFile?.byCode).toBe(true);
    expect(party.find((member) => member.id === zoe.id)?.answerOnFile?.byCode).toBe(true);

    // Someone who knows Anne's name tries to turn Marc to not coming, with a new address.
    const before = await historyCount();
    const refused = await submit(
      answer(
        { firstName: 'Anne', lastName: 'Martin' },
        {
          mailingAddress: '1 Fake Street, Nowhere',
          party: [{ id: marc.id, attending: false, events: allEvents(false), dietaryRestrictions: '' }],
        },
      ),
    );
    expect(refused.status).toBe(400);
    const sentence = MESSAGES.rsvp.memberAnsweredWithCode.replace('{name}', 'Marc Martin');
    expect(refused.body).toMatchObject({ error: sentence, errors: [sentence] });
    expect(await historyCount()).toBe(before);
    expect(await current(marc.id)).toEqual({
      attending: true,
      dietary_notes: 'Peanut allergy: severe',
      mailing_address: ADDRESS,
      entree: 'Meat',
      by_code: true,
    });
    expect(await current(anne.id)).toBeUndefined();

    // In French, the same refusal in the guest's language.
    const french = await submit(
      answer(
        { firstName: 'Anne', lastName: 'Martin' },
        { party: [{ id: zoe.id, attending: false, events: allEvents(false), dietaryRestrictions: '' }] },
      ),
      'fr',
    );
    expect(french.body.error).toBe(MESSAGES_FR.rsvp.memberAnsweredWithCode.replace('{name}', 'Zoé Martin'));

    // Anne's own answer by name, leaving the others out, is saved and leaves theirs as they were.
    const alone = await submit(
      answer(
        { firstName: 'Anne', lastName: 'Martin' },
        { attending: false, events: allEvents(false), dietaryRestrictions: '', mailingAddress: '' },
      ),
    );
    expect(alone.status).toBe(200);
    expect(await current(anne.id)).toMatchObject({ attending: false, by_code: false });
    expect(await current(marc.id)).toMatchObject({
      attending: true,
      dietary_notes: 'Peanut allergy: severe',
    });
    expect(await current(zoe.id)).toMatchObject({ attending: true, entree: 'Kids' });
  });

  it('may still change a member answered by name, keeping the details it never saw', async () => {
    // Inès, by name, answers for her daughter with an allergy, then sends her line again without
    // one: the allergy stays, as the household's address does.
    const family = await hostMutation(
      'mutation ($token: String!) { createGuest(token: $token, input: { name: "Inès Leroy", email: "ines@example.com" }) { guest { id invitationCode } } }',
      {},
      'createGuest',
    );
    const lily = await hostMutation(
      'mutation ($token: String!, $id: ID!) { addPartyMember(token: $token, guestId: $id, input: { name: "Lily Leroy", child: true }) { guest { id invitationCode } } }',
      { id: family.id },
      'addPartyMember',
    );
    const ines = { firstName: 'Inès', lastName: 'Leroy' };
    const first = await submit(
      answer(ines, {
        party: [
          {
            id: lily.id,
            attending: true,
            events: allEvents(true),
            dietaryRestrictions: 'Kids',
            dietaryNotes: 'No nuts',
          },
        ],
      }),
    );
    expect(first.status).toBe(200);
    const again = await submit(
      answer(ines, {
        mailingAddress: '',
        party: [{ id: lily.id, attending: true, events: allEvents(true), dietaryRestrictions: 'Kids' }],
      }),
    );
    expect(again.status).toBe(200);
    expect(await current(lily.id)).toMatchObject({
      attending: true,
      dietary_notes: 'No nuts',
      mailing_address: ADDRESS,
      by_code: false,
    });
  });

  it('gives way to a code: the holder of one changes a code-given answer', async () => {
    const changed = await submit(
      answer(
        { firstName: 'Anne', lastName: 'Martin' },
        {
          invitationCode: anne.invitationCode,
          party: [{ id: marc.id, attending: false, events: allEvents(false), dietaryRestrictions: '' }],
        },
      ),
    );
    expect(changed.status).toBe(200);
    expect(await current(marc.id)).toMatchObject({ attending: false, dietary_notes: null, by_code: true });
  });
});
