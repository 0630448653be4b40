import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database';

/** What the migrations create: the constraints that make bad rows impossible, whatever writes them. */
const { db } = await useTestDatabase();

describe('the migrated schema', () => {
  it('records the migration in the migrator table', async () => {
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual([
      '0001_initial',
      '0002_rate_limits',
      '0003_name_keys',
      '0004_mail',
      '0005_guest_language',
      '0006_outbox_reply_to',
      '0007_longer_invitation_codes',
      '0008_outbox_composed_when_sent',
      '0009_revoked_tokens',
      '0010_parties',
      '0020_travel',
      '0021_shuttle_cancelled_mail',
      '0030_calendar_feed',
      '0031_guest_phone',
      '0032_stay_reminders_and_travel_mail',
      '0033_shuttle_manifest_exports',
      '0034_announcements',
      '0035_announcement_text_rules',
      '0036_current_answers_update_in_place',
      '0037_random_page_cost',
      '0038_code_callers_and_answers_by_code',
      '0039_submission_unique_again',
      '0040_content',
      '0041_seating',
      '0042_album_photos',
      '0044_kitchen_sheet_exports',
      '0045_site_photos',
    ]);
  });

  it('keeps each guest in English until told otherwise, and only in a language the site has', async () => {
    const values = { email: 'l@example.com', lookup_keys: ['lang|guest'] };
    const guest = await db
      .insertInto('guests')
      .values({ ...values, name: 'Lang Guest', invitation_code: 'HANGGA' })
      .returning('language')
      .executeTakeFirstOrThrow();
    expect(guest.language).toBe('en');
    await expect(
      db
        .insertInto('guests')
        .values({ ...values, name: 'Other Guest', invitation_code: 'HANGGB', language: 'de' })
        .execute(),
    ).rejects.toThrow(/guests_language_check/);
  });

  it('takes invitation codes of 8 characters, and the 6 of the first cards, from the printable alphabet', async () => {
    const guest = (name: string, code: string) =>
      db
        .insertInto('guests')
        .values({ name, email: 'c@example.com', invitation_code: code, lookup_keys: ['c|c'] });
    await guest('Eight Chars', 'RBQQHE7K').execute();
    await guest('Six Chars', 'RBQQHE').execute();
    for (const code of ['RBQQHE7', 'RBQQHE7KM', 'RBQQHE7O']) {
      await expect(guest('Bad Code', code).execute(), code).rejects.toThrow(/guests_invitation_code_check/);
    }
  });

  it('refuses an RSVP row whose entrée is not on the menu', async () => {
    const guest = await db
      .insertInto('guests')
      .values({
        name: 'Test Guest',
        email: 't@example.com',
        invitation_code: 'ABCDEF',
        lookup_keys: ['test|guest'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const submission = await db
      .insertInto('rsvp_submissions')
      .values({ guest_id: guest.id, payload: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = {
      guest_id: guest.id,
      submission_id: submission.id,
      attending: true,
      plus_one_attending: false,
      welcome_dinner: true,
      ceremony_and_lunch: false,
      cocktail_and_reception: false,
      farewell_brunch: false,
      mailing_address: '1 Promenade des Anglais, Nice',
      submitted_at: new Date(),
    };
    await expect(
      db
        .insertInto('rsvps')
        .values({ ...row, entree: 'Lobster' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db
        .insertInto('rsvps')
        .values({ ...row, entree: null })
        .execute(),
    ).rejects.toThrow(/rsvps_attending_needs_entree/);
    await db
      .insertInto('rsvps')
      .values({ ...row, entree: 'Fish' })
      .execute();
    await expect(
      db
        .insertInto('rsvps')
        .values({ ...row, entree: 'Fish' })
        .execute(),
    ).rejects.toThrow(/duplicate key/);
    // A history row is the current answer of one guest at most (ADR 068).
    const other = await db
      .insertInto('guests')
      .values({
        name: 'Other Guest',
        email: 'o@example.com',
        invitation_code: 'ABCDEG',
        lookup_keys: ['other|guest'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('rsvps')
        .values({ ...row, guest_id: other.id, entree: 'Fish' })
        .execute(),
    ).rejects.toThrow(/rsvps_submission_id_key/);
  });

  it('keeps the submission history append-only', async () => {
    const submission = await db.selectFrom('rsvp_submissions').select('id').executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE rsvp_submissions SET payload = '{"changed":true}' WHERE id = ${submission.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
  });
});
