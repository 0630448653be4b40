import { getIntrospectionQuery } from 'graphql';
import argon2 from 'argon2';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../../app';
import { ARGON2_OPTIONS, hashPassword } from '../auth/password';
import { createTokenService } from '../auth/token';
import { parseEnv } from '../config/env';
import { createDb, createPool } from '../db/database';
import { BUSY_MESSAGE } from '../db/unavailable';
import { dropDatabase, uniqueDatabaseName } from '../test/postgres';
import { createLogger } from '../logger';
import { POST_ONLY_MESSAGE } from './graphql.routes';
import { startGraphqlServer, TEST_PASSWORD, TEST_SECRET } from './test/graphql-test-app';

const development = await startGraphqlServer();
const production = await startGraphqlServer({
  NODE_ENV: 'production',
  SITE_URL: 'https://rsvp.example.test',
  ADMIN_PASSWORD: '',
  ADMIN_PASSWORD_HASH: await hashPassword(TEST_PASSWORD),
});

describe('POST only', () => {
  it.each(['GET', 'PUT', 'DELETE'])('refuses %s with 405, Allow: POST and a sentence', async (method) => {
    const response = await fetch(`${development.url}/api/graphql?query=%7B__typename%7D`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ errors: [{ message: POST_ONLY_MESSAGE }] });
  });

  it('answers a POST and never lets a response be cached', async () => {
    const response = await development.gql('{ __typename }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { __typename: 'Query' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a body the server cannot read', () => {
  it('answers a corrupt gzip body with 400 and a sentence, not 500', async () => {
    const response = await fetch(`${development.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'not gzip at all',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The request body could not be read. Send it again as JSON, uncompressed or with valid gzip.',
      code: 'bad_request',
    });
  });
});

describe('query limits', () => {
  const nested = (depth: number) =>
    `{ __type(name: "Guest") { ${'fields { type { ofType { '.repeat(depth)}name${' } } }'.repeat(depth)} } }`;

  it('lets a development tool run the full introspection query', async () => {
    const response = await development.gql(getIntrospectionQuery());
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toHaveProperty('__schema');
  });

  it('refuses a query deeper than the limit, before running it', async () => {
    const response = await development.gql(nested(5));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBe(
      'This query is 17 levels deep; the limit is 15. Ask for fewer nested fields.',
    );
  });
});

describe('production', () => {
  it('hides the schema: neither __schema nor __type answers', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Guest") { name fields { name } } }',
    ]) {
      const response = await production.gql(query);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toBe(
        'Introspection of the schema is turned off on this server.',
      );
      expect(response.body.data).toBeUndefined();
    }
    // __typename describes a result, not the schema: it still answers.
    expect((await production.gql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('never suggests a field, argument or value name', async () => {
    // Each typo, and the real name graphql-js would have suggested.
    const typos = [
      ['{ guest(token: "") { id } }', 'guests'],
      [
        'mutation { createGues(token: "", input: { name: "A", email: "a@b.co" }) { success } }',
        'createGuest',
      ],
      ['{ guestStats(tokn: "") { totalGuests } }', '"token"'],
      ['mutation { markGuestsSent(token: "", ids: [], kind: SAVE_THE_DAT) { success } }', 'SAVE_THE_DATE'],
    ] as const;
    for (const [query, hidden] of typos) {
      const response = await production.gql(query);
      expect(response.status).toBe(400);
      const text = JSON.stringify(response.body);
      expect(text).not.toMatch(/Did you mean/);
      expect(text).not.toContain(hidden);
    }
    const variables = await production.gql(
      'mutation($input: GuestInput!) { createGuest(token: "", input: $input) { success } }',
      { input: { nam: 'A', email: 'a@b.co' } },
    );
    expect(JSON.stringify(variables.body)).not.toMatch(/Did you mean/);
  });

  it('keeps the suggestions in development, where they help', async () => {
    const response = await development.gql('{ guest(token: "") { id } }');
    expect(response.body.errors?.[0]?.message).toMatch(/Did you mean "guests"\?/);
  });

  it('logs the hosts in against the argon2id hash', async () => {
    const token = await production.login();
    const response = await production.gql(
      'query($token: String!) { guestStats(token: $token) { totalGuests } }',
      { token },
    );
    expect(response.body).toEqual({ data: { guestStats: { totalGuests: 0 } } });
  });

  it('refuses to start with a hash weaker than OWASP’s parameters, naming the variable', async () => {
    const weak = await argon2.hash(TEST_PASSWORD, { ...ARGON2_OPTIONS, memoryCost: 4096, timeCost: 1 });
    const pool = createPool('postgres://127.0.0.1:1/none', createLogger('silent'), 1);
    const env = parseEnv({ NODE_ENV: 'test', ADMIN_PASSWORD_HASH: weak, JWT_SECRET: TEST_SECRET });
    expect(() => createApp({ env, db: createDb(pool), pool, logger: createLogger('silent') })).toThrow(
      'ADMIN_PASSWORD_HASH was made with weaker parameters than 19 MiB and 2 iterations',
    );
    await pool.end();
  });
});

/** The real app on a pool of its own, for databases in odd states. */
async function appOn(databaseUrl: string) {
  const pool = createPool(databaseUrl, createLogger('silent'), 1);
  const env = parseEnv({ NODE_ENV: 'test', ADMIN_PASSWORD: TEST_PASSWORD, JWT_SECRET: TEST_SECRET });
  const app = createApp({
    env,
    db: createDb(pool),
    pool,
    logger: createLogger('silent'),
    clientDir: '/none',
  });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  const address = listening.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const token = await createTokenService(TEST_SECRET).issue();
  return {
    async guests() {
      const response = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ guests(token: "${token}") { id } }` }),
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    async close() {
      listening.close();
      await pool.end();
    },
  };
}

describe('an unexpected failure', () => {
  it('answers with a sentence and a code, never the database error or a stack', async () => {
    // A database without the tables: the query fails inside PostgreSQL, a bug from the API's side.
    const admin = new URL(inject('testPostgresAdminUrl'));
    const name = uniqueDatabaseName('riviera_empty');
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    admin.pathname = `/${name}`;
    const app = await appOn(admin.toString());
    try {
      const { status, text } = await app.guests();
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({
        data: null,
        errors: [
          {
            message: 'Something went wrong on our side. Please try again in a moment.',
            locations: [{ line: 1, column: 3 }],
            path: ['guests'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      });
      expect(text).not.toMatch(/relation|guests" does not exist|select|at .*\.ts|stack/i);
    } finally {
      await app.close();
      await dropDatabase(inject('testPostgresAdminUrl'), name);
    }
  });

  it('answers 503 with Retry-After and a sentence when the database cannot be reached', async () => {
    const app = await appOn('postgres://riviera@127.0.0.1:1/secret_database_name');
    try {
      const { status, headers, text } = await app.guests();
      expect(status).toBe(503);
      expect(headers.get('retry-after')).toBe('5');
      expect(JSON.parse(text)).toMatchObject({
        data: null,
        errors: [{ message: BUSY_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      });
      expect(text).not.toMatch(/secret_database_name|ECONNREFUSED|at .*\.ts|stack/);
    } finally {
      await app.close();
    }
  });
});
