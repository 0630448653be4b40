import { allEvents, MESSAGES } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import {
  attendingPayload,
  attendingTogetherPayload,
  decliningPayload,
  sampleGuest,
  startTestApp,
} from './test/rsvp-test-app';

const database = await useTestDatabase();
const { db } = database;
const app = await startTestApp(database);
const submit = app.submitJson;

async function guestId(name: string, plusOneName?: string | null): Promise<string> {
  const { invitationCode } = sampleGuest(name, plusOneName);
  const row = await db
    .selectFrom('guests')
    .select('id')
    .where('invitation_code', '=', invitationCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

const historyOf = (id: string) =>
  db.selectFrom('rsvp_submissions').selectAll().where('guest_id', '=', id).orderBy('submitted_at').execute();
const currentOf = (id: string) =>
  db.selectFrom('rsvps').selectAll().where('guest_id', '=', id).executeTakeFirst();
describe('POST /rsvp: a guest answers', () => {
  it('answers 200 {success, message}, keeps the submission and makes it the current answer', async () => {
    const id = await guestId('Hélène Dupont');
    const payload = attendingTogetherPayload({
      dietaryNotes: ' No shellfish ',
      plusOneDietaryNotes: 'Gluten-free',
    });
    expect(await submit(payload)).toEqual({
      status: 200,
      // By name, so the address the confirmation went to is masked (ADR 031), and the answer as
      // stored comes back without its private details, as a lookup by name gives it (ADR 007), but
      // with the dietary notes the sender typed in it, which the thanks' summary shows (ADR 072).
      body: {
        success: true,
        message: MESSAGES.rsvp.saved,
        confirmationTo: 'h•••@example.com',
        answer: {
          submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          attending: true,
          plusOneAttending: true,
          plusOneFirstName: 'Marc',
          plusOneLastName: 'Dupont',
          events: allEvents(true),
          plusOneEvents: allEvents(true),
          dietaryRestrictions: 'Fish',
          plusOneDietaryRestrictions: 'Vegetarian',
          dietaryNotes: 'No shellfish',
          plusOneDietaryNotes: 'Gluten-free',
          mailingAddress: '',
          message: '',
          detailsWithheld: true,
          onFile: { mailingAddress: true, dietaryNotes: true, plusOneDietaryNotes: true, message: true },
        },
      },
    });

    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]?.payload).toMatchObject({ ...payload, dietaryNotes: 'No shellfish' });
    expect(await currentOf(id)).toMatchObject({
      submission_id: history[0]?.id,
      attending: true,
      plus_one_attending: true,
      plus_one_first_name: 'Marc',
      plus_one_last_name: 'Dupont',
      welcome_dinner: true,
      farewell_brunch: true,
      plus_one_ceremony_and_lunch: true,
      entree: 'Fish',
      plus_one_entree: 'Vegetarian',
      dietary_notes: 'No shellfish',
      plus_one_dietary_notes: 'Gluten-free',
      mailing_address: '8 Rue Pastorelli, 06000 Nice',
      message: 'See you in Cap Ferrat!',
    });
    const guest = await db
      .selectFrom('guests')
      .select('address_collected')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(guest?.address_collected).toBe(true);
  });

  it('lets a guest change their answer: the newest is current, every submission is kept', async () => {
    const id = await guestId('Jean-Luc Moreau');
    expect((await submit(attendingPayload())).status).toBe(200);
    const declined = await submit(decliningPayload());
    expect(declined).toEqual({
      status: 200,
      body: {
        success: true,
        message: MESSAGES.rsvp.savedDeclined,
        confirmationTo: 'j•••@example.com',
        answer: expect.objectContaining({
          attending: false,
          events: allEvents(false),
          dietaryRestrictions: '',
        }),
      },
    });

    const history = await historyOf(id);
    expect(history.map((row) => (row.payload as { attending: boolean }).attending)).toEqual([true, false]);
    expect(await currentOf(id)).toMatchObject({
      submission_id: history[1]?.id,
      attending: false,
      welcome_dinner: false,
      entree: null,
      // Sent by name, the decline never showed the address on file: it is kept, not erased.
      mailing_address: '8 Rue Pastorelli, 06000 Nice',
      message: 'So sorry to miss it.',
    });
    expect(history[1]?.payload).toMatchObject({ keptFromEarlier: ['mailingAddress'] });
  });

  it('keeps a plus-one at home: the guest comes alone', async () => {
    const id = await guestId("Liam O'Brien");
    const payload = attendingTogetherPayload({
      firstName: 'Liam',
      lastName: "O'Brien",
      plusOneAttending: false,
      plusOneFirstName: 'Siobhán',
      plusOneLastName: "O'Brien",
      plusOneEvents: allEvents(false),
      plusOneDietaryRestrictions: '',
    });
    expect((await submit(payload)).status).toBe(200);
    expect(await currentOf(id)).toMatchObject({
      attending: true,
      plus_one_attending: false,
      plus_one_entree: null,
    });
  });

  it('finds a guest who shares a name by the invitation code sent with the answer', async () => {
    const lyon = sampleGuest('Sophie Martin', null);
    const id = await guestId('Sophie Martin', null);
    const payload = attendingPayload({
      firstName: 'Sophie',
      lastName: 'Martin',
      invitationCode: lyon.invitationCode,
    });
    const saved = await submit(payload);
    expect(saved.status).toBe(200);
    expect(await currentOf(id)).toMatchObject({ attending: true });
    expect((await historyOf(id))[0]?.payload).toMatchObject({ invitationCode: lyon.invitationCode });
    // With the code, the stored answer comes back whole: the guest holds the invitation.
    expect(saved.body.answer).toMatchObject({
      attending: true,
      mailingAddress: '8 Rue Pastorelli, 06000 Nice',
      message: 'See you in Cap Ferrat!',
      detailsWithheld: false,
    });
  });
});

describe('POST /rsvp: concurrent submissions', () => {
  it('20 identical submissions at once leave one current answer and 20 history rows', async () => {
    const id = await guestId('Priya Lakshmi Raghunathan');
    const payload = attendingTogetherPayload({
      firstName: 'Priya',
      lastName: 'Raghunathan',
      plusOneFirstName: 'Karthik',
      plusOneLastName: 'Raghunathan',
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(payload)));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect(await historyOf(id)).toHaveLength(20);
    const current = await db.selectFrom('rsvps').selectAll().where('guest_id', '=', id).execute();
    expect(current).toHaveLength(1);
  });

  it('different submissions at once: the newest in the history is the current answer', async () => {
    const id = await guestId('Arjun Mehta');
    const messages = Array.from({ length: 12 }, (_, index) => `version ${index}`);
    await Promise.all(
      messages.map((message) => submit(attendingPayload({ firstName: 'Arjun', lastName: 'Mehta', message }))),
    );
    const history = await historyOf(id);
    expect(history).toHaveLength(12);
    const newest = history.at(-1);
    const current = await currentOf(id);
    expect(current?.submission_id).toBe(newest?.id);
    expect(current?.message).toBe((newest?.payload as { message: string }).message);
    expect(current?.submitted_at.getTime()).toBe(newest?.submitted_at.getTime());
  });
});
