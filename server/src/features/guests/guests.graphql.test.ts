import { INVITATION_CODE_PATTERN, type Api } from '@riviera/contract';
import { storedNameKeys } from './name-keys';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { attendingPayload } from '../rsvp/test/rsvp-test-app';

const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const GUEST_FIELDS = `id name email invitationCode plusOneAllowed plusOneName saveTheDateSent saveTheDateSentAt
  formalInviteSent formalInviteSentAt addressCollected address { street city state zip country } notes createdAt updatedAt`;
const CREATE = `mutation CreateGuest($token: String!, $input: GuestInput!) {
  createGuest(token: $token, input: $input) { success message errors guest { ${GUEST_FIELDS} } } }`;

/** The fields GUEST_FIELDS asks for, typed by the schema (api.generated.ts). */
type Guest = Pick<
  Api.Guest,
  | 'id'
  | 'name'
  | 'email'
  | 'invitationCode'
  | 'plusOneAllowed'
  | 'plusOneName'
  | 'saveTheDateSent'
  | 'saveTheDateSentAt'
  | 'formalInviteSent'
  | 'formalInviteSentAt'
  | 'addressCollected'
  | 'address'
  | 'notes'
  | 'createdAt'
  | 'updatedAt'
>;
type GuestResult = Omit<Api.GuestResult, 'guest'> & { guest: Guest | null };

async function create(input: Record<string, unknown>): Promise<GuestResult> {
  const response = await gql<{ createGuest: GuestResult }>(CREATE, { token, input });
  expect(response.body.errors).toBeUndefined();
  const result = response.body.data?.createGuest;
  if (!result) throw new Error('no createGuest answer');
  return result;
}

async function stats() {
  const response = await gql<{ guestStats: Record<string, number> }>(
    'query GetGuestStats($token: String!) { guestStats(token: $token) { totalGuests plusOnesAllowed saveTheDatesSent formalInvitesSent addressesCollected } }',
    { token },
  );
  return response.body.data?.guestStats;
}

describe('createGuest', () => {
  it('adds a guest with a unique, unambiguous invitation code and findable lookup keys', async () => {
    const result = await create({
      name: '  Amélie Poulain ',
      email: 'amelie@example.com',
      plusOneAllowed: true,
      plusOneName: 'Nino Quincampoix',
      notes: 'Met at the café',
    });
    expect(result).toMatchObject({
      success: true,
      message: 'Amélie Poulain was added to the guest list.',
      errors: [],
    });
    expect(result.guest).toMatchObject({
      name: 'Amélie Poulain',
      plusOneName: 'Nino Quincampoix',
      saveTheDateSent: false,
      formalInviteSent: false,
      addressCollected: false,
      notes: 'Met at the café',
    });
    expect(result.guest?.invitationCode).toMatch(INVITATION_CODE_PATTERN);
    const row = await db
      .selectFrom('guests')
      .selectAll()
      .where('email', '=', 'amelie@example.com')
      .executeTakeFirstOrThrow();
    expect(row.lookup_keys).toEqual(storedNameKeys('Amélie Poulain'));
  });

  it('gives fifty guests fifty different codes', async () => {
    for (let i = 0; i < 50; i += 1) await create({ name: `Guest Number${i}`, email: `g${i}@example.com` });
    const codes = await db.selectFrom('guests').select('invitation_code').execute();
    expect(new Set(codes.map((row) => row.invitation_code)).size).toBe(codes.length);
  });

  it.each([
    [{ name: '', email: 'x@example.com' }, ['Name is required']],
    [{ name: 'X Y', email: '' }, ['Email is required']],
    [{ name: 'X Y', email: 'not-an-address' }, ['Please enter a valid email address']],
    [
      { name: 'X Y', email: 'x@example.com', plusOneAllowed: true, plusOneName: '  ' },
      ['Plus one name is required when plus one is allowed'],
    ],
    [
      { name: ' ', email: ' ', plusOneAllowed: true },
      ['Name is required', 'Email is required', 'Plus one name is required when plus one is allowed'],
    ],
  ])('refuses %j with the form’s messages and stores nothing', async (input, errors) => {
    const before = (await stats())?.totalGuests;
    const result = await create(input);
    expect(result).toEqual({ success: false, message: errors.join('. '), errors, guest: null });
    expect((await stats())?.totalGuests).toBe(before);
  });

  it('drops a plus-one name when no plus-one is allowed', async () => {
    const result = await create({
      name: 'Solo Guest',
      email: 'solo@example.com',
      plusOneAllowed: false,
      plusOneName: 'Ghost',
    });
    expect(result.guest?.plusOneName).toBeNull();
  });
});

