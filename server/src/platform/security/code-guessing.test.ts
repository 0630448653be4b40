import { INVITATION_CODE_ALPHABET, MESSAGES, MESSAGES_FR } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer, type TestServer } from '../graphql/test/graphql-test-app';
import { CODE_COOKIE } from './code-proof';
import { CODE_LIMITS } from './guest-throttles';

/**
 * Sweeping the invitation codes (ADR 069): wrong codes are counted per address and per network,
 * each alias of a request apart, and past a limit that address or network has its codes refused
 * with a sentence while a lookup by name still works. Across the site the count only tells: past
 * its ceiling each address and network gets fewer wrong codes and the hosts are mailed, but a right
 * code is answered whatever strangers do, and a caller who opened a code before is never refused it.
 */
const tooMany =
  /^Too many wrong invitation codes have been tried\. Please wait \d+ minutes? and try again, or look yourself up by your name\.$/;

const HOSTS = 'hosts@example.com';

/** A guest with a code of the first cards, and one with a code given now. */
async function startWithGuests(): Promise<TestServer> {
  const server = await startGraphqlServer({ HOSTS_EMAIL: HOSTS });
  await server.db
    .insertInto('guests')
    .values([
      {
        name: 'Claire Fontaine',
        email: 'claire@example.com',
        invitation_code: 'CRFNTQ',
        lookup_keys: ['claire|fontaine'],
      },
      {
        name: 'Paul Girard',
        email: 'paul@example.com',
        invitation_code: 'PGRD7K2M',
        lookup_keys: ['paul|girard'],
      },
    ])
    .execute();
  return server;
}

/** The n-th of a run of well-formed 8-character codes no guest has (theirs do not start with W). */
function wrongCode(n: number): string {
  let code = '';
  for (let rest = n; code.length < 7; rest = Math.floor(rest / 31))
    code += INVITATION_CODE_ALPHABET[rest % 31];
  return `W${code}`;
}

/** One request of `count` aliased validateRSVPCode with wrong codes from `first` on; each alias's message. */
async function wrongCodes(server: TestServer, from: string, count: number, first: number): Promise<string[]> {
  const aliases = Array.from(
    { length: count },
    (_, i) => `c${i}: validateRSVPCode(code: "${wrongCode(first + i)}") { found message }`,
  );
  const response = await server.gql<Record<string, { found: boolean; message: string | null }>>(
    `{ ${aliases.join('\n')} }`,
    {},
    { from },
  );
  return Object.values(response.body.data ?? {}).map((answer) => answer.message ?? '');
}

const lookup = (
  server: TestServer,
  query: string,
  from: string,
  { language = 'en', cookie }: { language?: string; cookie?: string } = {},
) =>
  fetch(`${server.url}/rsvp?${query}`, {
    headers: {
      accept: 'application/json',
      'x-forwarded-for': from,
      'accept-language': language,
      ...(cookie ? { cookie } : {}),
    },
  });

const feed = (server: TestServer, code: string, from: string) =>
  fetch(`${server.url}/calendar/${code}.ics`, { headers: { 'x-forwarded-for': from } });

/** The RSVP by code, as the form sends it: Claire cannot come. */
const answerByCode = (server: TestServer, code: string, from: string) =>
  fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({
      firstName: 'Claire',
      lastName: 'Fontaine',
      invitationCode: code,
      mailingAddress: '',
      attending: false,
      plusOneAttending: false,
      plusOneFirstName: '',
      plusOneLastName: '',
      events: {
        welcomeDinner: false,
        ceremonyAndLunch: false,
        cocktailAndReception: false,
        farewellBrunch: false,
      },
      plusOneEvents: {},
      dietaryRestrictions: '',
      plusOneDietaryRestrictions: '',
      message: '',
    }),
  });

/** The cookie a response gives, as the browser sends it back. */
function cookieOf(response: Response): string {
  const given = response.headers.getSetCookie().find((line) => line.startsWith(`${CODE_COOKIE}=`));
  expect(given, 'the code cookie').toBeDefined();
  expect(given).toMatch(/HttpOnly/i);
  expect(given).toMatch(/SameSite=Lax/i);
  return (given ?? '').split(';')[0] ?? '';
}

