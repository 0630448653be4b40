import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { attendingPayload } from '../rsvp/test/rsvp-test-app';
import { rsvpLookupFrom } from '../rsvp/test/rsvp-lookup';

/**
 * A wedding of two families from several countries: every name a person can have is accepted,
 * stored exactly as typed, and found (by code always; by name when it has a given and a family part).
 */
const server = await startGraphqlServer();
const token = await server.login();

const CREATE = `mutation CreateGuest($token: String!, $input: GuestInput!) {
  createGuest(token: $token, input: $input) { success message errors guest { id name invitationCode } } }`;
const IMPORT = `mutation ImportGuests($token: String!, $guests: [GuestInput!]!) {
  importGuests(token: $token, guests: $guests) { success message imported problems { row errors } } }`;

type Created = {
  createGuest: { success: boolean; message: string; guest: { name: string; invitationCode: string } | null };
};

const lookup = rsvpLookupFrom(server.url);

const NAMES = [
  'Madonna',
  'Елена Петрова',
  '李 小龙',
  'Ελένη Παπαδοπούλου',
  'Nguyễn Văn An',
  'Siobhán Ní Bhriain',
  '王小明',
  '山田太郎',
  'Zoë Müller',
  'Tomás Ó Briain',
];
const codes = new Map<string, string>();

describe('adding guests with every kind of name', () => {
  it.each(NAMES)('adds %s and stores the name exactly as typed', async (name) => {
    const response = await server.gql<Created>(CREATE, {
      token,
      input: { name, email: `guest${codes.size}@example.com` },
    });
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data?.createGuest;
    expect(result).toMatchObject({ success: true, message: `${name} was added to the guest list.` });
    expect(result?.guest?.name).toBe(name);
    codes.set(name, result?.guest?.invitationCode ?? '');
    const row = await server.db
      .selectFrom('guests')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst();
    expect(row?.name).toBe(name);
  });

  it('imports a file of such names, all of them', async () => {
    const guests = ['Björk', 'Анна Смирнова', '김 민준', 'محمد علي'].map((name, i) => ({
      name,
      email: `import${i}@example.com`,
    }));
    const response = await server.gql<{ importGuests: Record<string, unknown> }>(IMPORT, { token, guests });
    expect(response.body.data?.importGuests).toEqual({
      success: true,
      message: 'Imported 4 guests.',
      imported: 4,
      problems: [],
    });
  });
});

describe('finding them', () => {
  it.each(NAMES)('finds %s by invitation code', async (name) => {
    const { body } = await lookup({ code: codes.get(name) ?? '' });
    expect(body).toMatchObject({ found: true });
    expect(`${String(body.firstName)} ${String(body.lastName)}`.trim()).toBe(name);
  });

  it.each([
    ['Елена', 'Петрова', 'Елена Петрова'],
    ['елена', 'ПЕТРОВА', 'Елена Петрова'],
    ['Elena', 'Petrova', 'Елена Петрова'],
    ['Ελένη', 'Παπαδοπούλου', 'Ελένη Παπαδοπούλου'],
    ['Eleni', 'Papadopoyloy', 'Ελένη Παπαδοπούλου'],
    ['李', '小龙', '李 小龙'],
    ['小龙', '李', '李 小龙'],
    ['Xiaolong', 'Li', '李 小龙'],
    ['Nguyen', 'Van An', 'Nguyễn Văn An'],
    ['Анна', 'Смирнова', 'Анна Смирнова'],
    ['小明', '王', '王小明'],
    ['王', '小明', '王小明'],
    ['Xiaoming', 'Wang', '王小明'],
    ['太郎', '山田', '山田太郎'],
    ['Zoe', 'Mueller', 'Zoë Müller'],
    ['zoë', 'MÜLLER', 'Zoë Müller'],
    ['Zoe', 'Muller', 'Zoë Müller'],
    ['Tomas', 'O Briain', 'Tomás Ó Briain'],
  ])('finds "%s %s" as %s', async (firstName, lastName, name) => {
    const { status, body } = await lookup({ firstName, lastName });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(`${String(body.firstName)} ${String(body.lastName)}`.trim()).toBe(name);
  });

  it('greets Tomás Ó Briain as Tomás: his surname keeps its Ó', async () => {
    const { body } = await lookup({ firstName: 'Tomás', lastName: 'Ó Briain' });
    expect(body).toMatchObject({ found: true, firstName: 'Tomás', lastName: 'Ó Briain' });
  });

  it('finds nobody under a one-word name typed as two', async () => {
    expect((await lookup({ firstName: 'Madonna', lastName: 'Madonna' })).body).toEqual({ found: false });
  });

  it('lets a guest with a one-word name answer with their invitation code', async () => {
    const code = codes.get('Madonna') ?? '';
    const found = await lookup({ code });
    const response = await fetch(`${server.url}/rsvp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.250' },
      body: JSON.stringify(
        attendingPayload({
          firstName: String(found.body.firstName),
          lastName: String(found.body.lastName),
          invitationCode: code,
        }),
      ),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
  });
});
