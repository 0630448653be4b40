import { MESSAGES } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import { attendingPayload, sampleGuest, startTestApp } from './test/rsvp-test-app';

/**
 * A lookup by name withholds the private details (ADR 007). A guest who comes back that way and
 * changes only their entrée must not erase the allergy the caterer needs, nor retype their address.
 */
const database = await useTestDatabase();
const { db } = database;
const app = await startTestApp(database);
const jeanLuc = sampleGuest('Jean-Luc Moreau');
const byName = { firstName: 'Jean-Luc', lastName: 'Moreau' };

const current = async () =>
  db
    .selectFrom('rsvps as r')
    .innerJoin('guests as g', 'g.id', 'r.guest_id')
    .select(['r.entree', 'r.dietary_notes', 'r.mailing_address', 'r.message', 'r.attending'])
    .where('g.invitation_code', '=', jeanLuc.invitationCode)
    .executeTakeFirstOrThrow();

const history = async () =>
  (
    await db
      .selectFrom('rsvp_submissions as s')
      .innerJoin('guests as g', 'g.id', 's.guest_id')
      .select('s.payload')
      .where('g.invitation_code', '=', jeanLuc.invitationCode)
      .orderBy('s.submitted_at')
      .execute()
  ).map((row) => row.payload as Record<string, unknown>);

describe('a returning guest who looks themselves up by name', () => {
  it('is told which private details are on file, without seeing them', async () => {
    const first = await app.submitJson(
      attendingPayload({
        invitationCode: jeanLuc.invitationCode,
        dietaryNotes: 'Severe nut allergy',
        message: 'So happy for you both',
      }),
    );
    expect(first.status).toBe(200);
    const response = await app.lookup(byName, app.nextIp());
    // Changed on purpose (ADR 007): by name, none of the answer comes back, only this.
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('previousAnswer');
    expect(body.answerOnFile).toMatchObject({
      onFile: { mailingAddress: true, dietaryNotes: true, plusOneDietaryNotes: false, message: true },
    });
  });

  it('keeps the allergy, address and message when they come back empty, and records that they were kept', async () => {
    const changed = await app.submitJson(
      attendingPayload({
        ...byName,
        dietaryRestrictions: 'Meat',
        mailingAddress: '',
        dietaryNotes: '',
        message: '',
      }),
    );
    expect(changed).toEqual({
      status: 200,
      body: {
        success: true,
        message: MESSAGES.rsvp.saved,
        confirmationTo: 'j•••@example.com',
        // What was kept is on file, and not shown to whoever typed the name.
        answer: expect.objectContaining({
          dietaryRestrictions: 'Meat',
          dietaryNotes: '',
          mailingAddress: '',
          message: '',
          detailsWithheld: true,
          onFile: { mailingAddress: true, dietaryNotes: true, plusOneDietaryNotes: false, message: true },
        }),
      },
    });
    expect(await current()).toEqual({
      entree: 'Meat',
      dietary_notes: 'Severe nut allergy',
      mailing_address: '8 Rue Pastorelli, 06000 Nice',
      message: 'So happy for you both',
      attending: true,
    });
    const [, second] = await history();
    expect(second).toMatchObject({
      dietaryRestrictions: 'Meat',
      dietaryNotes: 'Severe nut allergy',
      keptFromEarlier: ['mailingAddress', 'dietaryNotes', 'message'],
    });
  });

  it('replaces a detail they do type again', async () => {
    await app.submitJson(
      attendingPayload({
        ...byName,
        mailingAddress: '',
        dietaryNotes: 'Nut and sesame allergy',
        message: '',
      }),
    );
    expect(await current()).toMatchObject({
      dietary_notes: 'Nut and sesame allergy',
      mailing_address: '8 Rue Pastorelli, 06000 Nice',
    });
  });

  it('shows the kept allergy on the caterer’s side too', async () => {
    const rows = await db
      .selectFrom('rsvps')
      .select('dietary_notes')
      .where('dietary_notes', 'is not', null)
      .execute();
    expect(rows.map((row) => row.dietary_notes)).toContain('Nut and sesame allergy');
  });
});

describe('a guest who comes back with their invitation code', () => {
  it('sees everything, so an empty box there does clear it', async () => {
    const response = await app.lookup({ code: jeanLuc.invitationCode }, app.nextIp());
    const body = (await response.json()) as { previousAnswer: Record<string, unknown> };
    expect(body.previousAnswer).toMatchObject({
      detailsWithheld: false,
      dietaryNotes: 'Nut and sesame allergy',
    });
    await app.submitJson(
      attendingPayload({ invitationCode: jeanLuc.invitationCode, dietaryNotes: '', message: '' }),
    );
    expect(await current()).toMatchObject({ dietary_notes: null, message: null });
  });
});

describe('a first answer by name', () => {
  it('still needs a mailing address when nothing is on file', async () => {
    const { status, body } = await app.submitJson(
      attendingPayload({
        firstName: 'Hélène',
        lastName: 'Dupont',
        plusOneAttending: false,
        mailingAddress: '',
      }),
    );
    expect(status).toBe(400);
    expect(body.errors).toContain(MESSAGES.rsvp.mailingAddressRequiredWhenAttending);
  });
});
