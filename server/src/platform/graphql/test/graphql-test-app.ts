import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createApp } from '../../../app';
import { parseEnv, type Env } from '../../config/env';
import { createPool, type Db } from '../../db/database';
import type { SitePages } from '../../http/site-pages';
import { createLogger } from '../../logger';
import { useTestDatabase } from '../../test/database';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; extensions?: { code?: string }; path?: string[] }>;
  };
}

export interface TestServer {
  url: string;
  db: Db;
  env: Env;
  /** POSTs one GraphQL request; `from` sets the client address (X-Forwarded-For from loopback). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { headers?: Record<string, string>; from?: string },
  ): Promise<GraphqlResponse<T>>;
  /** Logs in (from its own address, so login throttling of other tests is untouched) and returns the token. */
  login(): Promise<string>;
}

/**
 * The real app (createApp: every middleware, the real GraphQL route) on a free port, against a
 * fresh migrated PostgreSQL database of this test file; `clientDir`, a folder that looks built, for
 * the pages.
 */
export async function startGraphqlServer(
  overrides: Record<string, string> = {},
  { clientDir = '/nonexistent', sitePages }: { clientDir?: string; sitePages?: (db: Db) => SitePages } = {},
): Promise<TestServer> {
  // An empty value removes a variable (parseEnv reads "" as not set).
  const { db, url: databaseUrl } = await useTestDatabase();
  const pool = createPool(databaseUrl, createLogger('silent'), 4);
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: TEST_PASSWORD,
    JWT_SECRET: TEST_SECRET,
    ...overrides,
  });
  const app = createApp({
    env,
    db,
    pool,
    logger: createLogger(process.env.TEST_LOG ?? 'silent'),
    clientDir,
    ...(sitePages ? { sitePages: sitePages(db) } : {}),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await pool.end();
  });

  const gql: TestServer['gql'] = async (query, variables, options = {}) => {
    const response = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(options.from ? { 'x-forwarded-for': options.from } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as never };
  };
  let loginCount = 0;
  const login = async () => {
    loginCount += 1;
    const response = await gql<{ adminLogin: { token: string } }>(
      'query AdminLogin($password: String!) { adminLogin(password: $password) { token } }',
      { password: TEST_PASSWORD },
      { from: `192.0.2.${loginCount % 250}` },
    );
    const token = response.body.data?.adminLogin.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return token;
  };
  return { url, db, env, gql, login };
}
