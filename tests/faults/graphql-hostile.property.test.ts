import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/platform/auth/password';
import { sampleGuests } from '../../server/src/features/rsvp/test/rsvp-test-app';
import {
  allowanceFor,
  expectSafe,
  propertyParameters,
  send,
  startHostileApp,
  type HostileApp,
} from './support/hostile-app';
import { hostileString, ownAddress, wrongType } from './support/hostile-values';
import { mayHaveWritten, OPERATIONS, requestFor, schema, type Known } from './support/graphql-operations';

/**
 * Every GraphQL operation, with and without a valid admin token, and documents of any shape, on the
 * real app and PostgreSQL: never a 5xx or the server's insides, nothing written unless a mutation
 * says it succeeded, and in production no schema and no "Did you mean".
 */
const PASSWORD = 'a password for hostile tests';
const development = await startHostileApp({ ADMIN_PASSWORD: PASSWORD });
const production = await startHostileApp({
  NODE_ENV: 'production',
  SITE_URL: 'https://rsvp.example.test',
  ADMIN_PASSWORD: '',
  ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
});
let run = 0;

async function post(app: HostileApp, body: string, headers: Record<string, string> = {}) {
  return send(`${app.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ownAddress((run += 1)), ...headers },
    body,
  });
}

async function knownOf(app: HostileApp): Promise<Known> {
  const login = await post(
    app,
    JSON.stringify({ query: `{ adminLogin(password: ${JSON.stringify(PASSWORD)}) { token } }` }),
  );
  const token = (JSON.parse(login.text) as { data?: { adminLogin?: { token?: string } } }).data?.adminLogin
    ?.token;
  if (!token) throw new Error(`The hosts could not log in: ${login.text}`);
  const guests = await app.db.selectFrom('guests').select('id').execute();
  return {
    token,
    guestIds: guests.map((guest) => guest.id),
    codes: sampleGuests.map((guest) => guest.invitationCode),
    names: ['Hélène', 'Dupont', 'Madonna', 'Елена Петрова', '李 小龙', 'Siobhán Ní Bhriain', 'Ana Lima'],
  };
}

/** Any request for any operation of the API (adminLogin left out where passwords are hashed slowly). */
function anyOperation(known: Known, withLogin: boolean) {
  const operations = OPERATIONS.filter((operation) => withLogin || operation.field.name !== 'adminLogin');
  return fc.oneof(...operations.map((operation) => requestFor(operation, known)));
}

async function expectOperationsHold(
  app: HostileApp,
  runs: number,
  withLogin: boolean,
  check = (_text: string) => {},
) {
  const { numRuns, ...parameters } = propertyParameters(runs);
  let before = await app.snapshot();
  await fc.assert(
    fc.asyncProperty(anyOperation(await knownOf(app), withLogin), async (request) => {
      const headers: Record<string, string> = request.authorization
        ? { authorization: request.authorization }
        : {};
      const answer = await post(app, JSON.stringify(request.body), headers);
      expectSafe(answer, request.body.query);
      check(answer.text);
      const after = await app.snapshot();
      if (mayHaveWritten(request, answer.status, answer.text)) before = after;
      else
        expect(after, `written without success: ${request.body.query} ${answer.text.slice(0, 300)}`).toEqual(
          before,
        );
    }),
    { ...parameters, numRuns },
  );
}

const typeNames = Object.keys(schema.getTypeMap());
const fieldNames = OPERATIONS.map((operation) => operation.field.name);
const pieces = [
  ...[
    '{',
    '}',
    '(',
    ')',
    '[',
    ']',
    '...',
    ':',
    '=',
    '!',
    ',',
    '|',
    '&',
    '@include(if: true)',
    '@skip(if: $v)',
  ],
  ...['query', 'mutation', 'subscription', 'fragment F on Query', '...F', 'on', '$v', '$v: String', '"x"'],
  ...[
    '"""block"""',
    '1',
    '-1.5e10',
    'true',
    'null',
    '#c\n',
    '__schema',
    '__type(name: "Guest")',
    '__typename',
  ],
  ...['fields', 'name', 'types', 'id', 'success', 'token: ""', 'input: {}', ...fieldNames, ...typeNames],
];

/** A document of any shape, sent in a body of any shape. */
const anyDocument = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(' ')),
  },
  { weight: 2, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.nat({ max: 2_000 }).map((depth) => `{ ${'a { '.repeat(depth)}b${' }'.repeat(depth)} }`),
  },
);
const anyBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        query: anyDocument,
        variables: fc.option(fc.oneof(fc.jsonValue({ maxDepth: 3 }), wrongType)),
        operationName: fc.option(hostileString),
      })
      .map((body) => JSON.stringify(body)),
  },
  { weight: 1, arbitrary: wrongType.map((value) => JSON.stringify({ query: value })) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      hostileString,
      wrongType.map((value) => JSON.stringify(value) ?? ''),
    ),
  },
);

async function expectDocumentsHold(app: HostileApp, runs: number, check = (_text: string) => {}) {
  const { numRuns, ...parameters } = propertyParameters(runs);
  const before = await app.snapshot();
  await fc.assert(
    fc.asyncProperty(anyBody, async (body) => {
      const answer = await post(app, body);
      expectSafe(answer, body.slice(0, 300));
      check(answer.text);
    }),
    { ...parameters, numRuns },
  );
  expect(await app.snapshot()).toEqual(before);
}

/** Production lists no schema and suggests no names, whatever it is sent. */
function hidesTheSchema(text: string): void {
  expect(text).not.toMatch(/Did you mean/);
  expect(text).not.toMatch(/"__schema":\s*\{|"__type":\s*\{/);
}

describe('every GraphQL operation with hostile arguments', () => {
  const runs = propertyParameters(500).numRuns;
  it(
    `answers ${runs} generated requests, with and without a token, without a 5xx or a stray write`,
    () => expectOperationsHold(development, 500, true),
    allowanceFor(runs),
  );
});

describe('GraphQL documents of any shape', () => {
  const runs = propertyParameters(300).numRuns;
  it(
    `answers ${runs} generated documents without a 5xx, and writes nothing`,
    () => expectDocumentsHold(development, 300),
    allowanceFor(runs),
  );
});

describe('in production', () => {
  const runs = propertyParameters(200).numRuns;
  it(
    `keeps the schema to itself over ${runs} generated operations and ${runs} documents`,
    async () => {
      await expectOperationsHold(production, 200, false, hidesTheSchema);
      await expectDocumentsHold(production, 200, hidesTheSchema);
    },
    2 * allowanceFor(runs),
  );
});