const UPDATE = `mutation UpdateGuest($token: String!, $id: ID!, $input: GuestUpdateInput!) {
  updateGuest(token: $token, id: $id, input: $input) { success message errors guest { ${GUEST_FIELDS} } } }`;

describe('createGuest, twice the same guest', () => {
  it('refuses the same name and email again (whatever their case and accents), which would stop them answering by name', async () => {
    const first = await create({ name: 'Éponine Thénardier', email: 'eponine@example.com' });
    expect(first.success).toBe(true);
    const before = await db.selectFrom('guests').select('id').execute();
    for (const input of [
      { name: 'Éponine Thénardier', email: 'eponine@example.com' },
      { name: '  eponine  THENARDIER ', email: 'Eponine@Example.com' },
    ]) {
      expect(await create(input), input.name).toMatchObject({
        success: false,
        errors: ['Éponine Thénardier is already on the list with this email.'],
        guest: null,
      });
    }
    expect(await db.selectFrom('guests').select('id').execute()).toHaveLength(before.length);
    // Someone else at the same address, or the same name at another one, is another guest.
    expect((await create({ name: 'Azelma Thénardier', email: 'eponine@example.com' })).success).toBe(true);
    expect((await create({ name: 'Éponine Thénardier', email: 'e.t@example.com' })).success).toBe(true);
  });
});

