import { INVITATION_CODE_ALPHABET, MESSAGES, MESSAGES_FR } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer, type TestServer } from '../graphql/test/graphql-test-app';
import { CODE_LIMITS } from './rsvp-throttles';

/**
 * Sweeping the invitation codes (issue 25): wrong codes are counted per address, per network and
 * across the site, each alias of a request apart, and past a ceiling code lookups are refused with a
 * sentence while a lookup by name still works. The hosts see it in the admin area.
 */
const tooMany =
  /^Too many wrong invitation codes have been tried\. Please wait \d+ minutes? and try again, or look yourself up by your name\.$/;

/** A guest with a code of the first cards, and one with a code given now. */
async function startWithGuests(): Promise<TestServer> {
  const server = await startGraphqlServer();
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

const lookup = (server: TestServer, query: string, from: string, language = 'en') =>
  fetch(`${server.url}/rsvp?${query}`, {
    headers: { accept: 'application/json', 'x-forwarded-for': from, 'accept-language': language },
  });

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

    // Even a right code is refused from that network now, with a sentence in the guest's language.
    const refused = await lookup(server, 'code=CRFNTQ', '2001:db8:99:ff::1', 'fr');
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

  it('counts a wrong code in an answer or a registration too, and never a right one', async () => {
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
    // The address has used its wrong codes: the right one is refused too, unread.
    expect((await register('CRFNTQ')).body.data?.registerGuest.message).toMatch(tooMany);
    expect((await submit('CRFNTQ')).body.data?.submitRSVP.message).toMatch(tooMany);
    const claire = await server.db
      .selectFrom('guests')
      .select('email')
      .where('invitation_code', '=', 'CRFNTQ')
      .executeTakeFirstOrThrow();
    expect(claire.email).toBe('claire@example.com');
  });
});

describe('wrong invitation codes across the site', () => {
  it(`refuse code lookups to everyone past ${CODE_LIMITS.site.points} an hour, which the hosts see`, async () => {
    const server = await startWithGuests();
    const token = await server.login();
    const guessing = async () =>
      (
        await server.gql<{ codeGuessing: { failed: number; ceiling: number; refusedUntil: string | null } }>(
          'query($token: String!) { codeGuessing(token: $token) { failed ceiling refusedUntil } }',
          { token },
        )
      ).body.data?.codeGuessing;
    expect(await guessing()).toEqual({ failed: 0, ceiling: CODE_LIMITS.site.points, refusedUntil: null });
    // Twenty networks, each under its own ceilings: 15 wrong codes each, 300 in all.
    for (let i = 0; i < 20; i += 1) await wrongCodes(server, `203.0.${i + 10}.9`, 15, i * 15);
    const seen = await guessing();
    expect(seen?.failed).toBe(CODE_LIMITS.site.points);
    expect(Date.parse(seen?.refusedUntil ?? '')).toBeGreaterThan(Date.now());

    const refused = await lookup(server, 'code=PGRD7K2M', '192.0.2.44');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(tooMany);
    expect(await (await lookup(server, 'firstName=Paul&lastName=Girard', '192.0.2.44')).json()).toMatchObject(
      {
        found: true,
      },
    );
  });
});
