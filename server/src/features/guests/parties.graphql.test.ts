import type { Api } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';

/** The hosts build a family's party (ADR 040): add, move, take out, rename, with the rules kept. */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const GUEST = 'id name email invitationCode partyId partyName child language plusOneAllowed';
/** The fields GUEST asks for, typed by the schema (api.generated.ts). */
type Guest = Pick<
  Api.Guest,
  | 'id'
  | 'name'
  | 'email'
  | 'invitationCode'
  | 'partyId'
  | 'partyName'
  | 'child'
  | 'language'
  | 'plusOneAllowed'
>;
type GuestResult = Omit<Api.GuestResult, 'guest'> & { guest: Guest | null };

async function mutate<T>(field: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await gql<Record<string, T>>(query, { token, ...variables });
  expect(response.body.errors).toBeUndefined();
  const result = response.body.data?.[field];
  if (!result) throw new Error(`no ${field} answer`);
  return result;
}

const create = (input: Record<string, unknown>) =>
  mutate<GuestResult>(
    'createGuest',
    `mutation ($token: String!, $input: GuestInput!) { createGuest(token: $token, input: $input) { success message errors guest { ${GUEST} } } }`,
    { input },
  );
const addMember = (guestId: string, input: Record<string, unknown>) =>
  mutate<GuestResult>(
    'addPartyMember',
    `mutation ($token: String!, $guestId: ID!, $input: PartyMemberInput!) { addPartyMember(token: $token, guestId: $guestId, input: $input) { success message errors guest { ${GUEST} } } }`,
    { guestId, input },
  );
const move = (guestId: string, partyId: string) =>
  mutate<GuestResult>(
    'moveGuestToParty',
    `mutation ($token: String!, $guestId: ID!, $partyId: ID!) { moveGuestToParty(token: $token, guestId: $guestId, partyId: $partyId) { success message errors guest { ${GUEST} } } }`,
    { guestId, partyId },
  );
const takeOut = (guestId: string) =>
  mutate<GuestResult>(
    'moveGuestToOwnParty',
    `mutation ($token: String!, $guestId: ID!) { moveGuestToOwnParty(token: $token, guestId: $guestId) { success message errors guest { ${GUEST} } } }`,
    { guestId },
  );
const remove = (id: string) =>
  mutate<GuestResult>(
    'deleteGuest',
    `mutation ($token: String!, $id: ID!) { deleteGuest(token: $token, id: $id) { success message errors } }`,
    { id },
  );

async function guestList(): Promise<Guest[]> {
  const response = await gql<{ guests: Guest[] }>(
    `query ($token: String!) { guests(token: $token) { ${GUEST} } }`,
    {
      token,
    },
  );
  return response.body.data?.guests ?? [];
}

const partyCount = async () => (await db.selectFrom('parties').select('id').execute()).length;

