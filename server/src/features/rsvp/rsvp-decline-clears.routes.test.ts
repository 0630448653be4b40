import { allEvents } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import {
  attendingPayload,
  attendingTogetherPayload,
  decliningPayload,
  sampleGuest,
  startTestApp,
} from './test/rsvp-test-app';

/**
 * A decline clears what only someone who comes gives (ADR 045): the hosts and the caterer
 * never read a stale "no shellfish" under a "not coming", by name or with the code, whatever a
 * client sends. The address and the message stay, as before.
 */
const database = await useTestDatabase();
const { db } = database;
const app = await startTestApp(database);

const currentOf = (name: string) =>
  db
    .selectFrom('rsvps')
    .innerJoin('guests', 'guests.id', 'rsvps.guest_id')
    .select([
      'rsvps.attending',
      'rsvps.entree',
      'rsvps.dietary_notes',
      'rsvps.plus_one_attending',
      'rsvps.plus_one_entree',
      'rsvps.plus_one_dietary_notes',
      'rsvps.mailing_address',
      'rsvps.message',
    ])
    .where('guests.invitation_code', '=', sampleGuest(name).invitationCode)
    .executeTakeFirstOrThrow();

describe('a decline', () => {
  it('by name, drops the dietary notes on file instead of keeping them, and keeps the address', async () => {
    expect((await app.submitJson(attendingPayload({ dietaryNotes: 'No shellfish' }))).status).toBe(200);
    expect(await currentOf('Jean-Luc Moreau')).toMatchObject({
      entree: 'Fish',
      dietary_notes: 'No shellfish',
    });

    expect((await app.submitJson(decliningPayload({ dietaryNotes: '' }))).status).toBe(200);
    expect(await currentOf('Jean-Luc Moreau')).toMatchObject({
      attending: false,
      entree: null,
      dietary_notes: null,
      mailing_address: '8 Rue Pastorelli, 06000 Nice',
      message: 'So sorry to miss it.',
    });
  });

  it('with the code, stores no entrée or notes a client sent for someone who does not come', async () => {
    const { invitationCode } = sampleGuest('Hélène Dupont', 'Marc Dupont');
    // Hélène comes; Marc stays home, yet a client sent his entrée and notes.
    const marcHome = attendingTogetherPayload({
      invitationCode,
      plusOneAttending: false,
      plusOneEvents: allEvents(false),
      plusOneDietaryRestrictions: 'Fish',
      plusOneDietaryNotes: 'Gluten-free',
      dietaryNotes: 'No shellfish',
    });
    expect(await app.submitJson(marcHome)).toMatchObject({ status: 200 });
    expect(await currentOf('Hélène Dupont')).toMatchObject({
      attending: true,
      dietary_notes: 'No shellfish',
      plus_one_attending: false,
      plus_one_entree: null,
      plus_one_dietary_notes: null,
    });

    const bothHome = decliningPayload({
      firstName: 'Hélène',
      lastName: 'Dupont',
      invitationCode,
      plusOneFirstName: 'Marc',
      plusOneLastName: 'Dupont',
      plusOneAttending: false,
      plusOneEvents: allEvents(false),
      dietaryRestrictions: 'Meat',
      dietaryNotes: 'No shellfish',
    });
    expect(await app.submitJson(bothHome)).toMatchObject({ status: 200 });
    expect(await currentOf('Hélène Dupont')).toMatchObject({
      attending: false,
      entree: null,
      dietary_notes: null,
      plus_one_attending: false,
    });
  });
});
