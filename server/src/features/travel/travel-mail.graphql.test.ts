import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { mailConfig } from '../../platform/mail/mail-config';
import { sendStayRemindersIfDue } from './mail/stay-reminder.service';
import { deliverAllWith } from '../../platform/mail/test/deliver-all';
import { attendingPayload } from '../rsvp/test/rsvp-test-app';
import { addGuest, answerAs, createRun, submitTravel } from './test/travel-test-kit';

/**
 * Travel's mail (ADR 051): the reminder before the room blocks' cut-off, to each party
 * coming that has not said where it stays, once ever; the party's travel details after it gives
 * them, at most once an hour and showing the latest; its pickups in the RSVP confirmation.
 */
const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const { db } = server;
const token = await server.login();
const config = mailConfig(server.env);
const deliverAll = deliverAllWith({ db, config, replyTo: [] });

const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const paris = (iso: string) => new Date(iso);
const reminders = () =>
  db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('kind', '=', 'stay_reminder')
    .orderBy('to_address')
    .execute();

/** UIDs and summaries of a calendar file, read by a real iCalendar parser. */
function calendarOf(mail: ParsedMail | undefined) {
  const file = mail?.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!file) return [];
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary };
  });
}

beforeAll(async () => {
  await server.gql(
    'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2030-01-01T00:00:00+01:00") { success } }',
    { token },
  );
  // The Duponts, in French: Claire coming, Paul not, Léa a child. Claire is the first adult.
  const claire = await addGuest(server, 'Claire Dupont', 'CRDPNT22');
  const paul = await addGuest(server, 'Paul Dupont', 'PGDPNT22', { partyOf: 'CRDPNT22' });
  await addGuest(server, 'Léa Dupont', 'RAEDPNT2', { partyOf: 'CRDPNT22', child: true });
  await db.updateTable('guests').set({ language: 'fr' }).where('invitation_code', '=', 'CRDPNT22').execute();
  await answerAs(server, claire.id, true);
  await answerAs(server, paul.id, false);
  // Ana is coming and has said where she stays; Tom said no; Uma has not answered.
  const ana = await addGuest(server, 'Ana Lima', 'ANAM2222');
  await answerAs(server, ana.id, true);
  const tom = await addGuest(server, 'Tom Reed', 'TRD22222');
  await answerAs(server, tom.id, false);
  await addGuest(server, 'Uma Roy', 'UMR22222');
  const stay = { hotel: 'Hôtel Welcome', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true };
  expect((await submitTravel(server, { invitationCode: 'ANAM2222', stay })).success).toBe(true);
  // Her travel details went at once; the reminder tests below count reminders only.
  await deliverAll();
});

