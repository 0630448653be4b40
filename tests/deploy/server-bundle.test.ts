import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailCopy } from '../../server/src/platform/mail/mail-copy';
import { freePort } from '../../server/src/platform/db/free-port';
import { PROJECT_ROOT } from '../../server/src/platform/project-paths';
import { attendingPayload } from '../../server/src/features/rsvp/test/rsvp-test-app';
import { useTestDatabase } from '../../server/src/platform/test/database';

/**
 * The built bundle (server/dist/main.js, what `make start` and the image run) as an operator runs
 * it: its own Node process, development without SMTP_URL (mail goes to the built-in catcher), a
 * real database. Every other server test imports server/src through tsx, so only this one notices
 * a bundle that builds but cannot start or cannot render mail (React and React Email are bundled).
 * A host and a guest use it only through its public API.
 */
const BUNDLE = path.join(PROJECT_ROOT, 'server', 'dist', 'main.js');
const PASSWORD = 'a password for the bundle test';
const GUEST = { name: 'Océane Rivière', firstName: 'Océane', email: 'oceane.riviere@example.com' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await useTestDatabase();

interface Started {
  url: string;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** `node server/dist/main.js` on a free port; resolves once it says it is running. */
async function startBundle(): Promise<Started> {
  if (!existsSync(BUNDLE)) {
    throw new Error(`${BUNDLE} is missing: run "make build" (or "npm run build -w @riviera/server") first`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: 'a secret for the bundle test, at least 32 bytes long',
      LOG_LEVEL: 'warn',
      // Whatever the shell running the tests has: an empty value is "not set" (config/env.ts).
      SMTP_URL: '',
      MAIL_FROM: '',
      HOSTS_EMAIL: '',
      SITE_URL: '',
      PUBLIC_HOSTS: '',
      RSVP_DEADLINE: '',
      ADMIN_PASSWORD_HASH: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  afterAll(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  // Bounded: at most 100 looks, a tenth of a second apart.
  for (let i = 0; i < 100 && !output.includes('Press Ctrl-C to stop'); i += 1) {
    if (child.exitCode !== null) {
      throw new Error(`node server/dist/main.js exited with ${child.exitCode} while starting:\n${output}`);
    }
    await pause(100);
  }
  if (!output.includes('Press Ctrl-C to stop')) {
    throw new Error(`node server/dist/main.js did not say it was running within 10 s:\n${output}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphqlBody<T>;
  if (response.status !== 200 || !body.data || body.errors) {
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

const LOGIN =
  'query AdminLogin($password: String!) { adminLogin(password: $password) { success message token } }';
const CREATE_GUEST = `mutation CreateGuest($token: String!, $input: GuestInput!) {
  createGuest(token: $token, input: $input) { success message errors guest { id email invitationCode } }
}`;
const OVERVIEW = `query MailOverview($token: String!) {
  mailOverview(token: $token) { delivery messages { id kind to subject status attempts lastError } }
}`;
const MESSAGE = `query MailMessage($token: String!, $id: ID!) {
  mailMessage(token: $token, id: $id) { success message mail { subject to text htmlUrl arrived } }
}`;

interface Overview {
  mailOverview: {
    delivery: string;
    messages: Array<{
      id: string;
      kind: string;
      to: string;
      subject: string;
      status: string;
      attempts: number;
      lastError: string | null;
    }>;
  };
}
interface Message {
  mailMessage: {
    success: boolean;
    message: string | null;
    mail: { subject: string; to: string; text: string; htmlUrl: string; arrived: boolean } | null;
  };
}

describe('the built server bundle (node server/dist/main.js)', () => {
  it('starts, takes a guest’s RSVP, delivers their confirmation to the mail catcher, and stops cleanly on SIGTERM', async () => {
    const server = await startBundle();
    expect(server.output()).toContain('Mail: no SMTP_URL, so every message is caught locally');

    // The host logs in and adds a guest with an email address.
    const login = await graphql<{ adminLogin: { success: boolean; token: string | null } }>(
      server.url,
      LOGIN,
      { password: PASSWORD },
    );
    const token = login.adminLogin.token;
    if (!token) throw new Error(`The host could not log in: ${JSON.stringify(login)}`);
    const created = await graphql<{
      createGuest: { success: boolean; guest: { id: string; email: string; invitationCode: string } | null };
    }>(server.url, CREATE_GUEST, { token, input: { name: GUEST.name, email: GUEST.email } });
    const guest = created.createGuest.guest;
    if (!created.createGuest.success || !guest) {
      throw new Error(`The host could not add a guest: ${JSON.stringify(created)}`);
    }
    expect(guest.invitationCode).toMatch(/^\S+$/);

    // The guest answers with their invitation code.
    const answer = attendingPayload({
      firstName: 'Océane',
      lastName: 'Rivière',
      invitationCode: guest.invitationCode,
    });
    const rsvp = await fetch(`${server.url}/rsvp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(answer),
    });
    const rsvpBody = await rsvp.text();
    expect(rsvp.status, `POST /rsvp answered: ${rsvpBody}`).toBe(200);
    expect(JSON.parse(rsvpBody)).toMatchObject({ success: true });

    // The hosts see the confirmation in the admin area's Mail tab once the catcher has it.
    const subject = mailCopy.confirmation.subject.attending;
    let overview: Overview['mailOverview'] | undefined;
    let delivered: Message['mailMessage']['mail'] = null;
    // Bounded: at most 100 looks, a fifth of a second apart (20 s).
    for (let i = 0; i < 100 && !delivered?.arrived; i += 1) {
      if (i > 0) await pause(200);
      overview = (await graphql<Overview>(server.url, OVERVIEW, { token })).mailOverview;
      const sent = overview.messages.find(
        (message) =>
          message.kind === 'confirmation' && message.to === GUEST.email && message.status === 'SENT',
      );
      if (sent)
        delivered = (await graphql<Message>(server.url, MESSAGE, { token, id: sent.id })).mailMessage.mail;
    }
    if (!delivered?.arrived) {
      throw new Error(
        `The confirmation did not reach the mail catcher within 20 s. Outbox: ${JSON.stringify(overview)}\nServer output:\n${server.output()}`,
      );
    }
    expect(overview?.delivery).toBe('CATCHER');
    expect(delivered.to).toBe(GUEST.email);
    expect(delivered.subject).toBe(subject);
    expect(delivered.text.trim()).not.toBe('');

    const html = await fetch(`${server.url}${delivered.htmlUrl}`);
    expect(html.status).toBe(200);
    const page = await html.text();
    expect(page).toContain(GUEST.firstName);
    expect(page).toContain(`/rsvp?code=${guest.invitationCode}`);

    expect(await server.stop(), server.output()).toBe(0);
  });
});
