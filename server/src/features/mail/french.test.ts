import { MESSAGES_FR } from '@riviera/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { mailCopy as frenchMail } from '../../platform/mail/mail-copy.fr';
import { attendingTogetherPayload, sampleGuest, startTestApp } from '../rsvp/test/rsvp-test-app';
import { useTestDatabase } from '../../platform/test/database';
import { sendGuestMail } from './mail.service';
import { mailConfig } from '../../platform/mail/mail-config';
import { deliverAllWith } from '../../platform/mail/test/deliver-all';
import { parseEnv } from '../../platform/config/env';

/**
 * A guest who answers on the French pages gets their mail in French (ADR 019): the confirmation,
 * and from then on what the hosts send them, with their private link under /fr. The hosts' own
 * notice stays English. Delivered through a real SMTP server and read back with mailparser.
 */
const database = await useTestDatabase();
const { db } = database;
const SITE = 'https://aanya-julien.example';
const env = { SITE_URL: SITE, HOSTS_EMAIL: 'aanya@example.com', RSVP_DEADLINE: '2099-04-15' };
const app = await startTestApp(database, env);
const deliverAll = deliverAllWith({ db, config: app.mail, replyTo: ['aanya@example.com'] });

const addressedTo = (mail: { to?: unknown }) =>
  mail.to && typeof mail.to === 'object' && 'text' in mail.to ? String(mail.to.text) : '';

describe('mail in French, through a real SMTP server', () => {
  it('confirms an answer given on the French pages in French, with a French private link and calendar', async () => {
    const helene = sampleGuest('Hélène Dupont');
    const answer = attendingTogetherPayload({
      events: {
        welcomeDinner: true,
        ceremonyAndLunch: false,
        cocktailAndReception: false,
        farewellBrunch: false,
      },
      plusOneEvents: {
        welcomeDinner: true,
        ceremonyAndLunch: false,
        cocktailAndReception: false,
        farewellBrunch: false,
      },
    });
    const saved = await app.submitJson(answer, { 'Accept-Language': 'fr' });
    expect(saved).toMatchObject({ status: 200, body: { message: MESSAGES_FR.rsvp.saved } });

    const mails = await deliverAll();
    const confirmation = mails.find((mail) => addressedTo(mail) === 'helene.dupont@example.com');
    if (!confirmation)
      throw new Error(`no confirmation among ${mails.map((mail) => mail.subject).join(', ')}`);
    expect(confirmation.subject).toBe(frenchMail.confirmation.subject.attending);
    expect(String(confirmation.html)).toContain('lang="fr"');
    for (const body of [confirmation.text ?? '', String(confirmation.html)]) {
      expect(body).toContain('Dîner de bienvenue');
      // A day and its time as the pages write them, « à » between them, on a line of its own.
      expect(body).toContain('Jeudi 14 mai 2026 à 18\u00a0h\u00a030');
      expect(body).not.toContain('2026, 18\u00a0h');
      // The plus-one's entrée as the French form names it, after a French colon.
      expect(body).toMatch(/Végétarien/);
      expect(body).not.toMatch(/Vegetarian|Welcome Dinner|Thursday/);
      expect(body).toContain('15 avril 2099 à 23\u00a0h\u00a059 (heure de Paris)');
      // The .ics holds her plus-one's events too, and the sentence says so.
      expect(body).toContain(
        'Le fichier de calendrier ci-joint contient tous les événements retenus dans votre réponse, pour chacune des personnes qu’elle concerne.',
      );
    }
    const link = /https:\/\/aanya-julien\.example\/fr\/rsvp\?code=([A-Z0-9]+)/.exec(confirmation.text ?? '');
    expect(link?.[1]).toBe(helene.invitationCode);

    const [ics] = confirmation.attachments;
    expect(ics?.filename).toBe(frenchMail.confirmation.calendarFileName);
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual(['Dîner de bienvenue · Aanya & Julien']);
    expect(events[0]?.description).toMatch(/Tenue\u00a0: /);

    // The hosts read their notice in English.
    const notice = mails.find((mail) => addressedTo(mail) === 'aanya@example.com');
    expect(notice?.subject).toBe('New answer: Hélène Dupont is coming');
  });

  it('sends the hosts’ invitation to a French guest in French, with the French RSVP link', async () => {
    const guest = await db
      .selectFrom('guests')
      .select(['id', 'language', 'invitation_code'])
      .where('invitation_code', '=', sampleGuest('Hélène Dupont').invitationCode)
      .executeTakeFirstOrThrow();
    expect(guest.language).toBe('fr');
    const sent = await sendGuestMail(db, mailConfig(parseEnv({ NODE_ENV: 'test', ...env })), 'invitation', [
      guest.id,
    ]);
    expect(sent.ok).toBe(true);
    const [invitation] = await deliverAll();
    expect(invitation?.subject).toBe(frenchMail.invitation.subject);
    expect(invitation?.text).toContain(`${SITE}/fr/rsvp?code=${guest.invitation_code}`);
    expect(invitation?.text).toContain(frenchMail.invitation.linkLabel);
  });
});
