import { getIntrospectionQuery } from 'graphql';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ARGON2_OPTIONS, hashPassword } from '../auth/password';
import { createTokenService } from '../auth/token';
import { parseEnv } from '../config/env';
import { createDb, createPool } from '../db/database';
import { createLogger } from '../logger';
import { POST_ONLY_MESSAGE } from './graphql.routes';
import { startGraphqlServer, TEST_PASSWORD, TEST_SECRET } from './test/graphql-test-app';

const development = await startGraphqlServer();
const production = await startGraphqlServer({
  NODE_ENV: 'production',
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
  it('hides __schema but answers __type, which the GraphQL-over-HTTP audit needs', async () => {
    const schema = await production.gql('{ __schema { types { name } } }');
    expect(schema.status).toBe(400);
    expect(schema.body.errors?.[0]?.message).toBe(
      'Introspection of the schema is turned off on this server.',
    );
    const type = await production.gql('query Type($name: String!) { __type(name: $name) { name } }', {
      name: 'Guest',
    });
    expect(type.body).toEqual({ data: { __type: { name: 'Guest' } } });
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

describe('an unexpected failure', () => {
  it('answers with a sentence and a code, never the database error or a stack', async () => {
    const pool = createPool('postgres://riviera@127.0.0.1:1/secret_database_name', createLogger('silent'), 1);
    const env = parseEnv({ NODE_ENV: 'test', ADMIN_PASSWORD: TEST_PASSWORD, JWT_SECRET: TEST_SECRET });
    const app = createApp({
      env,
      db: createDb(pool),
      pool,
      logger: createLogger('silent'),
      clientDir: '/nonexistent',
    });
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const token = await createTokenService(TEST_SECRET).issue();
      const response = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ guests(token: "${token}") { id } }` }),
      });
      const text = await response.text();
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
      expect(text).not.toMatch(/secret_database_name|ECONNREFUSED|at .*\.ts|stack/);
    } finally {
      listening.close();
      await pool.end();
    }
  });
});
