import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { createLogger } from '../logger';
import { attendingPayload, decliningPayload, startTestApp } from '../rsvp/test/rsvp-test-app';
import { useTestDatabase } from '../test/database';
import { sendDigestIfDue } from './mail-digest.service';
import { mailConfig } from './mail-config';
import { chooseHostNotifications, lastDigestAt } from './mail-settings.service';
import { smtpTransport } from './mail-transport';
import { startMailWorker } from './mail-worker';
import { startTestSmtpServer } from './test/smtp-test-server';

/**
 * The hosts' own mail, delivered through a real SMTP server and read back with mailparser: the
 * daily digest, and the notice of each answer.
 */
const database = await useTestDatabase();
const { db } = database;
const env = {
  SITE_URL: 'https://aanya-julien.example',
  HOSTS_EMAIL: 'aanya@example.com, julien@example.com',
};
const app = await startTestApp(database, env);
const config = mailConfig(parseEnv({ NODE_ENV: 'test', ...env }));
const sender = {
  from: 'Aanya & Julien <rsvp@wedding.example>',
  replyTo: ['aanya@example.com', 'julien@example.com'],
};
const HOUR = 60 * 60 * 1000;

async function deliverAll() {
  const smtp = await startTestSmtpServer();
  const worker = startMailWorker({
    db,
    transport: smtpTransport(smtp.url, sender, 'wedding.example'),
    logger: createLogger('silent'),
    firstRoundMs: 3_600_000,
    batchSize: 50,
  });
  await worker.runOnce();
  await worker.stop();
  return smtp.parsed();
}

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const byName = (name: string) => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { firstName, lastName };
};

describe('the hosts’ daily digest', () => {
  it('starts when the hosts choose it, without repeating answers they were told of, and arrives once a day', async () => {
    // A message for each answer (the default): the hosts are told of Grace Kim's at once.
    expect((await app.submitJson(attendingPayload({ ...byName('Grace Kim') }))).status).toBe(200);
    const told = await deliverAll();
    expect(told.map((mail) => mail.subject)).toContain('New answer: Grace Kim is coming');

    const chosenAt = new Date();
    await chooseHostNotifications(db, 'digest', chosenAt);
    expect(await lastDigestAt(db)).toEqual(chosenAt);
    // Choosing it again does not push the next digest back.
    await chooseHostNotifications(db, 'digest', new Date(chosenAt.getTime() + HOUR));
    expect(await lastDigestAt(db)).toEqual(chosenAt);

    // No digest right after the choice, nor within the day: Grace's answer is not told twice.
    expect(await sendDigestIfDue(db, config, new Date(chosenAt.getTime() + 60_000))).toBe(0);
    expect(await sendDigestIfDue(db, config, new Date(chosenAt.getTime() + 23 * HOUR))).toBe(0);
    expect(await deliverAll()).toEqual([]);

    // Answers after the choice: no message each, one digest a day later.
    expect((await app.submitJson(attendingPayload({ ...byName('Emily Clarke') }))).status).toBe(200);
    expect((await app.submitJson(decliningPayload({ ...byName('Kavya Nair') }))).status).toBe(200);
    const guestsOnly = await deliverAll();
    expect(guestsOnly.map(recipient).sort()).toEqual(['emily.clarke@example.com', 'kavya.nair@example.com']);

    const dayLater = new Date(chosenAt.getTime() + 24 * HOUR + 60_000);
    expect(await sendDigestIfDue(db, config, dayLater)).toBe(2);
    expect(await sendDigestIfDue(db, config, new Date(dayLater.getTime() + HOUR))).toBe(0);
    const digests = await deliverAll();
    expect(digests.map(recipient).sort()).toEqual(['aanya@example.com', 'julien@example.com']);
    for (const digest of digests) {
      expect(digest.subject).toBe('RSVPs today: 2 answers');
      expect(digest.from?.text).toBe('"Aanya & Julien" <rsvp@wedding.example>');
      const text = digest.text ?? '';
      expect(text).toContain('2 guests answered or changed their answer since the last summary.');
      expect(text).toContain('Emily Clarke: coming');
      expect(text).toContain('Kavya Nair: not coming');
      expect(text).not.toContain('Grace Kim');
      expect(text).toContain('https://aanya-julien.example/admin');
      expect(String(digest.html)).toContain('Kavya Nair: not coming');
    }
    await chooseHostNotifications(db, 'each');
  });
});
