import path from 'node:path';
import { hostName, isHeaderAddress } from '@riviera/contract';
import { z } from 'zod';
import { DATA_DIR } from '../project-paths';

/**
 * Hosts listed in PUBLIC_HOSTS: lower-case names without port, whitespace, trailing dots or empty
 * items, each written in full: a leading dot (".example.com") means every subdomain to nginx, which
 * would hide RSVP on the RSVP host too, so it is refused, as is an empty label ("example..com").
 */
const hostList = z
  .string()
  .transform((value) => value.split(',').map(hostName).filter(Boolean))
  .refine((hosts) => hosts.every((host) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)), {
    message:
      'must be a comma-separated list of host names written in full, such as "example.com,www.example.com" (no leading dot or wildcard)',
  });

/** Comma-separated addresses, such as HOSTS_EMAIL="aanya@example.com, julien@example.com". */
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .refine((addresses) => addresses.every(isHeaderAddress), {
    message:
      'must be one address or several separated by commas, such as "aanya@example.com, julien@example.com"',
  });

/** SITE_URL: the site's own address (scheme and host, no path), without a trailing slash. */
const siteUrl = z
  .string()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash;
      } catch {
        return false;
      }
    },
    { message: 'must be the absolute address guests use, such as https://aanya-and-julien.com' },
  )
  .transform((value) => {
    const url = new URL(value);
    url.hostname = hostName(url.hostname);
    return url.origin;
  });

/** An on/off switch as operators write it in .env. */
const onOff = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => ['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    message: 'must be on or off',
  })
  .transform((value) => ['on', 'true', '1', 'yes'].includes(value));

const parisTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/**
 * RSVP_DEADLINE as a moment. A date alone ("2026-04-15") means the end of that day at the wedding,
 * in Paris, not midnight UTC at its start: of the two offsets Paris uses, the one it agrees with.
 */
function parseDeadline(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  for (const offset of ['+02:00', '+01:00']) {
    const candidate = new Date(`${value}T23:59:59.999${offset}`);
    if (parisTime.format(candidate) === `${value}, 23:59`) return candidate;
  }
  return new Date(`${value}T23:59:59.999+01:00`);
}

/**
 * RSVP_DEADLINE as written: a day the calendar has ("2026-02-30" would roll into March), alone or
 * with a time and its time zone ("Z" or "+02:00": a time without one is read in the machine's zone).
 */
