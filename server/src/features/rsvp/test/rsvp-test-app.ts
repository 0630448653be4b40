import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { allEvents, type RsvpPayload } from '@riviera/contract';
import { afterAll } from 'vitest';
import { createApp } from '../../../app';
import { parseEnv } from '../../../platform/config/env';
import { createDb, createPool, type Db } from '../../../platform/db/database';
import { loadSampleGuests } from '../../../sample-data';
import { createLogger } from '../../../platform/logger';
import { mailConfig, type MailConfig } from '../../../platform/mail/mail-config';
import { SAMPLE_GUESTS_FILE } from '../../../platform/project-paths';

export interface SampleGuest {
  name: string;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  invitationCode: string;
}

export const sampleGuests = JSON.parse(await readFile(SAMPLE_GUESTS_FILE, 'utf8')) as SampleGuest[];

/** A guest of the sample list; `plusOneName` tells apart two guests who share a name. */
export function sampleGuest(name: string, plusOneName?: string | null): SampleGuest {
  const guest = sampleGuests.find(
    (candidate) =>
      candidate.name === name && (plusOneName === undefined || candidate.plusOneName === plusOneName),
  );
  if (!guest) throw new Error(`db/sample-guests.json has no guest named ${name}`);
  return guest;
}

export interface TestApp {
  baseUrl: string;
  /** What the app's mail knows of the installation (SITE_URL, the deadline, the hosts). */
  mail: MailConfig;
  /** GET /rsvp with these query parameters, from `ip` (sent as X-Forwarded-For by a loopback proxy). */
  lookup(query: Record<string, string>, ip: string): Promise<Response>;
  /** POST /rsvp with this body (a value is sent as JSON, a string as it is), from `ip`. */
  submit(body: unknown, ip: string, headers?: Record<string, string>): Promise<Response>;
  /** A client address not used before by this app, so no throttle carries over between tests. */
  nextIp(): string;
  /** submit() from a new address, with the answer's status and JSON body. */
  submitJson(
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

/**
 * The real app over HTTP on a free port, on the test file's database (with the sample guests loaded
 * once), its own pool for the throttles, and the given environment.
 */
export async function startTestApp(
  { url, db }: { url: string; db: Db },
  env: Record<string, string> = {},
): Promise<TestApp> {
  await loadSampleGuests(db);
  const logger = createLogger('silent');
  const pool = createPool(url, logger, 10);
  const parsedEnv = parseEnv({ NODE_ENV: 'test', ...env });
  const app = createApp({
    env: parsedEnv,
    db: createDb(pool),
    pool,
    logger,
    clientDir: '/nonexistent-client-dir',
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await pool.end();
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let addresses = 0;
  const nextIp = () => `203.0.113.${(addresses += 1)}`;
  const submit: TestApp['submit'] = (body, ip, headers = {}) =>
    fetch(`${baseUrl}/rsvp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    baseUrl,
    mail: mailConfig(parsedEnv),
    nextIp,
    submit,
    submitJson: async (body, headers) => {
      const response = await submit(body, nextIp(), headers);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    lookup: (query, ip) =>
      fetch(`${baseUrl}/rsvp?${new URLSearchParams(query).toString()}`, {
        headers: { Accept: 'application/json', 'X-Forwarded-For': ip },
      }),
  };
}

/** A complete "yes" from a guest invited alone (Jean-Luc Moreau in the sample list). */
export function attendingPayload(overrides: Partial<RsvpPayload> = {}): RsvpPayload {
  return {
    firstName: 'Jean-Luc',
    lastName: 'Moreau',
    mailingAddress: '8 Rue Pastorelli, 06000 Nice',
    attending: true,
    plusOneAttending: false,
    plusOneFirstName: '',
    plusOneLastName: '',
    events: allEvents(true),
    plusOneEvents: {},
    dietaryRestrictions: 'Fish',
    plusOneDietaryRestrictions: '',
    message: 'See you in Cap Ferrat!',
    ...overrides,
  };
}

/** A "yes" for Hélène Dupont and her plus-one Marc. */
export function attendingTogetherPayload(overrides: Partial<RsvpPayload> = {}): RsvpPayload {
  return attendingPayload({
    firstName: 'Hélène',
    lastName: 'Dupont',
    plusOneAttending: true,
    plusOneFirstName: 'Marc',
    plusOneLastName: 'Dupont',
    plusOneEvents: allEvents(true),
    plusOneDietaryRestrictions: 'Vegetarian',
    ...overrides,
  });
}

/** A decline: nothing ticked, no address, no entrée. */
export function decliningPayload(overrides: Partial<RsvpPayload> = {}): RsvpPayload {
  return attendingPayload({
    attending: false,
    mailingAddress: '',
    events: allEvents(false),
    dietaryRestrictions: '',
    message: 'So sorry to miss it.',
    ...overrides,
  });
}
