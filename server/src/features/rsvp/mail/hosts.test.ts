import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../platform/config/env';
import { attendingPayload, decliningPayload, sampleGuest, startTestApp } from '../test/rsvp-test-app';
import { useTestDatabase } from '../../../platform/test/database';
import { sendDigestIfDue } from './host-digest.service';
import { mailConfig } from '../../../platform/mail/mail-config';
import { chooseHostNotifications, lastDigestAt } from '../../../platform/mail/mail-settings.service';
import { deliverAllWith } from '../../../platform/mail/test/deliver-all';

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
const deliverAll = deliverAllWith({
  db,
  config,
  replyTo: ['aanya@example.com', 'julien@example.com'],
  batchSize: 50,
});
const HOUR = 60 * 60 * 1000;

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
      expect(text).toContain('Sent by your wedding website');
      expect(text).not.toContain('With love');
      expect(String(digest.html)).toContain('Kavya Nair: not coming');
    }
    await chooseHostNotifications(db, 'each');
  });
});

describe('the hosts’ notice of an answer', () => {
  it('labels the guest’s note as theirs, is not signed by the couple to themselves, and replies go to the guest', async () => {
    await chooseHostNotifications(db, 'each');
    const answer = attendingPayload({
      ...byName('Meera Krishnan'),
      message: 'Can we bring our dog?',
    });
    expect((await app.submitJson(answer)).status).toBe(200);
    const mails = await deliverAll();

    const notices = mails.filter((mail) => mail.subject === 'New answer: Meera Krishnan is coming');
    expect(notices.map(recipient).sort()).toEqual(['aanya@example.com', 'julien@example.com']);
    for (const notice of notices) {
      expect(notice.replyTo?.text).toBe('meera.krishnan@example.com');
      for (const body of [notice.text ?? '', String(notice.html)]) {
        expect(body).toContain('Their message');
        expect(body).toContain('Can we bring our dog?');
        expect(body).not.toContain('Your message');
        expect(body).not.toContain('With love');
        expect(body).toContain('Sent by your wedding website');
      }
    }

    // The guest's own copy still says "Your message", is signed by the couple, and replies go to them.
    const confirmation = mails.find((mail) => recipient(mail) === 'meera.krishnan@example.com');
    expect(confirmation?.replyTo?.text).toBe('aanya@example.com, julien@example.com');
    expect(confirmation?.text).toContain('Your message');
    expect(confirmation?.text).toContain('With love, Aanya & Julien');
    expect(confirmation?.text).not.toContain('Their message');
    // Invited alone: the calendar file holds exactly her own events.
    expect(confirmation?.text).toContain(
      'The calendar file attached holds exactly the events you said yes to.',
    );
  });

  it('has the couple as Reply-To when the list has no email for the guest', async () => {
    await db
      .updateTable('guests')
      .set({ email: null })
      .where('invitation_code', '=', sampleGuest('Rohan Kapoor').invitationCode)
      .execute();
    expect((await app.submitJson(decliningPayload({ ...byName('Rohan Kapoor') }))).status).toBe(200);
    const mails = await deliverAll();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'New answer: Rohan Kapoor cannot come',
      'New answer: Rohan Kapoor cannot come',
    ]);
    for (const notice of mails) expect(notice.replyTo?.text).toBe('aanya@example.com, julien@example.com');
  });

  it('tells what changed, before and after, ahead of the whole answer', async () => {
    const first = attendingPayload({ ...byName('Isabelle Rousseau'), dietaryNotes: 'No nuts' });
    expect((await app.submitJson(first)).status).toBe(200);
    await deliverAll();
    const second = {
      ...first,
      events: { ...first.events, welcomeDinner: false },
      dietaryRestrictions: 'Vegetarian',
      dietaryNotes: 'No nuts, no dairy',
    };
    expect((await app.submitJson(second)).status).toBe(200);
    const notices = (await deliverAll()).filter(
      (mail) => mail.subject === 'Changed answer: Isabelle Rousseau is coming',
    );
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      const text = notice.text ?? '';
      expect(text).toContain('WHAT CHANGED');
      expect(text).toContain('Isabelle Rousseau — Welcome dinner: coming → not coming');
      expect(text).toContain('Isabelle Rousseau — Entrée: fish → vegetarian');
      expect(text).toContain('Isabelle Rousseau — Dietary notes: “No nuts” → “No nuts, no dairy”');
      expect(text).not.toContain('Ceremony & lunch: coming');
      expect(text.indexOf('WHAT CHANGED')).toBeLessThan(text.indexOf('Open the admin area'));
      expect(String(notice.html)).toContain('Entrée: fish → vegetarian');
    }
  });
});