describe('the room blocks’ reminder', () => {
  it('waits until two weeks before the earliest cut-off still ahead, and stops after the last', async () => {
    expect(await sendStayRemindersIfDue(db, config, paris('2026-01-31T23:30:00+01:00'))).toBe(0);
    expect(await sendStayRemindersIfDue(db, config, paris('2026-04-02T00:30:00+02:00'))).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('goes once to each party coming without a stay, in its reader’s language, with its travel page', async () => {
    expect(await sendStayRemindersIfDue(db, config, paris('2026-02-01T09:00:00+01:00'))).toBe(1);
    const [claire, ...others] = await reminders();
    // Not Ana (she gave her stay), not Tom (he said no), not Uma (no answer yet); Claire, not Paul.
    expect(others).toEqual([]);
    expect(claire?.to_address).toBe('crdpnt22@example.com');
    expect(claire?.subject).toBe('Où logerez-vous\u202f? Les hôtels libèrent bientôt nos chambres');
    expect(claire?.text_body).toContain('Bonjour Claire,');
    expect(claire?.text_body).toContain('jusqu’au dimanche 15 février 2026');
    expect(claire?.text_body).toContain('Hôtel Welcome');
    expect(claire?.text_body).toContain('https://aanya-julien.example/fr/rsvp/travel?code=CRDPNT22');

    // Never twice: not the next minute, nor before the next hotel's cut-off.
    expect(await sendStayRemindersIfDue(db, config, paris('2026-02-01T09:01:00+01:00'))).toBe(0);
    expect(await sendStayRemindersIfDue(db, config, paris('2026-03-10T09:00:00+01:00'))).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it('reaches a party that starts coming later, once, however many servers look at once', async () => {
    const uma = await db
      .selectFrom('guests')
      .select('id')
      .where('invitation_code', '=', 'UMR22222')
      .executeTakeFirstOrThrow();
    await answerAs(server, uma.id, true);
    const at = paris('2026-03-10T09:00:00+01:00');
    const sent = await Promise.all([1, 2, 3].map(() => sendStayRemindersIfDue(db, config, at)));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    const uma2 = (await reminders()).find((mail) => mail.to_address === 'umr22222@example.com');
    // The February block is gone by then: the mail names the hotels still holding rooms.
    expect(uma2?.subject).toBe('Where are you staying? The hotels release our rooms soon');
    expect(uma2?.text_body).toContain('Hôtel Royal-Riviera');
    expect(uma2?.text_body).toContain('until Sunday, 15 March 2026');
    expect(uma2?.text_body).not.toContain('Grand-Hôtel du Cap-Ferrat');
    expect(uma2?.text_body).toContain('https://aanya-julien.example/rsvp/travel?code=UMR22222');
  });
});

describe('a party’s travel details by mail', () => {
  it('list arrival, stay and pickups with their .ics, at most once an hour, the next with the latest', async () => {
    const { run } = await createRun(server, token, {
      from: 'Nice airport',
      to: 'Hôtel Welcome',
      departsAt: '2026-05-14T10:30:00+02:00',
      capacity: 20,
    });
    if (!run) throw new Error('the run was not created');
    const travel = (flight: string) => ({
      invitationCode: 'TRD22222',
      arrival: { at: '2026-05-14T09:40:00+02:00', mode: 'FLIGHT', number: flight, place: 'Nice Côte d’Azur' },
      stay: { hotel: 'Hôtel Welcome', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: false },
      shuttleSeats: [{ runId: run.id, seats: 2 }],
    });
    expect((await submitTravel(server, travel('AF7700'))).success).toBe(true);
    const [first, ...more] = (await deliverAll()).filter((mail) => to(mail) === 'trd22222@example.com');
    expect(more).toEqual([]);
    expect(first?.subject).toBe('Your travel details');
    const text = first?.text ?? '';
    expect(text).toContain('Thursday, 14 May 2026, 9:40 AM · Plane AF7700 · Nice Côte d’Azur');
    expect(text).toContain(
      'Hôtel Welcome, from Thursday, 14 May 2026 to Sunday, 17 May 2026 · Not booked yet',
    );
    expect(text).toContain('Shuttle: Nice airport → Hôtel Welcome');
    expect(text).toContain('Thursday, 14 May 2026, 10:30 AM');
    expect(text).toContain('2 seats booked for your party');
    expect(text).toContain('https://aanya-julien.example/rsvp/travel?code=TRD22222');
    expect(calendarOf(first)).toEqual([
      { uid: `shuttle-${run.id}@aanya-julien-wedding`, summary: expect.stringContaining('Nice airport') },
    ]);

    // Two more within the hour: nothing now, one waiting an hour after the first.
    for (const flight of ['AF7702', 'AF7704']) {
      expect((await submitTravel(server, travel(flight))).success).toBe(true);
      expect((await deliverAll()).filter((mail) => to(mail) === 'trd22222@example.com')).toEqual([]);
    }
    const waiting = await db
      .selectFrom('outbox')
      .select(['id', 'next_attempt_at'])
      .where('kind', '=', 'travel_confirmation')
      .where('status', '=', 'pending')
      .execute();
    const sent = await db
      .selectFrom('outbox')
      .select('sent_at')
      .where('kind', '=', 'travel_confirmation')
      .where('to_address', '=', 'trd22222@example.com')
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.next_attempt_at.getTime()).toBe((sent.sent_at?.getTime() ?? 0) + 60 * 60 * 1000);

    // The hour over, it goes, with the latest flight.
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', waiting[0]?.id ?? '')
      .execute();
    const [later] = (await deliverAll()).filter((mail) => to(mail) === 'trd22222@example.com');
    expect(later?.text).toContain('Plane AF7704');
    expect(later?.text).not.toContain('AF7702');
  });
});

describe('a party’s travel details given with a child’s code', () => {
  it('go to the party’s first adult with an email, in their language', async () => {
    await db.updateTable('guests').set({ email: null }).where('invitation_code', '=', 'RAEDPNT2').execute();
    const stay = { hotel: 'Hôtel Welcome', checkIn: '2026-05-14', checkOut: '2026-05-16', booked: true };
    expect((await submitTravel(server, { invitationCode: 'RAEDPNT2', stay })).success).toBe(true);
    const mails = (await deliverAll()).filter((mail) => mail.subject === 'Votre voyage');
    expect(mails.map(to)).toEqual(['crdpnt22@example.com']);
    expect(mails[0]?.text).toContain('Hôtel Welcome, du jeudi 14 mai 2026 au samedi 16 mai 2026 · Réservé');
    expect(mails[0]?.text).toContain('https://aanya-julien.example/fr/rsvp/travel?code=CRDPNT22');
  });
});

describe('the RSVP confirmation of a party with shuttle seats', () => {
  it('lists its pickups and holds them in its .ics beside the events', async () => {
    const runs = await db.selectFrom('shuttle_runs').select('id').execute();
    const runId = runs[0]?.id ?? '';
    const answer = {
      ...attendingPayload({ firstName: 'Tom', lastName: 'Reed' }),
      invitationCode: 'TRD22222',
    };
    const response = await server.gql<{ submitRSVP: { success: boolean } }>(
      'mutation ($input: RSVPInput!) { submitRSVP(input: $input) { success } }',
      { input: answer },
    );
    expect(response.body.data?.submitRSVP.success).toBe(true);
    const confirmation = (await deliverAll()).find((mail) => mail.subject?.startsWith('Your RSVP'));
    expect(confirmation?.text).toMatch(/Your shuttle pickups/i);
    expect(confirmation?.text).toContain('Shuttle: Nice airport → Hôtel Welcome');
    expect(confirmation?.text).toContain('2 seats booked for your party');
    const calendar = calendarOf(confirmation);
    expect(calendar.map((event) => event.uid)).toContain(`shuttle-${runId}@aanya-julien-wedding`);
    expect(calendar.map((event) => event.summary)).toContain('Welcome Dinner · Aanya & Julien');
  });
});
