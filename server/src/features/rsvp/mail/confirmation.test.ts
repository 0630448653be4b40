import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  attendingPayload,
  attendingTogetherPayload,
  decliningPayload,
  sampleGuest,
  startTestApp,
} from '../test/rsvp-test-app';
import { useTestDatabase } from '../../../platform/test/database';
import { deliverAllWith } from '../../../platform/mail/test/deliver-all';

const database = await useTestDatabase();
const { db } = database;
const SITE = 'https://aanya-julien.example';
const app = await startTestApp(database, {
  SITE_URL: SITE,
  HOSTS_EMAIL: 'aanya@example.com, julien@example.com',
  RSVP_DEADLINE: '2099-04-15',
});
const deliverAll = deliverAllWith({
  db,
  config: app.mail,
  replyTo: ['aanya@example.com', 'julien@example.com'],
});

/** The events of a calendar file as "title at local Paris time", read by a real iCalendar parser. */
function calendarEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate.toJSDate();
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(start);
    return { summary: event.summary, zone: event.startDate.zone.tzid, utc: start.toISOString(), paris };
  });
}

describe('the RSVP confirmation, through a real SMTP server', () => {
  it('tells the guest what they answered, with a working private link and their events in an .ics', async () => {
    const helene = sampleGuest('Hélène Dupont');
    const answer = attendingTogetherPayload({
      events: {
        welcomeDinner: true,
        ceremonyAndLunch: true,
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
    expect((await app.submitJson(answer)).status).toBe(200);

    const mails = await deliverAll();
    const confirmation = mails.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'helene.dupont@example.com',
    );
    if (!confirmation)
      throw new Error(`no confirmation among ${mails.map((mail) => mail.subject).join(', ')}`);
    expect(confirmation.subject).toBe('Your RSVP: see you in Saint-Jean-Cap-Ferrat');
    expect(confirmation.from?.text).toBe('"Aanya & Julien" <rsvp@wedding.example>');
    expect(confirmation.replyTo?.text).toBe('aanya@example.com, julien@example.com');
    for (const body of [confirmation.text ?? '', String(confirmation.html)]) {
      // Plain text writes headings in capitals, as mail clients' text views do.
      expect(body).toMatch(/Hélène Dupont/i);
      expect(body).toMatch(/Marc Dupont/i);
      expect(body).toContain('Welcome Dinner');
      expect(body).toContain('Thursday, 14 May 2026, 6:30 PM');
      expect(body).toContain('Villa Ephrussi de Rothschild');
      expect(body).toContain('Hindu Ceremony');
      expect(body).not.toContain('Farewell Brunch');
      expect(body).toContain('Vegetarian');
      expect(body).toContain('15 April 2099 at 11:59 PM (Paris time)');
      // The .ics holds Marc's events too (his Welcome Dinner), and the sentence says so.
      expect(body).toContain(
        'The calendar file attached holds every event your answer says yes to, for everyone in it.',
      );
      expect(body).not.toContain('exactly the events you said yes to');
    }

    // The private link opens the guest's own answer, with its private details.
    const link = /https:\/\/aanya-julien\.example\/rsvp\?code=([A-Z0-9]+)/.exec(confirmation.text ?? '');
    expect(link?.[1]).toBe(helene.invitationCode);
    const opened = await app.lookup({ code: link?.[1] ?? '' }, app.nextIp());
    const found = (await opened.json()) as {
      firstName: string;
      previousAnswer?: { mailingAddress: string; events: object };
    };
    expect(found.firstName).toBe('Hélène');
    expect(found.previousAnswer?.mailingAddress).toBe(answer.mailingAddress);
    expect(found.previousAnswer?.events).toEqual(answer.events);

    // The calendar feed (ADR 048), to subscribe to from a phone: webcal:// over the site's address,
    // which serves the same events over HTTPS.
    expect(String(confirmation.html)).toContain(
      `href="webcal://aanya-julien.example/calendar/${helene.invitationCode}.ics"`,
    );
    expect(confirmation.text).toContain('Subscribe to the wedding calendar');
    expect(confirmation.text).not.toContain('Subscribe to your calendar');
    // The weekend pass (ADR 054), in the guest's language.
    expect(String(confirmation.html)).toContain(
      `href="https://aanya-julien.example/weekend?code=${helene.invitationCode}"`,
    );
    expect(confirmation.text).toContain('Your weekend pass');
    const feed = await fetch(`${app.baseUrl}/calendar/${helene.invitationCode}.ics`, {
      headers: { 'X-Forwarded-For': app.nextIp() },
    });
    expect(feed.status).toBe(200);
    expect(calendarEvents(await feed.text()).map((event) => event.summary)).toContain(
      'Welcome Dinner · Aanya & Julien',
    );

    const [ics] = confirmation.attachments;
    expect(ics?.filename).toBe('our-wedding-weekend.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(calendarEvents(ics?.content.toString('utf8') ?? '')).toEqual([
      {
        summary: 'Welcome Dinner · Aanya & Julien',
        zone: 'Europe/Paris',
        utc: '2026-05-14T16:30:00.000Z',
        paris: '14/05/2026, 18:30',
      },
      {
        summary: 'Hindu Ceremony · Aanya & Julien',
        zone: 'Europe/Paris',
        utc: '2026-05-15T07:30:00.000Z',
        paris: '15/05/2026, 09:30',
      },
      {
        summary: 'Lunch · Aanya & Julien',
        zone: 'Europe/Paris',
        utc: '2026-05-15T10:00:00.000Z',
        paris: '15/05/2026, 12:00',
      },
    ]);

    // Each host is told, in a message of their own.
    const notices = mails.filter((mail) => mail.subject === 'New answer: Hélène Dupont is coming');
    expect(notices.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '')).sort()).toEqual([
      'aanya@example.com',
      'julien@example.com',
    ]);
  });

  it('keeps an email given with the invitation code for a guest the list has none for, and confirms a decline there', async () => {
    // Changed on purpose (ADR 031): this test used to send the email with an answer by name, which
    // let anyone who knew a name redirect the guest's mail. The email now needs the invitation code.
    const jeanLuc = sampleGuest('Jean-Luc Moreau');
    await db
      .updateTable('guests')
      .set({ email: null })
      .where('invitation_code', '=', jeanLuc.invitationCode)
      .execute();
    const lookup = await app.lookup({ code: jeanLuc.invitationCode }, app.nextIp());
    expect(((await lookup.json()) as { hasEmail: boolean }).hasEmail).toBe(false);
    const withCode = { invitationCode: jeanLuc.invitationCode };

    const refused = await app.submitJson(decliningPayload({ ...withCode, email: 'not an address' }));
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Please enter a valid email address, or leave the email box empty.' },
    });

    const saved = await app.submitJson(decliningPayload({ ...withCode, email: ' jl.moreau@example.org ' }));
    // The holder of the invitation sees the whole address their copy went to.
    expect(saved).toMatchObject({ status: 200, body: { confirmationTo: 'jl.moreau@example.org' } });
    const stored = await db
      .selectFrom('guests')
      .select('email')
      .where('invitation_code', '=', jeanLuc.invitationCode)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('jl.moreau@example.org');

    const mails = await deliverAll();
    const confirmation = mails.find((mail) => mail.subject === 'Your RSVP: thank you for letting us know');
    expect(confirmation?.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe(
      'jl.moreau@example.org',
    );
    expect(confirmation?.text).toContain('Can’t make it.');
    expect(confirmation?.attachments).toEqual([]);
  });
});

