import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attendingPayload, sampleGuests } from '../../server/src/features/rsvp/test/rsvp-test-app';
import { allowanceFor, expectSafe, propertyParameters, send, startHostileApp } from './support/hostile-app';
import { hostileKey, hostileString, oddAddress, ownAddress, wrongType } from './support/hostile-values';

/**
 * GET and POST /rsvp against thousands of generated inputs, on the real app and PostgreSQL: never a
 * 5xx or the server's insides, a refused request writes nothing, and an accepted answer is stored
 * as it was sent.
 */
const app = await startHostileApp();
let run = 0;

const guest = fc.constantFrom(...sampleGuests);
const names = guest.map((one) => {
  const [firstName = '', ...rest] = one.name.split(' ');
  return { firstName, lastName: rest.join(' ') };
});

/** Every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const accept = fc.constantFrom('application/json', '*/*', '', 'text/html', 'text/html;q=0', '\u00ff');

/**
 * The browser's cookie of the codes it opened (ADR 069), as a stranger might forge it: proofs of the
 * right length, many of them, odd separators, other cookies around it. None vouches for a code.
 */
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
const codeCookie = fc.oneof(
  fc.constant(undefined),
  fc
    .array(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{22}$/), headerText), { maxLength: 12 })
    .map((proofs) => `riviera_codes=${proofs.join('.')}`),
  headerText.map((text) => `lang=fr; riviera_codes=${text}; x=1`),
);

/** A query string: parameters the API knows or not, once or twice, or percent-encoding gone wrong. */
const queryString = fc
  .oneof(
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom('firstName', 'lastName', 'code'), hostileKey), hostileString),
        {
          maxLength: 4,
        },
      )
      .map((pairs) => pairs.map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`)),
    fc
      .tuple(names, fc.boolean())
      .map(([name, byCode]) =>
        byCode
          ? [`code=${encodeURIComponent(sampleGuests[0]?.invitationCode ?? '')}`]
          : [new URLSearchParams(name).toString()],
      ),
    fc.constantFrom(
      ['firstName=%'],
      ['code=%zz'],
      ['firstName=%00&lastName=%C0%80'],
      ['lastName=%ED%A0%80'],
      ['a[b]=1'],
    ),
  )
  .map((parts) => parts.join('&'));

describe('GET /rsvp with hostile query strings', () => {
  const { numRuns, ...parameters } = propertyParameters(500);
  it(
    `answers ${numRuns} generated lookups without a 5xx, and writes nothing`,
    async () => {
      const before = await app.snapshot();
      await fc.assert(
        fc.asyncProperty(
          queryString,
          accept,
          oddAddress,
          codeCookie,
          async (query, acceptHeader, odd, cookie) => {
            const from = odd ?? ownAddress((run += 1));
            const answer = await send(`${app.url}/rsvp?${query}`, {
              headers: { accept: acceptHeader, 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
            });
            expectSafe(answer, `GET /rsvp?${query}`);
          },
        ),
        { ...parameters, numRuns },
      );
      expect(await app.snapshot()).toEqual(before);
    },
    allowanceFor(numRuns),
  );
});

/** The free text of an answer: where odd Unicode must be stored as typed, or refused with a sentence. */
const TEXT_FIELDS = [
  'message',
  'mailingAddress',
  'dietaryNotes',
  'plusOneDietaryNotes',
  'firstName',
  'lastName',
];

/** A real guest's answer, by code or by name, with `changes` applied (undefined removes a field). */
function answerOf(
  one: (typeof sampleGuests)[number],
  byCode: boolean,
  changes: Array<[string, unknown]>,
): string {
  const [firstName = '', ...rest] = one.name.split(' ');
  const base: Record<string, unknown> = {
    ...attendingPayload({ firstName, lastName: rest.join(' ') }),
    ...(byCode ? { invitationCode: one.invitationCode } : {}),
  };
  // Own properties, even for "__proto__"; a change to undefined drops the field from the JSON.
  for (const [key, value] of changes) {
    Object.defineProperty(base, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify(base);
}

/**
 * Another member's answer in a party's submission (ADR 040), of any shape: the sample guests are
 * parties of one, so each one names somebody outside the party and the whole answer is refused.
 */
const memberAnswer = fc.record(
  {
    id: fc.oneof(fc.uuid(), hostileString, wrongType),
    attending: fc.oneof(fc.boolean(), wrongType),
    events: fc.oneof(
      fc.constant({
        welcomeDinner: true,
        ceremonyAndLunch: false,
        cocktailAndReception: true,
        farewellBrunch: false,
      }),
      wrongType,
    ),
    dietaryRestrictions: fc.oneof(fc.constantFrom('Kids', 'Meat', ''), hostileString),
    dietaryNotes: fc.oneof(hostileString, wrongType),
  },
  { requiredKeys: [] },
);

/** A payload: a real guest's answer with odd text, with fields of the wrong shape, or no object at all. */
const payload = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .tuple(guest, fc.boolean(), fc.oneof(fc.array(memberAnswer, { minLength: 1, maxLength: 3 }), wrongType))
      .map(([one, byCode, party]) => answerOf(one, byCode, [['party', party]])),
  },
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        guest,
        fc.boolean(),
        fc.array(fc.tuple(fc.constantFrom(...TEXT_FIELDS), hostileString), { minLength: 1, maxLength: 3 }),
      )
      .map(([one, byCode, changes]) => answerOf(one, byCode, changes)),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        guest,
        fc.boolean(),
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom(...Object.keys(attendingPayload()), 'dietaryNotes', 'invitationCode', 'party'),
              hostileKey,
            ),
            fc.oneof(hostileString, wrongType, fc.constant(undefined)),
          ),
          { minLength: 1, maxLength: 4 },
        ),
      )
      .map(([one, byCode, changes]) => answerOf(one, byCode, changes)),
  },
  { weight: 1, arbitrary: wrongType.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: hostileString },
);

const JSON_TYPE = { 'content-type': 'application/json' };
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { ...JSON_TYPE, 'content-encoding': 'gzip' },
      { ...JSON_TYPE, 'content-encoding': 'br, deflate' },
      {},
    ),
  },
);

describe('POST /rsvp with hostile bodies', () => {
  const { numRuns, ...parameters } = propertyParameters(600);
  it(
    `answers ${numRuns} generated submissions without a 5xx; a refused one writes nothing`,
    async () => {
      let before = await app.snapshot();
      await fc.assert(
        fc.asyncProperty(payload, contentType, oddAddress, async (body, headers, odd) => {
          const from = odd ?? ownAddress((run += 1));
          const answer = await send(`${app.url}/rsvp`, {
            method: 'POST',
            headers: { ...headers, 'x-forwarded-for': from },
            body,
          });
          expectSafe(answer, `POST /rsvp ${body.slice(0, 200)}`);
          const after = await app.snapshot();
          if (answer.status !== 200) {
            expect(after, `refused (${answer.status}) but written: ${body.slice(0, 200)}`).toEqual(before);
            return;
          }
          await expectStoredAsSent(JSON.parse(body) as { message?: unknown });
          before = after;
        }),
        { ...parameters, numRuns },
      );
    },
    allowanceFor(numRuns),
  );
});

/** An accepted answer's message is the newest in the history, exactly as sent (trimmed). */
async function expectStoredAsSent(sent: { message?: unknown }): Promise<void> {
  if (typeof sent.message !== 'string' || sent.message.trim() === '') return;
  const newest = await app.db
    .selectFrom('rsvp_submissions')
    .select('payload')
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect((newest.payload as { message?: string }).message).toBe(sent.message.trim());
}
