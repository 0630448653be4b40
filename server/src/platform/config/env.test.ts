import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://wedding:secret@db:5432/wedding',
  ADMIN_PASSWORD_HASH: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
  // As `openssl rand -hex 32` makes one.
  JWT_SECRET: '9f2c4e71b08d3a65c1e7f40b2d9a86c35e0b7d14f96a2c83b5d0e7f1a4c69b28',
  SITE_URL: 'https://rsvp.aanya-and-julien.com',
};

describe('environment', () => {
  it('starts a development server with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_HOSTS).toEqual([]);
    expect(env.SITE_URL).toBe('http://localhost:8080');
    expect(env.SEARCH_INDEXING).toBe(false);
  });

  it('takes the site address as an origin, and defaults it to the local port', () => {
    expect(parseEnv({ SITE_URL: 'https://Aanya-and-Julien.com/' }).SITE_URL).toBe(
      'https://aanya-and-julien.com',
    );
    expect(parseEnv({ PORT: '3000' }).SITE_URL).toBe('http://localhost:3000');
  });

  it.each([
    ['on', true],
    ['TRUE', true],
    ['1', true],
    ['off', false],
    ['no', false],
  ])('reads SEARCH_INDEXING=%s', (value, expected) => {
    expect(parseEnv({ SEARCH_INDEXING: value }).SEARCH_INDEXING).toBe(expected);
  });

  it('reads every variable of the table', () => {
    const env = parseEnv({
      ...production,
      PORT: '3000',
      PUBLIC_HOSTS: ' Wedding.Example , www.wedding.example. ',
      RSVP_DEADLINE: '2026-04-15T23:59:00+02:00',
    });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_HOSTS).toEqual(['wedding.example', 'www.wedding.example']);
    expect(env.RSVP_DEADLINE?.toISOString()).toBe('2026-04-15T21:59:00.000Z');
  });

  it.each([
    [
      'PORT',
      { PORT: 'eighty' },
      'Invalid environment variable PORT: must be a port number between 1 and 65535',
    ],
    [
      'PORT',
      { PORT: '70000' },
      'Invalid environment variable PORT: must be a port number between 1 and 65535',
    ],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'mysql://db/wedding' },
      'Invalid environment variable DATABASE_URL: must be a PostgreSQL URL',
    ],
    [
      'ADMIN_PASSWORD_HASH',
      { ADMIN_PASSWORD_HASH: 'plain' },
      'Invalid environment variable ADMIN_PASSWORD_HASH: must be an argon2id hash',
    ],
    [
      'ADMIN_PASSWORD',
      { ADMIN_PASSWORD: 'short' },
      'Invalid environment variable ADMIN_PASSWORD: must be at least 8 characters',
    ],
    [
      'JWT_SECRET',
      { JWT_SECRET: 'too-short' },
      'Invalid environment variable JWT_SECRET: must be at least 32 bytes long',
    ],
    [
      'PUBLIC_HOSTS',
      { PUBLIC_HOSTS: 'wedding.example, bad host!' },
      'Invalid environment variable PUBLIC_HOSTS: must be a comma-separated list',
    ],
    [
      'PUBLIC_HOSTS with a leading dot (every subdomain to nginx, the RSVP host included)',
      { PUBLIC_HOSTS: '.wedding.example' },
      'Invalid environment variable PUBLIC_HOSTS: must be a comma-separated list of host names written in full',
    ],
    [
      'PUBLIC_HOSTS with an empty label',
      { PUBLIC_HOSTS: 'wedding..example' },
      'Invalid environment variable PUBLIC_HOSTS: must be a comma-separated list of host names written in full',
    ],
    [
      'RSVP_DEADLINE',
      { RSVP_DEADLINE: 'next spring' },
      'Invalid environment variable RSVP_DEADLINE: must be an ISO date',
    ],
    [
      'RSVP_DEADLINE on a day the calendar does not have',
      { RSVP_DEADLINE: '2026-02-30' },
      'Invalid environment variable RSVP_DEADLINE: must be an ISO date',
    ],
    [
      'RSVP_DEADLINE with a time and no time zone (whose clock?)',
      { RSVP_DEADLINE: '2026-04-15T23:59' },
      'Invalid environment variable RSVP_DEADLINE: must be an ISO date',
    ],
    ['NODE_ENV', { NODE_ENV: 'staging' }, 'Invalid environment variable NODE_ENV:'],
    [
      'SITE_URL',
      { SITE_URL: 'aanya-and-julien.com' },
      'Invalid environment variable SITE_URL: must be the absolute address guests use',
    ],
    [
      'SITE_URL',
      { SITE_URL: 'https://example.com/wedding' },
      'Invalid environment variable SITE_URL: must be the absolute address guests use',
    ],
    [
      'SITE_URL',
      { SITE_URL: 'ftp://example.com' },
      'Invalid environment variable SITE_URL: must be the absolute address guests use',
    ],
    [
      'SEARCH_INDEXING',
      { SEARCH_INDEXING: 'maybe' },
      'Invalid environment variable SEARCH_INDEXING: must be on or off',
    ],
  ])('rejects a bad %s with one line naming it', (_name, source, expected) => {
    const lines = problems(source);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(expected);
  });

  it('keeps the guests’ throttles on unless RSVP_THROTTLES=off, outside production', () => {
    expect(parseEnv({}).RSVP_THROTTLES).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test', RSVP_THROTTLES: 'off' }).RSVP_THROTTLES).toBe(false);
    expect(problems({ RSVP_THROTTLES: 'later' })).toEqual([
      'Invalid environment variable RSVP_THROTTLES: must be on or off',
    ]);
  });

  it.each([
    [
      'https://Aanya-and-Julien.com/',
      'aanya-and-julien.com, www.aanya-and-julien.com',
      'aanya-and-julien.com',
    ],
    ['https://www.aanya-and-julien.com:8443', ' WWW.Aanya-and-Julien.com ', 'www.aanya-and-julien.com'],
    // The same host, written with the trailing dot DNS allows on either side.
    ['https://rsvp.aanya-and-julien.com./', 'rsvp.aanya-and-julien.com', 'rsvp.aanya-and-julien.com'],
    ['https://rsvp.aanya-and-julien.com', 'rsvp.aanya-and-julien.com.', 'rsvp.aanya-and-julien.com'],
  ])(
    'refuses SITE_URL=%s when its host is in PUBLIC_HOSTS=%j, where guests could not RSVP',
    (siteUrl, publicHosts, host) => {
      const sentence = `Invalid environment variable SITE_URL: its host ${host} is listed in PUBLIC_HOSTS, which hides RSVP there: set SITE_URL to the address guests RSVP at, a host name not in PUBLIC_HOSTS (such as https://rsvp.aanya-and-julien.com)`;
      expect(problems({ SITE_URL: siteUrl, PUBLIC_HOSTS: publicHosts })).toEqual([sentence]);
      expect(problems({ ...production, SITE_URL: siteUrl, PUBLIC_HOSTS: publicHosts })).toEqual([sentence]);
    },
  );

  it('accepts a SITE_URL on the RSVP name beside the public ones', () => {
    const env = parseEnv({
      ...production,
      SITE_URL: 'https://rsvp.aanya-and-julien.com',
      PUBLIC_HOSTS: 'aanya-and-julien.com,www.aanya-and-julien.com',
    });
    expect(env.SITE_URL).toBe('https://rsvp.aanya-and-julien.com');
    expect(env.PUBLIC_HOSTS).toEqual(['aanya-and-julien.com', 'www.aanya-and-julien.com']);
  });

  it('lists every bad variable at once', () => {
    expect(problems({ PORT: '0', JWT_SECRET: 'short' })).toEqual([
      expect.stringContaining('PORT'),
      expect.stringContaining('JWT_SECRET'),
    ]);
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ RSVP_DEADLINE: '', PUBLIC_HOSTS: '' }).RSVP_DEADLINE).toBeUndefined();
  });

  describe('in production', () => {
    it('accepts a complete configuration', () => {
      expect(problems(production)).toEqual([]);
    });

    it.each(['DATABASE_URL', 'ADMIN_PASSWORD_HASH', 'JWT_SECRET', 'SITE_URL'] as const)(
      'requires %s',
      (name) => {
        const { [name]: _removed, ...rest } = production;
        const lines = problems(rest);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(
          new RegExp(`^Invalid environment variable ${name}: is required in production`),
        );
      },
    );

    it('refuses to turn the guests’ throttles off', () => {
      expect(problems({ ...production, RSVP_THROTTLES: 'on' })).toEqual([]);
      expect(problems({ ...production, RSVP_THROTTLES: 'off' })).toEqual([
        'Invalid environment variable RSVP_THROTTLES: is refused in production: the lookup and submission limits stay on (off is for the benchmark and tests)',
      ]);
    });

    it.each(['x'.repeat(32), 'changemechangemechangemechangeme', '0123012301230123012301230123012301'])(
      'refuses a JWT_SECRET anyone could guess (%s)',
      (secret) => {
        expect(problems({ ...production, JWT_SECRET: secret })).toEqual([
          'Invalid environment variable JWT_SECRET: is too easy to guess in production: generate one with "openssl rand -hex 32"',
        ]);
      },
    );

    it('refuses a plain-text admin password', () => {
      expect(problems({ ...production, ADMIN_PASSWORD: 'correct horse battery' })).toEqual([
        'Invalid environment variable ADMIN_PASSWORD: is refused in production: set ADMIN_PASSWORD_HASH instead',
      ]);
    });
  });
});
