import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logger';
import { attendingPayload, decliningPayload, sampleGuest, startTestApp } from '../test/rsvp-test-app';
import { useTestDatabase } from '../../../platform/test/database';
import { composeAnswerMail } from './answer-mail';
import { smtpTransport } from '../../../platform/mail/mail-transport';
import { startMailWorker } from '../../../platform/mail/mail-worker';
import { deliverAllWith } from '../../../platform/mail/test/deliver-all';
import { startTestSmtpServer } from '../../../platform/mail/test/smtp-test-server';

/**
 * Anyone who knows a guest's name can answer for them (ADR 007). Their confirmations are rationed
 * (the first at once, then at most one an hour, showing the latest answer), and however many
 * answers one guest gets, the outbox serves everyone else in turn.
 */
const database = await useTestDatabase();
const { db } = database;
const app = await startTestApp(database, {
  SITE_URL: 'https://aanya-julien.example',
  HOSTS_EMAIL: 'aanya@example.com, julien@example.com',
});
const hosts = ['aanya@example.com', 'julien@example.com'];
const deliverAll = deliverAllWith({ db, config: app.mail, replyTo: hosts });
const recipient = (mail: { to?: unknown }) =>
  mail.to && typeof mail.to === 'object' && 'text' in mail.to ? String(mail.to.text) : '';

const waitingConfirmations = (to: string) =>
  db
    .selectFrom('outbox')
    .select(['id', 'next_attempt_at', 'status'])
    .where('kind', '=', 'confirmation')
    .where('to_address', '=', to)
    .where('status', '=', 'pending')
    .execute();

describe('answers by name alone', () => {
  it('confirm the first at once, then at most once an hour, with the latest answer', async () => {
    const names = { firstName: 'Jean-Luc', lastName: 'Moreau' };
    const to = 'jeanluc.moreau@example.com';
    // Ten answers by name within a minute, the worker sending between them.
    const sent: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = attendingPayload({
        ...names,
        message: `answer ${i}`,
      });
      expect((await app.submitJson(answer)).status).toBe(200);
      sent.push(
        ...(await deliverAll()).filter((mail) => recipient(mail) === to).map((mail) => mail.text ?? ''),
      );
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('answer 0');

    // The rest wait as one confirmation, an hour after the first.
    const [waiting, ...more] = await waitingConfirmations(to);
    expect(more).toEqual([]);
    const firstSent = await db
      .selectFrom('outbox')
      .select('sent_at')
      .where('kind', '=', 'confirmation')
      .where('to_address', '=', to)
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    expect(waiting?.next_attempt_at.getTime()).toBe((firstSent.sent_at?.getTime() ?? 0) + 60 * 60 * 1000);

    // When the hour is over it goes, telling of the tenth answer.
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', waiting?.id ?? '')
      .execute();
    const later = (await deliverAll()).filter((mail) => recipient(mail) === to);
    expect(later).toHaveLength(1);
    expect(later[0]?.text).toContain('answer 9');
    expect(later[0]?.text).not.toContain('answer 8');
  });

  it('never hold back the confirmation of an answer with the invitation code', async () => {
    const guest = sampleGuest('Emily Clarke');
    const to = 'emily.clarke@example.com';
    for (const message of ['first', 'second']) {
      const byName = attendingPayload({ firstName: 'Emily', lastName: 'Clarke', message });
      expect((await app.submitJson(byName)).status).toBe(200);
    }
    await deliverAll();
    expect(await waitingConfirmations(to)).toHaveLength(0);
    expect(
      (await app.submitJson(attendingPayload({ firstName: 'Emily', lastName: 'Clarke', message: 'third' })))
        .status,
    ).toBe(200);
    await deliverAll();
    expect(await waitingConfirmations(to)).toHaveLength(1);

    // Emily answers with her code: her confirmation goes now, and replaces the one that waited.
    const own = decliningPayload({
      firstName: 'Emily',
      lastName: 'Clarke',
      invitationCode: guest.invitationCode,
    });
    expect((await app.submitJson(own)).status).toBe(200);
    const mails = (await deliverAll()).filter((mail) => recipient(mail) === to);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your RSVP: thank you for letting us know']);
    expect(await waitingConfirmations(to)).toHaveLength(0);
  });
});

describe('the outbox, while one guest is flooded with answers', () => {
  it('sends everyone else’s mail in turn, not after the flood', async () => {
    // Thirty answers by name for one guest, each with a notice to both hosts: 61 messages waiting.
    for (let i = 0; i < 30; i += 1) {
      const flood = attendingPayload({ firstName: 'Kavya', lastName: 'Nair', message: `flood ${i}` });
      expect((await app.submitJson(flood)).status).toBe(200);
    }
    const own = decliningPayload({ firstName: 'Søren', lastName: 'Østergaard' });
    expect((await app.submitJson(own)).status).toBe(200);

    // One round of six messages, two turns each: Søren's confirmation and notices are among them.
    const smtp = await startTestSmtpServer();
    const worker = startMailWorker({
      db,
      transport: smtpTransport(
        smtp.url,
        { from: 'Aanya & Julien <rsvp@wedding.example>', replyTo: async () => hosts },
        'wedding.example',
      ),
      logger: createLogger('silent'),
      firstRoundMs: 3_600_000,
      batchSize: 6,
      compose: (message) => composeAnswerMail(db, app.mail, message),
    });
    expect(await worker.runOnce()).toBe(6);
    await worker.stop();
    const subjects = (await smtp.parsed()).map((mail) => `${recipient(mail)}: ${mail.subject ?? ''}`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'soren.ostergaard@example.com: Your RSVP: thank you for letting us know',
        'aanya@example.com: New answer: Søren Østergaard cannot come',
        'julien@example.com: New answer: Søren Østergaard cannot come',
      ]),
    );
  });
});