describe('wrong invitation codes from one network', () => {
  it(`are refused past ${CODE_LIMITS.network.points} an hour, aliases counted one by one, while a name lookup still works`, async () => {
    const server = await startWithGuests();
    const answers: string[] = [];
    // Seven /64s of one /48, each sending one request of 15 aliased wrong codes: 105 in all.
    for (let i = 0; i < 7; i += 1)
      answers.push(...(await wrongCodes(server, `2001:db8:99:${i + 1}::7`, 15, i * 15)));
    expect(answers.filter((message) => message === MESSAGES.lookup.codeNotFound)).toHaveLength(
      CODE_LIMITS.network.points,
    );
    expect(answers.filter((message) => tooMany.test(message))).toHaveLength(105 - CODE_LIMITS.network.points);

    // A code never opened from that network is refused there now, with a sentence in the guest's language.
    const refused = await lookup(server, 'code=CRFNTQ', '2001:db8:99:ff::1', { language: 'fr' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Trop de codes d’invitation erronés ont été essayés\. Merci de patienter \d+\u00a0minutes? avant de réessayer, ou cherchez-vous par votre nom\.$/,
    );
    expect(MESSAGES_FR.lookup.codeTooMany).toContain('{wait}');
    // Looking oneself up by name still works there, and codes still work from another network.
    const byName = await lookup(server, 'firstName=Claire&lastName=Fontaine', '2001:db8:99:ff::1');
    expect(await byName.json()).toMatchObject({ found: true, firstName: 'Claire' });
    const elsewhere = await lookup(server, 'code=PGRD7K2M', '2001:db8:100::1');
    expect(await elsewhere.json()).toMatchObject({
      found: true,
      firstName: 'Paul',
      invitationCode: 'PGRD7K2M',
    });
  });

  it('counts a wrong code in an answer or a registration too, never a right one, and never refuses a code opened there before', async () => {
    const server = await startWithGuests();
    const from = '198.51.100.7';
    // A right code, used more often than an address may be wrong, is never refused.
    for (let i = 0; i <= CODE_LIMITS.address.points; i += 1) {
      expect((await lookup(server, 'code=crfn-tq', from)).status).toBe(200);
    }
    const register = (code: string) =>
      server.gql<{ registerGuest: { success: boolean; message: string } }>(
        `mutation { registerGuest(input: { code: "${code}", email: "new@example.com" }) { success message } }`,
        {},
        { from },
      );
    const submit = (code: string) =>
      server.gql<{ submitRSVP: { success: boolean; message: string } }>(
        `mutation { submitRSVP(input: { firstName: "Claire", lastName: "Fontaine", mailingAddress: "", attending: false,
          plusOneAttending: false, plusOneFirstName: "", plusOneLastName: "", dietaryRestrictions: "",
          plusOneDietaryRestrictions: "", message: "", invitationCode: "${code}",
          events: { welcomeDinner: false, ceremonyAndLunch: false, cocktailAndReception: false, farewellBrunch: false },
          plusOneEvents: {} }) { success message } }`,
        {},
        { from },
      );
    for (let i = 0; i < CODE_LIMITS.address.points / 2; i += 1) {
      expect((await register(wrongCode(2 * i))).body.data?.registerGuest.success).toBe(false);
      expect((await submit(wrongCode(2 * i + 1))).body.data?.submitRSVP.success).toBe(false);
    }
    // The address has used its wrong codes: a code it never opened is refused, unread.
    expect((await register('PGRD7K2M')).body.data?.registerGuest.message).toMatch(tooMany);
    const paul = await server.db
      .selectFrom('guests')
      .select('email')
      .where('invitation_code', '=', 'PGRD7K2M')
      .executeTakeFirstOrThrow();
    expect(paul.email).toBe('paul@example.com');
    // Claire's code was opened from this network: it is still answered, whatever was tried there.
    expect((await submit('CRFNTQ')).body.data?.submitRSVP).toMatchObject({ success: true });
    expect((await lookup(server, 'code=CRFNTQ', '198.51.100.8')).status).toBe(200);
  });
});

describe('wrong invitation codes across the site', () => {
  it('never switch off a right code: from forty networks, then a right code from another is answered everywhere', async () => {
    const server = await startWithGuests();
    const token = await server.login();
    const guessing = async () =>
      (
        await server.gql<{ codeGuessing: { failed: number; ceiling: number; alertUntil: string | null } }>(
          'query($token: String!) { codeGuessing(token: $token) { failed ceiling alertUntil } }',
          { token },
        )
      ).body.data?.codeGuessing;
    expect(await guessing()).toEqual({ failed: 0, ceiling: CODE_LIMITS.site.points, alertUntil: null });

    // Forty networks, each sending 15 aliased wrong codes: past the site's ceiling after twenty.
    const answers: string[] = [];
    for (let i = 0; i < 40; i += 1)
      answers.push(...(await wrongCodes(server, `203.0.${i + 10}.9`, 15, i * 15)));
    const checked = answers.filter((message) => message === MESSAGES.lookup.codeNotFound).length;
    // Twenty networks under the usual limits (300), then each address gets its alert allowance.
    expect(checked).toBe(CODE_LIMITS.site.points + 20 * CODE_LIMITS.address.alertPoints);
    const seen = await guessing();
    expect(seen?.failed).toBe(checked);
    expect(Date.parse(seen?.alertUntil ?? '')).toBeGreaterThan(Date.now());

    // The hosts were mailed once, however long it goes on.
    const alerts = await server.db
      .selectFrom('outbox')
      .select(['to_address', 'subject'])
      .where('subject', '=', 'Someone is guessing invitation codes')
      .execute();
    expect(alerts).toEqual([{ to_address: HOSTS, subject: 'Someone is guessing invitation codes' }]);

    // A right code from another network: the lookup, the pass, the feed, the travel page, the answer.
    const from = '192.0.2.44';
    const found = await lookup(server, 'code=PGRD7K2M', from);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ found: true, firstName: 'Paul' });
    const pass = await server.gql<{ weekendPass: { firstName: string } | null }>(
      '{ weekendPass(invitationCode: "PGRD7K2M") { firstName } }',
      {},
      { from: '192.0.3.44' },
    );
    expect(pass.body.data?.weekendPass).toEqual({ firstName: 'Paul' });
    const calendar = await feed(server, 'PGRD7K2M', '192.0.4.44');
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toContain('BEGIN:VCALENDAR');
    const travel = await server.gql<{ travel: { runs: unknown[] } | null }>(
      '{ travel(invitationCode: "crfntq") { runs { id } } }',
      {},
      { from: '192.0.5.44' },
    );
    expect(travel.body.data?.travel).toEqual({ runs: [] });
    const answered = await answerByCode(server, 'CRFNTQ', '192.0.6.44');
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ success: true });

    // Meanwhile a new address may try only its alert allowance of wrong codes; a name still works.
    const slowed = await wrongCodes(server, '198.18.0.1', 15, 9_000);
    expect(slowed.filter((message) => message === MESSAGES.lookup.codeNotFound)).toHaveLength(
      CODE_LIMITS.address.alertPoints,
    );
    expect(slowed.filter((message) => tooMany.test(message))).toHaveLength(
      15 - CODE_LIMITS.address.alertPoints,
    );
    const byName = await lookup(server, 'firstName=Paul&lastName=Girard', '198.18.0.1');
    expect(await byName.json()).toMatchObject({ found: true });
  });
});

