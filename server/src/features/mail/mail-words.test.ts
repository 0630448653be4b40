import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../sample-data';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { publish, saveDraft } from '../content/test/content-test-kit';

/**
 * The guests' mailings in the words the hosts published (ADR 080), on a real PostgreSQL: a
 * published greeting and text are in the mail composed after it, in each guest's language; a draft
 * is not; a greeting without {name} is refused.
 */
const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const { db, gql } = server;
let token = '';

beforeAll(async () => {
  await loadSampleGuests(db);
  token = await server.login();
  await db.updateTable('guests').set({ language: 'fr' }).where('name', '=', 'Hélène Dupont').execute();
});

const SEND = `mutation Send($token: String!, $kind: GuestMailKind!, $ids: [ID!]!) {
  sendGuestMail(token: $token, kind: $kind, guestIds: $ids, resend: true) { success message }
}`;

/** Sends the mail to these guests and returns what each got, by address. */
async function send(kind: 'INVITATION' | 'REMINDER', names: string[]) {
  await db.deleteFrom('outbox').execute();
  const ids = (await db.selectFrom('guests').select('id').where('name', 'in', names).execute()).map(
    (row) => row.id,
  );
  const sent = await gql<{ sendGuestMail: { success: boolean; message: string } }>(SEND, {
    token,
    kind,
    ids,
  });
  expect(sent.body.data?.sendGuestMail.success).toBe(true);
  const rows = await db.selectFrom('outbox').select(['to_address', 'html', 'text_body']).execute();
  return new Map(rows.map((row) => [row.to_address, `${row.text_body ?? ''}`]));
}

const EN_GREETING = 'Hello {name}, at last!';
const FR_GREETING = 'Coucou {name}, enfin\u202f!';

describe('the mails’ words as content fields', () => {
  it('keeps the mail’s own words until a publish, and a draft never reaches a guest', async () => {
    const saved = await saveDraft(server, token, [
      { key: 'mails.invitation.greeting', en: EN_GREETING, fr: FR_GREETING },
    ]);
    expect(saved.success).toBe(true);
    const mail = await send('INVITATION', ['Jean-Luc Moreau', 'Hélène Dupont']);
    expect(mail.get('jeanluc.moreau@example.com')).toContain('Dear Jean-Luc,');
    expect(mail.get('jeanluc.moreau@example.com')).not.toContain('Hello Jean-Luc');
    expect(mail.get('helene.dupont@example.com')).toContain('Bonjour Hélène,');
  });

  it('puts the published greeting and text in the mail composed after it, in each guest’s language', async () => {
    const saved = await saveDraft(server, token, [
      {
        key: 'mails.invitation.body',
        en: 'Come and dance with us by the sea.\n\nTell us, event by event, whether you can come.',
        fr: 'Venez danser avec nous au bord de la mer.\n\nDites-nous, événement par événement, si vous venez.',
      },
    ]);
    expect(saved.success).toBe(true);
    expect((await publish(server, token)).success).toBe(true);
    const mail = await send('INVITATION', ['Jean-Luc Moreau', 'Hélène Dupont']);
    const english = mail.get('jeanluc.moreau@example.com') ?? '';
    expect(english).toContain('Hello Jean-Luc, at last!');
    expect(english).toContain('Come and dance with us by the sea.');
    expect(english).toContain('Tell us, event by event, whether you can come.');
    expect(english).not.toContain('request the pleasure of your company');
    const french = mail.get('helene.dupont@example.com') ?? '';
    expect(french).toContain('Coucou Hélène, enfin\u202f!');
    expect(french).toContain('Venez danser avec nous au bord de la mer.');
    // The other mailings keep their own words.
    const reminder = await send('REMINDER', ['Jean-Luc Moreau']);
    expect(reminder.get('jeanluc.moreau@example.com')).toContain('Dear Jean-Luc,');
  });

  it('refuses a greeting without {name}, and saves nothing', async () => {
    const refused = await saveDraft(server, token, [{ key: 'mails.reminder.greeting', en: 'Hello you,' }]);
    expect(refused.success).toBe(false);
    expect(refused.errors).toEqual([
      'Keep {name} in the English of "Reminder mail: greeting": the mail puts the guest\'s first name there.',
    ]);
    const row = await db
      .selectFrom('content_fields')
      .select('key')
      .where('key', '=', 'mails.reminder.greeting')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