describe('the hosts build a party', () => {
  it('adds adults and children to a guest’s party, each with a code, email optional, in the party’s language', async () => {
    const claire = await create({ name: 'Claire Dupont', email: 'claire@example.com', language: 'fr' });
    const partyId = claire.guest?.partyId ?? '';
    expect(claire.guest).toMatchObject({ partyName: 'Claire Dupont', child: false });
    const paul = await addMember(claire.guest?.id ?? '', { name: ' Paul Dupont ' });
    expect(paul).toMatchObject({
      success: true,
      message: 'Paul Dupont was added to Claire Dupont.',
      guest: {
        name: 'Paul Dupont',
        email: null,
        partyId,
        partyName: 'Claire Dupont',
        child: false,
        language: 'fr',
      },
    });
    const lea = await addMember(claire.guest?.id ?? '', { name: 'Léa Dupont', child: true, language: 'en' });
    expect(lea.guest).toMatchObject({
      child: true,
      email: null,
      partyId,
      language: 'en',
      plusOneAllowed: false,
    });
    expect(new Set([claire, paul, lea].map((result) => result.guest?.invitationCode)).size).toBe(3);

    const stats = await gql<{ guestStats: { totalGuests: number; parties: number; children: number } }>(
      'query ($token: String!) { guestStats(token: $token) { totalGuests parties children } }',
      { token },
    );
    expect(stats.body.data?.guestStats).toEqual({ totalGuests: 3, parties: 1, children: 1 });
  });

  it('refuses a bad member with the form’s sentences and adds nobody', async () => {
    const [claire] = (await guestList()).filter((guest) => guest.name === 'Claire Dupont');
    const before = (await guestList()).length;
    expect(await addMember(claire?.id ?? '', { name: 'Tom', email: 'not-an-address' })).toMatchObject({
      success: false,
      errors: ['Please enter a valid email address'],
      guest: null,
    });
    expect(await addMember(claire?.id ?? '', { name: '   ' })).toMatchObject({
      success: false,
      errors: ['Name is required'],
    });
    expect(await addMember('00000000-0000-4000-8000-000000000000', { name: 'Tom' })).toMatchObject({
      success: false,
      message: 'That guest is no longer on the list. Reload the page to see the current list.',
    });
    expect((await guestList()).length).toBe(before);
  });

  it('takes an adult out into a party of their own and moves them back; a party keeps an adult', async () => {
    const list = await guestList();
    const byName = (name: string) => list.find((guest) => guest.name === name);
    const claire = byName('Claire Dupont');
    const paul = byName('Paul Dupont');
    const lea = byName('Léa Dupont');
    if (!claire || !paul || !lea) throw new Error('the party of the first test is missing');

    expect(await takeOut(lea.id)).toMatchObject({
      success: false,
      message:
        'Léa Dupont is a child and cannot have an invitation of their own. Move them to another party instead.',
    });
    const out = await takeOut(paul.id);
    expect(out).toMatchObject({
      success: true,
      message: 'Paul Dupont now has an invitation of their own.',
      guest: { partyName: 'Paul Dupont' },
    });
    expect(out.guest?.partyId).not.toBe(claire.partyId);
    expect(await partyCount()).toBe(2);
    // Claire is now the only adult beside Léa: she can neither leave nor be removed.
    expect(await takeOut(claire.id)).toMatchObject({
      success: false,
      message:
        'Claire Dupont is the last adult of Claire Dupont. Move or remove its children first, or add another adult.',
    });
    expect(await remove(claire.id)).toMatchObject({ success: false });
    expect(await move(claire.id, out.guest?.partyId ?? '')).toMatchObject({ success: false });

    const back = await move(paul.id, claire.partyId);
    expect(back).toMatchObject({ success: true, message: 'Paul Dupont was moved to Claire Dupont.' });
    expect(back.guest?.partyId).toBe(claire.partyId);
    // Paul's own party went with him: nobody was left in it.
    expect(await partyCount()).toBe(1);
    expect(await move(paul.id, claire.partyId)).toMatchObject({
      success: false,
      message: 'Paul Dupont is already in Claire Dupont.',
    });
    expect(await move(paul.id, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      success: false,
      message: 'That party is no longer on the list. Reload the page to see the current list.',
    });
  });

  it('renames a party, and the guest list addresses its members by that name', async () => {
    const [claire] = (await guestList()).filter((guest) => guest.name === 'Claire Dupont');
    const rename = (name: string) =>
      mutate<{
        success: boolean;
        message: string;
        errors: string[];
        party: { id: string; name: string } | null;
      }>(
        'renameParty',
        'mutation ($token: String!, $partyId: ID!, $name: String!) { renameParty(token: $token, partyId: $partyId, name: $name) { success message errors party { id name } } }',
        { partyId: claire?.partyId, name },
      );
    expect(await rename('  ')).toMatchObject({
      success: false,
      errors: ['Party name is required'],
      party: null,
    });
    expect(await rename(' The Dupont family ')).toEqual({
      success: true,
      message: 'The party is now called The Dupont family.',
      errors: [],
      party: { id: claire?.partyId, name: 'The Dupont family' },
    });
    const members = (await guestList()).filter((guest) => guest.partyId === claire?.partyId);
    expect(members.map((guest) => [guest.name, guest.partyName]).sort()).toEqual([
      ['Claire Dupont', 'The Dupont family'],
      ['Léa Dupont', 'The Dupont family'],
      ['Paul Dupont', 'The Dupont family'],
    ]);
  });

  it('sends a save-the-date to the party’s adults with an email, never one per child', async () => {
    const members = (await guestList()).filter((guest) => guest.partyName === 'The Dupont family');
    const response = await gql<{ sendGuestMail: { success: boolean; queued: number; skipped: string[] } }>(
      'mutation ($token: String!, $ids: [ID!]!) { sendGuestMail(token: $token, kind: SAVE_THE_DATE, guestIds: $ids) { success queued skipped } }',
      { token, ids: members.map((guest) => guest.id) },
    );
    expect(response.body.data?.sendGuestMail).toEqual({
      success: true,
      queued: 1,
      skipped: [
        "Léa Dupont is a child: their party's adults get the message for them.",
        'Paul Dupont has no email address: add one to their guest record.',
      ],
    });
  });

  it('makes a member a child or an adult again, a party keeping an adult and a child bringing nobody', async () => {
    const update = (id: string, input: Record<string, unknown>) =>
      mutate<GuestResult>(
        'updateGuest',
        `mutation ($token: String!, $id: ID!, $input: GuestUpdateInput!) { updateGuest(token: $token, id: $id, input: $input) { success message errors guest { ${GUEST} } } }`,
        { id, input },
      );
    const members = (await guestList()).filter((guest) => guest.partyName === 'The Dupont family');
    const byName = (name: string) => members.find((guest) => guest.name === name);
    const [claire, paul, lea] = ['Claire Dupont', 'Paul Dupont', 'Léa Dupont'].map(byName);
    if (!claire || !paul || !lea) throw new Error('the family of the earlier tests is missing');

    // Léa turns out to be an adult, and back.
    expect(await update(lea.id, { child: false })).toMatchObject({ success: true, guest: { child: false } });
    expect(await update(lea.id, { child: true })).toMatchObject({ success: true, guest: { child: true } });
    // Paul with a plus-one cannot become a child.
    await update(paul.id, { plusOneAllowed: true, plusOneName: 'Ana Lima' });
    expect(await update(paul.id, { child: true })).toMatchObject({
      success: false,
      errors: [
        'Paul Dupont cannot be a child with a plus-one. Untick Plus-one allowed first, or keep them an adult.',
      ],
      guest: null,
    });
    expect(await update(paul.id, { child: true, plusOneAllowed: false })).toMatchObject({
      success: true,
      guest: { child: true, plusOneAllowed: false },
    });
    // Claire is now the last adult: she stays one.
    expect(await update(claire.id, { child: true, notes: 'changed' })).toMatchObject({
      success: false,
      errors: [
        "Claire Dupont cannot be a child without an adult on their invitation. Move them to an adult's party first.",
      ],
    });
    const rows = await db
      .selectFrom('guests')
      .select(['name', 'child', 'notes'])
      .where('party_id', '=', claire.partyId)
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'Claire Dupont', child: false, notes: null },
      { name: 'Léa Dupont', child: true, notes: null },
      { name: 'Paul Dupont', child: true, notes: null },
    ]);
    // A guest alone cannot be a child either; and Paul is an adult again.
    const alone = await create({ name: 'Rémi Solo', email: 'remi@example.com', plusOneAllowed: false });
    expect(await update(alone.guest?.id ?? '', { child: true })).toMatchObject({ success: false });
    expect(await update(paul.id, { child: false })).toMatchObject({ success: true, guest: { child: false } });
  });

  it('keeps every operation for the hosts only', async () => {
    const response = await gql(
      'mutation { addPartyMember(token: "", guestId: "00000000-0000-4000-8000-000000000000", input: { name: "X Y" }) { success } }',
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