function isDeadline(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The fewest different characters a production JWT_SECRET may be made of. */
const MIN_SECRET_CHARACTERS = 10;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number between 1 and 65535' })
      .int({ message: 'must be a port number between 1 and 65535' })
      .min(1, { message: 'must be a port number between 1 and 65535' })
      .max(65535, { message: 'must be a port number between 1 and 65535' })
      .default(8080),
    DATABASE_URL: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), {
        message: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/wedding',
      })
      .optional(),
    ADMIN_PASSWORD_HASH: z
      .string()
      .refine((value) => value.startsWith('$argon2id$'), {
        message: 'must be an argon2id hash: run "npm run --silent hash-password" and paste its output',
      })
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
    JWT_SECRET: z
      .string()
      .refine((value) => Buffer.byteLength(value) >= 32, {
        message: 'must be at least 32 bytes long: generate one with "openssl rand -hex 32"',
      })
      .optional(),
    PUBLIC_HOSTS: hostList.default([]),
    RSVP_DEADLINE: z
      .string()
      .refine(isDeadline, {
        message:
          'must be an ISO date such as 2026-04-15, or a date and time with its time zone such as 2026-04-15T23:59:00+02:00',
      })
      .transform(parseDeadline)
      .optional(),
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\/[^/\s]+/.test(value) && URL.canParse(value), {
        message: 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .refine(
        (value) => {
          // "Name <address>", the name without <, > or @; or the address alone.
          const named = /^[^<>@]*<([^<>]*)>$/.exec(value.trim());
          return isHeaderAddress(named ? (named[1] ?? '') : value.trim());
        },
        {
          message:
            'must be an address, or a name and an address, such as "Aanya & Julien <rsvp@aanya-julien.example>"',
        },
      )
      .optional(),
    HOSTS_EMAIL: addressList.default([]),
    SITE_URL: siteUrl
      .optional()
      .describe('the address guests use: canonical links, link previews, invitation QR codes'),
    SEARCH_INDEXING: onOff
      .default(false)
      .describe('off: every page says noindex and robots.txt turns crawlers away'),
    RSVP_THROTTLES: onOff
      .default(true)
      .describe(
        "off: the guests' per-address lookup and submission limits are not applied (benchmark and tests only)",
      ),
    TRUST_PROXY: z
      .string()
      .default('loopback, uniquelocal')
      // Express reads the string "false" as an address and crashes; it wants a boolean or hop count.
      .transform((value): string | boolean | number => {
        const word = value.trim().toLowerCase();
        if (word === 'false' || word === 'true') return word === 'true';
        return /^\d+$/.test(word) ? Number(word) : value;
      })
      .describe('Express "trust proxy" setting: which proxies may set X-Forwarded-For'),
    DATA_DIR: z
      .string()
      .optional()
      .describe('development only: where the embedded database and the kept secrets live (default .data)'),
    PAGES_DIR: z
      .string()
      .optional()
      .describe(
        'where the server writes the guest pages at each publish (ADR 079), a volume nginx reads; default <DATA_DIR>/pages',
      ),
    ALBUM_DIR: z
      .string()
      .optional()
      .describe(
        "where the album's originals and display copies live, never served directly (ADR 082; default .data/album)",
      ),
    ALBUM_UPLOAD_LIMIT_MB: z.coerce
      .number({ message: 'must be a whole number of megabytes, such as 40' })
      .int({ message: 'must be a whole number of megabytes, such as 40' })
      .min(1, { message: 'must be a whole number of megabytes, such as 40' })
      .default(40)
      .describe('the largest photo one form upload takes (nginx says the same, ADR 082)'),
    ALBUM_VIDEO_LIMIT_MB: z.coerce
      .number({ message: 'must be a whole number of megabytes, such as 1024' })
      .int({ message: 'must be a whole number of megabytes, such as 1024' })
      .min(1, { message: 'must be a whole number of megabytes, such as 1024' })
      .default(1024)
      .describe('the largest file a resumable upload takes, videos included (ADR 082)'),
    ALBUM_FREE_SPACE_MB: z.coerce
      .number({ message: 'must be a whole number of megabytes, such as 2048' })
      .int({ message: 'must be a whole number of megabytes, such as 2048' })
      .min(0, { message: 'must be a whole number of megabytes, such as 2048' })
      .default(2048)
      .describe('uploads stop while the album disk has less free space than this (ADR 082)'),
    ALBUM_UPLOADS_PER_HOUR: z.coerce
      .number({ message: 'must be a whole number, such as 300' })
      .int({ message: 'must be a whole number, such as 300' })
      .min(1, { message: 'must be a whole number, such as 300' })
      .default(300)
      .describe('album uploads an hour from one address (ADR 082)'),
    SITE_PHOTOS_DIR: z
      .string()
      .optional()
      .describe(
        "where the photos the hosts upload for the slideshow and the events live, served read-only with a year's cache (ADR 084; default .data/site-photos)",
      ),
    SITE_PHOTO_LIMIT_MB: z.coerce
      .number({ message: 'must be a whole number of megabytes, such as 30' })
      .int({ message: 'must be a whole number of megabytes, such as 30' })
      .min(1, { message: 'must be a whole number of megabytes, such as 30' })
      .default(30)
      .describe("the largest photo the hosts upload for the site's pages (nginx says the same, ADR 084)"),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // Guests follow SITE_URL (mail, QR codes, link previews): on a public host RSVP is hidden (ADR 005).
    // SITE_URL is still the raw text here when it failed its own check: this refinement runs anyway.
    const siteHost =
      env.SITE_URL && URL.canParse(env.SITE_URL) ? hostName(new URL(env.SITE_URL).hostname) : undefined;
    if (siteHost && env.PUBLIC_HOSTS.includes(siteHost)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: `its host ${siteHost} is listed in PUBLIC_HOSTS, which hides RSVP there: set SITE_URL to the address guests RSVP at, a host name not in PUBLIC_HOSTS (such as https://rsvp.aanya-and-julien.com)`,
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required in production (the embedded database is for development only)',
      });
    }
    if (!env.ADMIN_PASSWORD_HASH) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD_HASH'],
        message: 'is required in production: run "npm run --silent hash-password" and put its output in .env',
      });
    }
    if (env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is refused in production: set ADMIN_PASSWORD_HASH instead',
      });
    }
    // A provider refuses mail from an address it does not know; without SMTP_URL mail waits (ADR 022).
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'is required with SMTP_URL in production: the address your mail provider sends from',
      });
    }
    // Links in mail, invitation QR codes and link previews carry it: a default would send guests to localhost.
    if (!env.SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'is required in production: the address guests use, such as https://rsvp.aanya-and-julien.com',
      });
    }
    // The limits are what keeps invitation codes from being guessed (ADR 008): never off for guests.
    if (!env.RSVP_THROTTLES) {
      ctx.addIssue({
        code: 'custom',
        path: ['RSVP_THROTTLES'],
        message:
          'is refused in production: the lookup and submission limits stay on (off is for the benchmark and tests)',
      });
    }
    if (!env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production: generate one with "openssl rand -hex 32"',
      });
    } else if (new Set(env.JWT_SECRET).size < MIN_SECRET_CHARACTERS) {
      // Whoever has it can sign a hosts' token: a word repeated, or a few characters over and over,
      // is no secret. `openssl rand -hex 32` uses all sixteen hex digits.
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is too easy to guess in production: generate one with "openssl rand -hex 32"',
      });
    }
  });

/** Unset SITE_URL means the local address the server listens on (development and tests only). */
const withDefaults = schema.transform((env) => ({
  ...env,
  SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
}));

export type Env = z.output<typeof withDefaults>;

/** The album's folder (ADR 082): ALBUM_DIR, or `album` in the development data folder. */
export function albumDirOf(env: Pick<Env, 'ALBUM_DIR' | 'DATA_DIR'>): string {
  return env.ALBUM_DIR ?? path.join(env.DATA_DIR ?? DATA_DIR, 'album');
}

/** The site's own photos (ADR 084): SITE_PHOTOS_DIR, or `site-photos` in the development data folder. */
export function sitePhotosDirOf(env: Pick<Env, 'SITE_PHOTOS_DIR' | 'DATA_DIR'>): string {
  return env.SITE_PHOTOS_DIR ?? path.join(env.DATA_DIR ?? DATA_DIR, 'site-photos');
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'EnvError';
  }
}

/**
 * Reads and checks the environment. Every bad variable becomes one line naming it, so an operator
 * sees all the mistakes at once instead of fixing them one start at a time.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value in .env ("RSVP_DEADLINE=") means "not set", as operators expect.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = withDefaults.safeParse(cleaned);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const value = issue.code === 'invalid_type' && !(name in cleaned) ? 'is required' : issue.message;
      return `Invalid environment variable ${name}: ${value}`;
    }),
  );
}