const recipientOf = (mail: { to?: unknown }) =>
  mail.to && typeof mail.to === 'object' && 'text' in mail.to ? String(mail.to.text) : '';

describe('an email given with an answer by name (ADR 031)', () => {
  const STRANGER = 'stranger@evil.example';

  /** Zoë Müller, with no email on the list and an earlier answer, by code, that holds private details. */
  async function guestWithoutEmail() {
    const zoe = sampleGuest('Zoë Müller');
    await db
      .updateTable('guests')
      .set({ email: null })
      .where('invitation_code', '=', zoe.invitationCode)
      .execute();
    const earlier = attendingPayload({
      firstName: 'Zoë',
      lastName: 'Müller',
      invitationCode: zoe.invitationCode,
      mailingAddress: 'Seefeldstrasse 12, 8008 Zürich',
      message: 'Private: I am bringing the surprise cake.',
    });
    expect((await app.submitJson(earlier)).status).toBe(200);
    await deliverAll();
    return zoe;
  }

  const counts = async (guestId: string) => ({
    submissions: Number(
      (
        await db
          .selectFrom('rsvp_submissions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('guest_id', '=', guestId)
          .executeTakeFirstOrThrow()
      ).n,
    ),
    outbox: Number(
      (
        await db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it('does not tell a lookup by name whether the list has an email, so the form offers no box', async () => {
    await guestWithoutEmail();
    const byName = (await (
      await app.lookup({ firstName: 'Zoë', lastName: 'Müller' }, app.nextIp())
    ).json()) as Record<string, unknown>;
    expect(byName).toMatchObject({ found: true, firstName: 'Zoë' });
    expect(byName).not.toHaveProperty('hasEmail');
  });

  it('is refused with a sentence in the guest’s language; nothing is stored and the stranger gets nothing', async () => {
    const zoe = await guestWithoutEmail();
    const guest = await db
      .selectFrom('guests')
      .select(['id', 'email'])
      .where('invitation_code', '=', zoe.invitationCode)
      .executeTakeFirstOrThrow();
    const before = await counts(guest.id);
    // Someone who only knows her name: an empty address (so hers on file would be kept) and their own email.
    const byName = attendingPayload({
      firstName: 'Zoë',
      lastName: 'Müller',
      mailingAddress: '',
      message: '',
      email: STRANGER,
    });

    expect(await app.submitJson(byName)).toEqual({
      status: 400,
      body: {
        code: 'validation',
        error:
          'An email address can only be added with the code printed on your invitation card. Please leave the email box empty, or open the link in your invitation email.',
        errors: [
          'An email address can only be added with the code printed on your invitation card. Please leave the email box empty, or open the link in your invitation email.',
        ],
      },
    });
    expect(await app.submitJson(byName, { 'Accept-Language': 'fr' })).toMatchObject({
      status: 400,
      body: {
        error:
          'Une adresse e-mail ne peut être ajoutée qu’avec le code imprimé sur votre carton d’invitation. Laissez ce champ vide, ou ouvrez le lien de votre e-mail d’invitation.',
      },
    });

    expect(await counts(guest.id)).toEqual(before);
    const after = await db
      .selectFrom('guests')
      .select('email')
      .where('id', '=', guest.id)
      .executeTakeFirstOrThrow();
    expect(after.email).toBeNull();

    // The same answer with the email box left empty is saved; with no address on file, no confirmation goes anywhere.
    const saved = await app.submitJson({ ...byName, email: '' });
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty('confirmationTo');
    const mails = await deliverAll();
    const recipients = mails.flatMap((mail) => (mail.to && 'text' in mail.to ? [mail.to.text] : []));
    expect(recipients).not.toContain(STRANGER);
    expect(recipients.every((to) => ['aanya@example.com', 'julien@example.com'].includes(to))).toBe(true);
    const toStranger = await db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', STRANGER)
      .execute();
    expect(toStranger).toEqual([]);
    expect(
      (await db.selectFrom('guests').select('email').where('id', '=', guest.id).executeTakeFirstOrThrow())
        .email,
    ).toBeNull();
  });

  it('by name, without an email, confirms only to the address on file, the guest’s own', async () => {
    const soren = sampleGuest('Søren Østergaard');
    const names = { firstName: 'Søren', lastName: 'Østergaard' };
    const earlier = attendingPayload({
      ...names,
      invitationCode: soren.invitationCode,
      mailingAddress: 'Nyhavn 17, 1051 København',
    });
    expect((await app.submitJson(earlier)).status).toBe(200);
    await deliverAll();

    // Someone who types his name, leaving the address empty: his address on file is kept.
    const byName = await app.submitJson(attendingPayload({ ...names, mailingAddress: '', message: '' }));
    expect(byName).toMatchObject({ status: 200, body: { confirmationTo: 's•••@example.com' } });
    const mails = await deliverAll();
    const toGuests = mails.filter(
      (mail) => !['aanya@example.com', 'julien@example.com'].includes(recipientOf(mail)),
    );
    expect(toGuests.map(recipientOf)).toEqual(['soren.ostergaard@example.com']);
    // The kept details go to his own mailbox, which the submitter by name never sees.
    expect(toGuests[0]?.text).toContain('Nyhavn 17, 1051 København');
  });

  it('is refused through GraphQL as well', async () => {
    const response = await fetch(`${app.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': app.nextIp() },
      body: JSON.stringify({
        query:
          'mutation($input: RSVPInput!) { submitRSVP(input: $input) { success message confirmationTo } }',
        variables: {
          input: {
            ...decliningPayload({ firstName: 'Zoë', lastName: 'Müller', email: STRANGER }),
            plusOneEvents: {},
          },
        },
      }),
    });
    const body = (await response.json()) as { data?: { submitRSVP: unknown } };
    expect(body.data?.submitRSVP).toEqual({
      success: false,
      message:
        'An email address can only be added with the code printed on your invitation card. Please leave the email box empty, or open the link in your invitation email.',
      confirmationTo: null,
    });
  });
});
