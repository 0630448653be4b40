import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { useTestDatabase } from '../test/database';
import { startMailCatcher } from './mail-catcher';
import { smtpTransport } from './mail-transport';
import { startMailWorker } from './mail-worker';
import { enqueueMessages, type NewMessage } from './outbox.repository';
import { startTestSmtpServer } from './test/smtp-test-server';

const { db } = await useTestDatabase();
const logger = createLogger('silent');
const sender = {
  from: 'Aanya & Julien <rsvp@wedding.example>',
  replyTo: async () => ['aanya.julien@example.com'],
};

const testSmtpServer = startTestSmtpServer;

const message = (n: number, overrides: Partial<NewMessage> = {}): NewMessage => ({
  kind: 'confirmation',
  guestId: null,
  to: `guest${n}@example.com`,
  subject: `Your RSVP ${n}`,
  html: `<p>Hello ${n}</p>`,
  text: `Hello ${n}`,
  attachments: [],
  ...overrides,
});

/** A worker that only works when the test says (runOnce), delivering to `url`. */
const workerFor = (url: string, options: { backoff?: () => number } = {}) =>
  startMailWorker({
    db,
    transport: smtpTransport(url, sender, 'wedding.example'),
    logger,
    intervalMs: 60_000,
    firstRoundMs: 3_600_000,
    // Every message here is written in full when it is queued.
    compose: async () => undefined,
    ...options,
  });

const statusOf = async (subject: string) =>
  db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'last_error'])
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();

describe('the outbox worker', () => {
  it('retries through a mail server outage and delivers each message exactly once', async () => {
    let down = true;
    const smtp = await testSmtpServer(() => (down ? 'temporary' : 'accept'));
    await enqueueMessages(db, [message(1), message(2), message(3)]);
    const worker = workerFor(smtp.url, { backoff: () => 0 });
    try {
      for (let round = 0; round < 3; round += 1) await worker.runOnce();
      expect(smtp.received).toHaveLength(0);
      expect(await statusOf('Your RSVP 1')).toMatchObject({
        status: 'pending',
        last_error: expect.stringMatching(/Try again later/),
      });

      down = false;
      expect(await worker.runOnce()).toBe(3);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(3);
      const parsed = await Promise.all(smtp.received.map((raw) => simpleParser(raw)));
      expect(parsed.map((mail) => mail.subject).sort()).toEqual([
        'Your RSVP 1',
        'Your RSVP 2',
        'Your RSVP 3',
      ]);
      expect(parsed[0]?.replyTo?.text).toBe('aanya.julien@example.com');
      expect(await statusOf('Your RSVP 2')).toMatchObject({ status: 'sent', attempts: 4 });
    } finally {
      await worker.stop();
    }
  });

  it('delivers each message exactly once after connections dropped in the middle of a batch and refused', async () => {
    // The first message is accepted; the second's connection is cut after its data and before any
    // answer, then the server cuts every new connection before its greeting.
    let answered = 0;
    let cutting = false;
    const first = await testSmtpServer(
      () => {
        answered += 1;
        if (answered === 1) return 'accept';
        cutting = true;
        return 'drop';
      },
      { dropConnections: () => cutting },
    );
    const subjects = ['Batch 1', 'Batch 2', 'Batch 3', 'Batch 4'];
    await enqueueMessages(
      db,
      subjects.map((subject, index) => message(10 + index, { subject })),
    );
    const worker = workerFor(first.url, { backoff: () => 0 });
    try {
      expect(await worker.runOnce()).toBe(4);
      // The worker takes due messages in no set order: whichever went first was accepted.
      const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      expect(first.received).toHaveLength(1);
      const accepted = subjectOf(first.received[0] ?? '');
      const rest = subjects.filter((subject) => subject !== accepted);
      expect(rest).toHaveLength(3);
      expect(await statusOf(accepted)).toMatchObject({ status: 'sent', attempts: 1 });
      for (const subject of rest) {
        expect(await statusOf(subject)).toMatchObject({
          status: 'pending',
          attempts: 1,
          last_error: 'Connection closed unexpectedly',
        });
      }

      // The server is gone: the connection is refused, and nothing is lost.
      await first.close();
      expect(await worker.runOnce()).toBe(3);
      for (const subject of rest) {
        expect(await statusOf(subject)).toMatchObject({
          status: 'pending',
          attempts: 2,
          last_error: expect.stringMatching(/ECONNREFUSED/),
        });
      }

      // Back on the same address: the rest arrive, and nothing twice.
      const back = await testSmtpServer(() => 'accept', { port: first.port });
      expect(await worker.runOnce()).toBe(3);
      expect(await worker.runOnce()).toBe(0);
      const delivered = [...first.received, ...back.received].map(subjectOf);
      expect(delivered.sort()).toEqual(subjects);
      for (const subject of rest) {
        expect(await statusOf(subject)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      }
    } finally {
      await worker.stop();
    }
  });

  it('gives up on an address the server refuses for good, and flags the guest', async () => {
    const smtp = await testSmtpServer(() => 'permanent');
    const guest = await db
      .insertInto('guests')
      .values({
        name: 'Ana Lima',
        email: 'nobody@example.com',
        invitation_code: 'ANKM23',
        lookup_keys: ['ana|lima'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMessages(db, [message(4, { guestId: guest.id, subject: 'Bounce' })]);
    const worker = workerFor(smtp.url);
    try {
      await worker.runOnce();
      expect(await statusOf('Bounce')).toMatchObject({ status: 'failed', attempts: 1 });
      const flagged = await db
        .selectFrom('guests')
        .select(['mail_failed_at', 'mail_error'])
        .where('id', '=', guest.id)
        .executeTakeFirstOrThrow();
      expect(flagged.mail_failed_at).toBeInstanceOf(Date);
      expect(flagged.mail_error).toMatch(/No such mailbox/);
    } finally {
      await worker.stop();
    }
  });

  it('takes up a message whose sender stopped in the middle, once its lease runs out', async () => {
    const smtp = await testSmtpServer(() => 'accept');
    await enqueueMessages(db, [message(5, { subject: 'Stuck' })]);
    await db
      .updateTable('outbox')
      .set({ status: 'sending', locked_until: new Date(Date.now() - 1000) })
      .where('subject', '=', 'Stuck')
      .execute();
    const worker = workerFor(smtp.url);
    try {
      await worker.runOnce();
      expect(await statusOf('Stuck')).toMatchObject({ status: 'sent' });
      expect(smtp.received.filter((raw) => raw.includes('Subject: Stuck'))).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

describe('the mail catcher, without an SMTP server', () => {
  it('keeps every message exactly as it arrived', async () => {
    const catcher = await startMailCatcher(db, logger);
    await enqueueMessages(db, [
      message(6, {
        subject: 'Caught',
        attachments: [
          {
            filename: 'weekend.ics',
            contentType: 'text/calendar',
            content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
          },
        ],
      }),
    ]);
    const worker = workerFor(catcher.url);
    try {
      await worker.runOnce();
      const caught = await db.selectFrom('caught_mail').selectAll().executeTakeFirstOrThrow();
      expect(caught.envelope_to).toEqual(['guest6@example.com']);
      expect(caught.subject).toBe('Caught');
      expect(caught.text_body.trim()).toBe('Hello 6');
      const parsed = await simpleParser(caught.raw);
      expect(parsed.subject).toBe('Caught');
      expect(parsed.text?.trim()).toBe('Hello 6');
      expect(parsed.attachments.map((file) => file.filename)).toEqual(['weekend.ics']);
    } finally {
      await worker.stop();
      await catcher.close();
    }
  });
});