describe('a guest who has opened their code', () => {
  it('is answered from any address with their browser’s cookie, which proves that code and no other', async () => {
    const server = await startWithGuests();
    const first = await lookup(server, 'code=CRFNTQ', '198.51.100.20');
    expect(first.status).toBe(200);
    const cookie = cookieOf(first);
    // Later, from a carrier address where a stranger has used up the wrong codes.
    const shared = '100.64.7.1';
    await wrongCodes(server, shared, 15, 0);
    await wrongCodes(server, shared, CODE_LIMITS.address.points - 15, 15);
    expect((await lookup(server, 'code=CRFNTQ', shared)).status).toBe(429);
    // A made-up proof proves nothing, and Claire's proves her code only.
    const forged = `${CODE_COOKIE}=${'A'.repeat(22)}`;
    expect((await lookup(server, 'code=CRFNTQ', shared, { cookie: forged })).status).toBe(429);
    expect((await lookup(server, 'code=PGRD7K2M', shared, { cookie })).status).toBe(429);
    const withCookie = await lookup(server, 'code=CRFNTQ', shared, { cookie });
    expect(withCookie.status).toBe(200);
    expect(await withCookie.json()).toMatchObject({ found: true, firstName: 'Claire' });
  });

  it('keeps a calendar subscription answered from its network, whatever is guessed there', async () => {
    const server = await startWithGuests();
    // A phone's calendar subscribes: its provider fetches from addresses of one network.
    expect((await feed(server, 'PGRD7K2M', '203.0.113.10')).status).toBe(200);
    await wrongCodes(server, '203.0.113.66', 15, 0);
    await wrongCodes(server, '203.0.113.67', 15, 15);
    for (let i = 0; i < 6; i += 1) await wrongCodes(server, `203.0.113.${70 + i}`, 15, 30 + 15 * i);
    // The network has used its wrong codes: a code never opened from it waits, the subscription does not.
    expect((await feed(server, 'CRFNTQ', '203.0.113.11')).status).toBe(429);
    const refreshed = await feed(server, 'PGRD7K2M', '203.0.113.11');
    expect(refreshed.status).toBe(200);
    expect(await refreshed.text()).toContain('BEGIN:VCALENDAR');
  });
});