describe('updateGuest', () => {
  it('changes what is given, keeps the rest, and follows the name with its lookup keys', async () => {
    const created = await create({ name: 'Jean Valjean', email: 'jean@example.com', notes: 'Keep me' });
    const id = created.guest?.id ?? '';
    const response = await gql<{ updateGuest: GuestResult }>(UPDATE, {
      token,
      id,
      input: {
        name: 'Jean Madeleine',
        plusOneAllowed: true,
        plusOneName: 'Cosette',
        address: { street: '1 rue Plumet', city: 'Paris', zip: '75007', country: 'France' },
      },
    });
    const result = response.body.data?.updateGuest;
    expect(result).toMatchObject({ success: true, message: "Jean Madeleine's details were saved." });
    expect(result?.guest).toMatchObject({
      name: 'Jean Madeleine',
      email: 'jean@example.com',
      notes: 'Keep me',
      plusOneName: 'Cosette',
      addressCollected: true,
      address: { street: '1 rue Plumet', city: 'Paris', state: null, zip: '75007', country: 'France' },
    });
    const row = await db
      .selectFrom('guests')
      .select('lookup_keys')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.lookup_keys).toEqual(storedNameKeys('Jean Madeleine'));
  });

  it('keeps the address a guest gave with their answer when the hosts change something else', async () => {
    const created = await create({ name: 'Cosette Fauchelevent', email: 'cosette@example.com' });
    const answered = await fetch(`${server.url}/rsvp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        attendingPayload({ invitationCode: created.guest?.invitationCode, mailingAddress: '2 Rue B, Lyon' }),
      ),
    });
    expect(answered.status).toBe(200);
    // The edit form sends the postal address as it shows it: empty, as the answer gave none of it.
    const emptyAddress = { street: '', city: '', state: '', zip: '', country: '' };
    for (const input of [
      { notes: 'Vegetarian table', address: emptyAddress },
      { language: 'fr', address: emptyAddress },
    ]) {
      const response = await gql<{ updateGuest: GuestResult }>(UPDATE, {
        token,
        id: created.guest?.id,
        input,
      });
      expect(response.body.data?.updateGuest.success).toBe(true);
      expect(response.body.data?.updateGuest.guest?.addressCollected, JSON.stringify(input)).toBe(true);
    }
    // A postal address the hosts write in is theirs to change, and to take away.
    const written = await gql<{ updateGuest: GuestResult }>(UPDATE, {
      token,
      id: created.guest?.id,
      input: { address: { ...emptyAddress, street: '3 Rue C', city: 'Lyon' } },
    });
    expect(written.body.data?.updateGuest.guest?.address).toMatchObject({ street: '3 Rue C', city: 'Lyon' });
    const cleared = await gql<{ updateGuest: GuestResult }>(UPDATE, {
      token,
      id: created.guest?.id,
      input: { address: emptyAddress },
    });
    expect(cleared.body.data?.updateGuest.guest).toMatchObject({
      addressCollected: false,
      address: { street: null, city: null },
    });
  });

  it('clears the plus-one name when the plus-one is taken away, and validates like creation', async () => {
    const created = await create({
      name: 'Marius Pontmercy',
      email: 'marius@example.com',
      plusOneAllowed: true,
      plusOneName: 'Cosette',
    });
    const id = created.guest?.id ?? '';
    const off = await gql<{ updateGuest: GuestResult }>(UPDATE, {
      token,
      id,
      input: { plusOneAllowed: false },
    });
    expect(off.body.data?.updateGuest.guest?.plusOneName).toBeNull();
    const bad = await gql<{ updateGuest: GuestResult }>(UPDATE, { token, id, input: { email: 'nope' } });
    expect(bad.body.data?.updateGuest).toMatchObject({
      success: false,
      errors: ['Please enter a valid email address'],
    });
    const stored = await db
      .selectFrom('guests')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('marius@example.com');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
    'answers an unknown id (%s) with a sentence',
    async (id) => {
      const response = await gql<{ updateGuest: GuestResult }>(UPDATE, { token, id, input: { notes: 'x' } });
      expect(response.body.data?.updateGuest).toMatchObject({
        success: false,
        message: 'That guest is no longer on the list. Reload the page to see the current list.',
      });
    },
  );
});

describe('a guest’s language', () => {
  const LANGUAGE_OF = `mutation Update($token: String!, $id: ID!, $input: GuestUpdateInput!) {
    updateGuest(token: $token, id: $id, input: $input) { success guest { id language } } }`;
  const languageOf = async (id: string) =>
    (await db.selectFrom('guests').select('language').where('id', '=', id).executeTakeFirstOrThrow())
      .language;

  it('is English unless the hosts choose French, and follows a change', async () => {
    const english = await create({ name: 'Oliver Twist', email: 'oliver@example.com' });
    const french = await create({ name: 'Amandine Roux', email: 'amandine@example.com', language: 'fr' });
    expect(await languageOf(english.guest?.id ?? '')).toBe('en');
    expect(await languageOf(french.guest?.id ?? '')).toBe('fr');
    const changed = await gql<{ updateGuest: { success: boolean; guest: { language: string } } }>(
      LANGUAGE_OF,
      {
        token,
        id: english.guest?.id,
        input: { language: 'fr' },
      },
    );
    expect(changed.body.data?.updateGuest).toEqual({
      success: true,
      guest: { id: english.guest?.id, language: 'fr' },
    });
    // A change that does not name the language keeps it.
    await gql(LANGUAGE_OF, { token, id: english.guest?.id, input: { notes: 'Dickens' } });
    expect(await languageOf(english.guest?.id ?? '')).toBe('fr');
  });

  it('refuses a language the site does not have, and changes nothing', async () => {
    const guest = await create({ name: 'Heidi Klum', email: 'heidi@example.com' });
    const refused = await gql(LANGUAGE_OF, { token, id: guest.guest?.id, input: { language: 'de' } });
    expect(refused.body.errors?.[0]?.message).toMatch(/Language/);
    expect(await languageOf(guest.guest?.id ?? '')).toBe('en');
  });
});

describe('deleteGuest', () => {
  it('removes the guest and says so; a second delete finds nothing', async () => {
    const created = await create({ name: 'Javert Inspecteur', email: 'javert@example.com' });
    const id = created.guest?.id ?? '';
    const DELETE =
      'mutation DeleteGuest($token: String!, $id: ID!) { deleteGuest(token: $token, id: $id) { success message } }';
    const first = await gql<{ deleteGuest: GuestResult }>(DELETE, { token, id });
    expect(first.body.data?.deleteGuest).toEqual({
      success: true,
      message: 'Javert Inspecteur was removed from the guest list.',
    });
    expect(await db.selectFrom('guests').where('id', '=', id).selectAll().executeTakeFirst()).toBeUndefined();
    const again = await gql<{ deleteGuest: GuestResult }>(DELETE, { token, id });
    expect(again.body.data?.deleteGuest.success).toBe(false);
  });
});

describe('marking save-the-dates and invitations sent', () => {
  it('marks one guest, keeps the first date on a second mark, and can undo', async () => {
    const created = await create({ name: 'Fantine Thenard', email: 'fantine@example.com' });
    const id = created.guest?.id ?? '';
    const MARK = `mutation M($token: String!, $id: ID!, $sent: Boolean) {
      markSaveTheDateSent(token: $token, id: $id, sent: $sent) { success message guest { saveTheDateSent saveTheDateSentAt } } }`;
    const first = await gql<{ markSaveTheDateSent: GuestResult }>(MARK, { token, id });
    expect(first.body.data?.markSaveTheDateSent).toMatchObject({
      success: true,
      message: 'Save the date marked sent for Fantine Thenard.',
      guest: { saveTheDateSent: true },
    });
    const sentAt = first.body.data?.markSaveTheDateSent.guest?.saveTheDateSentAt;
    const second = await gql<{ markSaveTheDateSent: GuestResult }>(MARK, { token, id, sent: true });
    expect(second.body.data?.markSaveTheDateSent.guest?.saveTheDateSentAt).toBe(sentAt);
    const undo = await gql<{ markSaveTheDateSent: GuestResult }>(MARK, { token, id, sent: false });
    expect(undo.body.data?.markSaveTheDateSent.guest).toEqual({
      saveTheDateSent: false,
      saveTheDateSentAt: null,
    });
  });

  it('marks formal invites for a selection at once, or for none when one id is unknown', async () => {
    const ids = [];
    for (const name of ['Eponine A', 'Gavroche B'])
      ids.push((await create({ name, email: `${name[0]}@example.com` })).guest?.id);
    const BULK = `mutation B($token: String!, $ids: [ID!]!) {
      markGuestsSent(token: $token, ids: $ids, kind: FORMAL_INVITE) { success message guests { formalInviteSent } } }`;
    const unknown = await gql<{ markGuestsSent: { success: boolean; message: string } }>(BULK, {
      token,
      ids: [...ids, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.body.data?.markGuestsSent.success).toBe(false);
    const untouched = await db
      .selectFrom('guests')
      .select('formal_invite_sent_at')
      .where('id', 'in', ids as string[])
      .execute();
    expect(untouched.every((row) => row.formal_invite_sent_at === null)).toBe(true);

    const response = await gql<{ markGuestsSent: { success: boolean; message: string; guests: unknown[] } }>(
      BULK,
      { token, ids },
    );
    expect(response.body.data?.markGuestsSent).toEqual({
      success: true,
      message: 'Formal invite marked sent for 2 guests.',
      guests: [{ formalInviteSent: true }, { formalInviteSent: true }],
    });
  });
});

describe('guestStats', () => {
  it('counts the list as stored', async () => {
    const rows = await db.selectFrom('guests').selectAll().execute();
    expect(await stats()).toEqual({
      totalGuests: rows.length,
      plusOnesAllowed: rows.filter((row) => row.plus_one_allowed).length,
      saveTheDatesSent: rows.filter((row) => row.save_the_date_sent_at).length,
      formalInvitesSent: rows.filter((row) => row.formal_invite_sent_at).length,
      addressesCollected: rows.filter((row) => row.address_collected).length,
    });
    expect((await stats())?.formalInvitesSent).toBe(2);
  });
});

describe('importGuests', () => {
  const IMPORT = `mutation I($token: String!, $guests: [GuestInput!]!, $dryRun: Boolean) {
    importGuests(token: $token, guests: $guests, dryRun: $dryRun) { success message imported problems { row errors } } }`;
  type Import = {
    importGuests: { success: boolean; message: string; imported: number; problems: unknown[] };
  };
  const good = [
    { name: 'Victor Hugo', email: 'victor@example.com', plusOneAllowed: true, plusOneName: 'Adèle Foucher' },
    { name: 'George Sand', email: 'george@example.com', notes: 'Brings a piano' },
  ];

  it('previews a good file without storing it, then imports every row', async () => {
    const count = async () => (await db.selectFrom('guests').selectAll().execute()).length;
    const before = await count();
    const preview = await gql<Import>(IMPORT, { token, guests: good, dryRun: true });
    expect(preview.body.data?.importGuests).toEqual({
      success: true,
      message: '2 guests are ready to import.',
      imported: 0,
      problems: [],
    });
    expect(await count()).toBe(before);
    const done = await gql<Import>(IMPORT, { token, guests: good });
    expect(done.body.data?.importGuests).toMatchObject({
      success: true,
      message: 'Imported 2 guests.',
      imported: 2,
    });
    expect(await count()).toBe(before + 2);
  });

  it('imports nothing when one row is wrong, and says which rows and why', async () => {
    const before = (await db.selectFrom('guests').selectAll().execute()).length;
    const rows = [
      { name: 'Alexandre Dumas', email: 'alexandre@example.com' },
      { name: 'Emile Zola', email: 'zola-at-example.com' },
      { name: 'Victor Hugo', email: 'VICTOR@example.com' },
      { name: 'Honore Balzac', email: 'balzac@example.com' },
      { name: 'Honoré Balzac', email: 'balzac@example.com' },
    ];
    const response = await gql<Import>(IMPORT, { token, guests: rows });
    expect(response.body.data?.importGuests).toEqual({
      success: false,
      message: 'Nothing was imported: 3 rows have errors. Fix them and import the file again.',
      imported: 0,
      problems: [
        { row: 2, errors: ['Please enter a valid email address'] },
        { row: 3, errors: ['This guest is already on the list (same name and email)'] },
        { row: 5, errors: ['This guest appears twice in the file (see row 4)'] },
      ],
    });
    expect((await db.selectFrom('guests').selectAll().execute()).length).toBe(before);
  });

  it('refuses an empty file with a sentence', async () => {
    const response = await gql<Import>(IMPORT, { token, guests: [] });
    expect(response.body.data?.importGuests.message).toBe(
      'The file has no guests in it. Add one guest per row below the header and try again.',
    );
  });
});

describe('registerGuest', () => {
  const REGISTER = `mutation R($input: RegisterGuestInput!) { registerGuest(input: $input) { success message guest { id } errors } }`;

  it('lets a guest holding their code give an email and address, without returning their record', async () => {
    const created = await create({ name: 'Colette Willy', email: 'old@example.com' });
    const code = created.guest?.invitationCode ?? '';
    const response = await gql(
      REGISTER,
      {
        input: {
          code: code.toLowerCase(),
          email: 'colette@example.com',
          address: { street: '9 rue de Beaujolais', city: 'Paris', country: 'France' },
        },
      },
      { from: '198.51.100.20' },
    );
    expect(response.body.data).toEqual({
      registerGuest: {
        success: true,
        message: 'Thank you! Your details were saved.',
        guest: null,
        errors: [],
      },
    });
    const row = await db
      .selectFrom('guests')
      .selectAll()
      .where('invitation_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'colette@example.com',
      address_city: 'Paris',
      address_collected: true,
    });
  });

  it('answers an unknown or malformed code and a bad email with sentences', async () => {
    const answer = async (input: Record<string, unknown>) =>
      (await gql<{ registerGuest: GuestResult }>(REGISTER, { input }, { from: '198.51.100.21' })).body.data
        ?.registerGuest.message;
    expect(await answer({ code: 'ZZZZZZ', email: 'a@example.com' })).toBe(
      'We could not find that invitation code. Please check it against your invitation card, or contact the couple.',
    );
    expect(await answer({ code: '0O1', email: 'a@example.com' })).toBe(
      'Please enter the code printed on your invitation card: 8 letters and numbers, or 6 on some.',
    );
    expect(await answer({ code: 'ZZZZZZ', email: 'nope' })).toBe('Please enter a valid email address');
  });
});
