import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../sample-data';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { MAIL_FRAME_POLICY } from './mail-view.routes';

const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const { db, gql } = server;
let token = '';

beforeAll(async () => {
  await loadSampleGuests(db);
  token = await server.login();
});

const guestIds = async (...names: string[]) => {
  const rows = await db
    .selectFrom('guests')
    .select(['id', 'name'])
    .where('name', 'in', names)
    .orderBy('name')
    .execute();
  return rows.map((row) => row.id);
};

const SEND = `mutation Send($token: String!, $kind: GuestMailKind!, $ids: [ID!]!, $resend: Boolean) {
  sendGuestMail(token: $token, kind: $kind, guestIds: $ids, resend: $resend) { success message queued skipped }
}`;
const GUESTS = `query { guests(token: "") { name formalInviteSent formalInviteSentAt replyStatus } }`;

describe('sending from the guest list', () => {
  it('queues the invitation for each selected guest and marks them sent', async () => {
    const ids = await guestIds('Hélène Dupont', 'Jean-Luc Moreau');
    const sent = await gql(SEND, { token, kind: 'INVITATION', ids });
    expect(sent.body.data).toEqual({
      sendGuestMail: { success: true, message: '2 invitations on the way.', queued: 2, skipped: [] },
    });
    const list = await gql<{
      guests: Array<{ name: string; formalInviteSent: boolean; replyStatus: string }>;
    }>(
      GUESTS,
      {},
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const marked = list.body.data?.guests
      .filter((guest) => guest.formalInviteSent)
      .map((guest) => guest.name);
    expect(marked).toEqual(['Hélène Dupont', 'Jean-Luc Moreau']);
    expect(list.body.data?.guests.every((guest) => guest.replyStatus === 'AWAITING')).toBe(true);

    const rows = await db
      .selectFrom('outbox')
      .select(['kind', 'to_address', 'status', 'subject'])
      .orderBy('to_address')
      .execute();
    expect(rows).toEqual([
      {
        kind: 'invitation',
        to_address: 'helene.dupont@example.com',
        status: 'pending',
        subject: expect.stringMatching(/^You are invited/),
      },
      {
        kind: 'invitation',
        to_address: 'jeanluc.moreau@example.com',
        status: 'pending',
        subject: expect.stringMatching(/^You are invited/),
      },
    ]);
  });

  it('skips guests who already had the message, saying so, unless the hosts send it again on purpose', async () => {
    const [liam, maryAnne] = await guestIds("Liam O'Brien", 'Mary Anne de la Cruz');
    const outboxTo = async (address: string) =>
      db.selectFrom('outbox').select('kind').where('to_address', '=', address).execute();
    // A save-the-date posted on paper, ticked by hand: mail does not send a second one by default.
    const marked = new Date('2026-01-10T10:00:00Z');
    await db
      .updateTable('guests')
      .set({ save_the_date_sent_at: marked })
      .where('id', '=', liam ?? '')
      .execute();
    const sentSaveTheDates = await gql(SEND, { token, kind: 'SAVE_THE_DATE', ids: [liam, maryAnne] });
    expect(sentSaveTheDates.body.data).toEqual({
      sendGuestMail: {
        success: true,
        message: '1 save-the-date on the way.',
        queued: 1,
        skipped: [
          'Liam O\'Brien already had the save-the-date (tick "also send to guests who already had it" to send it again).',
        ],
      },
    });
    expect(await outboxTo('liam.obrien@example.com')).toEqual([]);
    expect(await outboxTo('maryanne.delacruz@example.com')).toEqual([{ kind: 'save_the_date' }]);

    const again = await gql(SEND, { token, kind: 'SAVE_THE_DATE', ids: [liam, maryAnne] });
    expect(again.body.data).toEqual({
      sendGuestMail: {
        success: false,
        message:
          'Nothing was sent. Liam O\'Brien already had the save-the-date (tick "also send to guests who already had it" to send it again). Mary Anne de la Cruz already had the save-the-date (tick "also send to guests who already had it" to send it again).',
        queued: 0,
        skipped: [],
      },
    });

    // On purpose: both get it (again); the list keeps when they first had it.
    const resent = await gql(SEND, { token, kind: 'SAVE_THE_DATE', ids: [liam, maryAnne], resend: true });
    expect(resent.body.data).toEqual({
      sendGuestMail: { success: true, message: '2 save-the-dates on the way.', queued: 2, skipped: [] },
    });
    expect(await outboxTo('liam.obrien@example.com')).toEqual([{ kind: 'save_the_date' }]);
    expect(await outboxTo('maryanne.delacruz@example.com')).toHaveLength(2);
    const liamNow = await db
      .selectFrom('guests')
      .select('save_the_date_sent_at')
      .where('id', '=', liam ?? '')
      .executeTakeFirstOrThrow();
    expect(liamNow.save_the_date_sent_at).toEqual(marked);

    // An invitation is a message of its own: a save-the-date does not count as having had it.
    const invited = await gql(SEND, { token, kind: 'INVITATION', ids: [liam] });
    expect(invited.body.data).toMatchObject({ sendGuestMail: { success: true, queued: 1, skipped: [] } });
    const reinvited = await gql(SEND, { token, kind: 'INVITATION', ids: [liam], resend: false });
    expect(reinvited.body.data).toMatchObject({
      sendGuestMail: { success: false, message: expect.stringMatching(/already had the invitation/) },
    });
    const reinvitedOnPurpose = await gql(SEND, { token, kind: 'INVITATION', ids: [liam], resend: true });
    expect(reinvitedOnPurpose.body.data).toMatchObject({ sendGuestMail: { success: true, queued: 1 } });
  });

  it('skips, with the reason, a guest without email and a reminder to a guest who replied', async () => {
    const [helene, jeanLuc] = await guestIds('Hélène Dupont', 'Jean-Luc Moreau');
    await db
      .updateTable('guests')
      .set({ email: null })
      .where('id', '=', jeanLuc ?? '')
      .execute();
    const submission = await db
      .insertInto('rsvp_submissions')
      .values({ guest_id: helene ?? '', payload: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('rsvps')
      .values({
        guest_id: helene ?? '',
        submission_id: submission.id,
        attending: false,
        plus_one_attending: false,
        welcome_dinner: false,
        ceremony_and_lunch: false,
        cocktail_and_reception: false,
        farewell_brunch: false,
        submitted_at: new Date(),
      })
      .execute();
    const refused = await gql(SEND, { token, kind: 'REMINDER', ids: [helene, jeanLuc] });
    expect(refused.body.data).toEqual({
      sendGuestMail: {
        success: false,
        message:
          'Nothing was sent. Hélène Dupont has already replied. Jean-Luc Moreau has no email address: add one to their guest record.',
        queued: 0,
        skipped: [],
      },
    });
  });

  it('refuses an empty selection and an unknown guest with a sentence', async () => {
    const empty = await gql(SEND, { token, kind: 'SAVE_THE_DATE', ids: [] });
    expect(empty.body.data).toMatchObject({
      sendGuestMail: { success: false, message: 'Select at least one guest first.' },
    });
    const unknown = await gql(SEND, {
      token,
      kind: 'SAVE_THE_DATE',
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.body.data).toMatchObject({
      sendGuestMail: { success: false, message: expect.stringMatching(/no longer on the list/) },
    });
  });
});

describe('the mail view', () => {
  it('lists every message and shows one in a sandboxed frame, QR code in place', async () => {
    const overview = await gql<{
      mailOverview: { delivery: string; messages: Array<{ id: string; kind: string; status: string }> };
    }>('query($token: String!) { mailOverview(token: $token) { delivery messages { id kind status } } }', {
      token,
    });
    expect(overview.body.data?.mailOverview.delivery).toBe('CATCHER');
    const first = overview.body.data?.mailOverview.messages[0];
    expect(first).toMatchObject({ kind: 'invitation', status: 'PENDING' });

    const opened = await gql<{ mailMessage: { mail: { text: string; htmlUrl: string } } }>(
      'query($token: String!, $id: ID!) { mailMessage(token: $token, id: $id) { mail { text htmlUrl } } }',
      { token, id: first?.id },
    );
    const mail = opened.body.data?.mailMessage.mail;
    expect(mail?.text).toMatch(/https:\/\/aanya-julien\.example\/rsvp\?code=[A-Z0-9]{6}/);
    const frame = await fetch(`${server.url}${mail?.htmlUrl ?? ''}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toBe(MAIL_FRAME_POLICY);
    const html = await frame.text();
    expect(html).toContain('src="data:image/png;base64,');
    expect(html).not.toContain('cid:');

    const tampered = await fetch(`${server.url}${(mail?.htmlUrl ?? '').slice(0, -3)}abc`);
    expect(tampered.status).toBe(404);
    expect(await tampered.json()).toMatchObject({ error: expect.stringMatching(/expired/) });
  });

  it('previews a message for a guest without storing it', async () => {
    const [helene] = await guestIds('Hélène Dupont');
    const before = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const preview = await gql<{ mailPreview: { success: boolean; mail: { subject: string; text: string } } }>(
      'query($token: String!, $id: ID!) { mailPreview(token: $token, kind: SAVE_THE_DATE, guestId: $id) { success mail { subject text } } }',
      { token, id: helene },
    );
    expect(preview.body.data?.mailPreview.mail.subject).toBe('Save the date: Aanya & Julien, 14–16 May 2026');
    expect(preview.body.data?.mailPreview.mail.text).toContain('Dear Hélène,');
    const after = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps the hosts notification choice', async () => {
    const set = await gql(
      'mutation($token: String!) { setHostNotifications(token: $token, value: DIGEST) { success hostNotifications } }',
      { token },
    );
    expect(set.body.data).toEqual({ setHostNotifications: { success: true, hostNotifications: 'DIGEST' } });
    const read = await gql<{ mailOverview: { hostNotifications: string } }>(
      'query($token: String!) { mailOverview(token: $token) { hostNotifications } }',
      { token },
    );
    expect(read.body.data?.mailOverview.hostNotifications).toBe('DIGEST');
  });

  it('refuses a caller without a token', async () => {
    const response = await gql('query { mailOverview(token: "") { delivery } }');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
