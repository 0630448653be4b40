import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { startGraphqlServer, TEST_PASSWORD } from './test/graphql-test-app';

/**
 * graphql-http's own GraphQL-over-HTTP audit suite, run against the real app (every middleware,
 * express.json() in front, the real schema) in development and in production mode.
 *
 * Expected departures: the API refuses GET (ADR 006: a password never lands in a URL), so the
 * MAY audits that try GET requests do not pass. Production also turns introspection off entirely
 * (ADR 006): the two audits of a `{variables}` map ask `__type`, so they fail there, one of them a
 * MUST. Every other audit passes in both modes.
 */
const GET_AUDITS = [
  'MAY accept application/x-www-form-urlencoded formatted GET requests',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
];
const INTROSPECTION_AUDITS = [
  'MUST allow map {variables} parameter when accepting application/json',
  'SHOULD allow map {variables} parameter when accepting application/graphql-response+json',
];
const EXPECTED_NOT_OK = {
  development: GET_AUDITS,
  production: [...GET_AUDITS, ...INTROSPECTION_AUDITS],
};

const servers = {
  development: await startGraphqlServer(),
  production: await startGraphqlServer({
    NODE_ENV: 'production',
    SITE_URL: 'https://rsvp.example.test',
    ADMIN_PASSWORD: '',
    ADMIN_PASSWORD_HASH: await hashPassword(TEST_PASSWORD),
  }),
};

describe.each(['development', 'production'] as const)('the GraphQL-over-HTTP audits in %s mode', (mode) => {
  const audits = serverAudits({ url: `${servers[mode].url}/api/graphql` });
  const expectedNotOk = EXPECTED_NOT_OK[mode];

  it.each(
    audits
      .filter((audit) => audit.name.startsWith('MUST') && !expectedNotOk.includes(audit.name))
      .map((audit) => [audit.name, audit] as const),
  )('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status, 'reason' in result ? result.reason : '').toBe('ok');
  });

  it('departs from the audits only where the POST-only rule and hidden introspection say so', async () => {
    const notOk: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status !== 'ok') notOk.push(result.name);
    }
    expect(notOk.sort()).toEqual([...expectedNotOk].sort());
  });
});
