import { MESSAGES, MESSAGES_FR } from '@riviera/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../sample-data';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { attendingPayload, sampleGuest } from '../rsvp/test/rsvp-test-app';
import { createRun } from '../travel/test/travel-test-kit';

/**
 * The guest's mobile number (ADR 052): given with the answer and the invitation code, read
 * in the country of the guest's language when it has no "+", kept in E.164 on the guest, refused with
 * a sentence in the guest's language when it is not a phone number (nothing written); shown to the
 * hosts, on the shuttle manifest and in the send queue, which records each message the hosts send.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();
beforeAll(() => loadSampleGuests(db));

let addresses = 0;
async function submit(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.100.${(addresses += 1)}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Jean-Luc Moreau's "yes" with his invitation code. */
const byCode = (overrides: Record<string, unknown> = {}) => ({
  ...attendingPayload(),
  invitationCode: sampleGuest('Jean-Luc Moreau').invitationCode,
  ...overrides,
});

const guestRow = (name: string) =>
  db
    .selectFrom('guests')
    .select(['id', 'phone', 'phone_message_sent_at'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
const submissions = async (guestId: string) =>
  Number(
    await db
      .selectFrom('rsvp_submissions')
      .select(db.fn.countAll<string>().as('count'))
      .where('guest_id', '=', guestId)
      .executeTakeFirstOrThrow()
      .then((row) => row.count),
  );

describe('the mobile number on the RSVP', () => {
  it('keeps a UK number typed on the English form in E.164, and answers as without it', async () => {
    const answer = await submit(byCode({ phone: '07911 123456' }));
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: MESSAGES.rsvp.saved } });
    expect((await guestRow('Jean-Luc Moreau')).phone).toBe('+447911123456');
  });

  it('keeps a US number typed without its code on the English form, and asks any other for its code', async () => {
    const daniel = sampleGuest('Daniel Okafor');
    const american = await submit({
      ...byCode({ phone: '(415) 555-2671' }),
      invitationCode: daniel.invitationCode,
    });
    expect(american).toMatchObject({ status: 200, body: { success: true } });
    expect((await guestRow('Daniel Okafor')).phone).toBe('+14155552671');
    // An Indian mobile typed without +91 is no US or UK number: the sentence asks for the code.
    const indian = await submit({
      ...byCode({ phone: '98765 43210' }),
      invitationCode: daniel.invitationCode,
    });
    expect(indian).toMatchObject({ status: 400, body: { error: MESSAGES.rsvp.phoneInvalid } });
    expect(MESSAGES.rsvp.phoneInvalid).toContain('with its country code');
    expect((await guestRow('Daniel Okafor')).phone).toBe('+14155552671');
    const withCode = await submit({
      ...byCode({ phone: '+91 98765 43210' }),
      invitationCode: daniel.invitationCode,
    });
    expect(withCode.status).toBe(200);
    expect((await guestRow('Daniel Okafor')).phone).toBe('+919876543210');
    // A US number on the French form has no French reading: its code is asked for there.
    const onFrench = await submit(
      { ...byCode({ phone: '415 555 2671' }), invitationCode: daniel.invitationCode },
      { 'Accept-Language': 'fr' },
    );
    expect(onFrench).toMatchObject({ status: 400, body: { error: MESSAGES_FR.rsvp.phoneInvalid } });
    expect(MESSAGES_FR.rsvp.phoneInvalid).toContain('avec l’indicatif de son pays');
    // Out of the hosts' send queue, which the tests below count.
    await db.updateTable('guests').set({ phone: null }).where('name', '=', 'Daniel Okafor').execute();
  });

  it('reads a number without "+" as French on the French form, and one with its country code as given', async () => {
    const chloe = sampleGuest('Chloé Lefèvre');
    const french = await submit(
      {
        ...byCode({ phone: '06 12 34 56 78' }),
        firstName: 'Chloé',
        lastName: 'Lefèvre',
        invitationCode: chloe.invitationCode,
      },
      { 'Accept-Language': 'fr' },
    );
    expect(french).toMatchObject({ status: 200, body: { message: MESSAGES_FR.rsvp.saved } });
    expect((await guestRow('Chloé Lefèvre')).phone).toBe('+33612345678');

    const zoe = sampleGuest('Zoë Müller');
    const international = await submit({
      ...byCode({ phone: '+1 (415) 555-2671' }),
      invitationCode: zoe.invitationCode,
    });
    expect(international.status).toBe(200);
    expect((await guestRow('Zoë Müller')).phone).toBe('+14155552671');
    const withZeros = await submit(
      { ...byCode({ phone: '0044 7911 123457' }), invitationCode: zoe.invitationCode },
      {
        'Accept-Language': 'fr',
      },
    );
    expect(withZeros.status).toBe(200);
    expect((await guestRow('Zoë Müller')).phone).toBe('+447911123457');
  });

  it('refuses what is not a phone number with a sentence in the guest’s language, and writes nothing', async () => {
    const emily = sampleGuest('Emily Clarke');
    const before = await guestRow('Emily Clarke');
    const english = await submit({
      ...byCode({ phone: 'call me maybe' }),
      invitationCode: emily.invitationCode,
    });
    expect(english).toEqual({
      status: 400,
      body: {
        code: 'validation',
        error: MESSAGES.rsvp.phoneInvalid,
        errors: [MESSAGES.rsvp.phoneInvalid],
      },
    });
    const french = await submit(
      { ...byCode({ phone: '12345' }), invitationCode: emily.invitationCode },
      { 'Accept-Language': 'fr' },
    );
    expect(french).toMatchObject({ status: 400, body: { error: MESSAGES_FR.rsvp.phoneInvalid } });
    expect(MESSAGES_FR.rsvp.phoneInvalid).toMatch(/^Saisissez un numéro de portable/);
    // A landline is a phone number, but no WhatsApp or text message reaches it: the box asks for a
    // mobile (a Paris landline, a London one, a French VoIP number).
    for (const [phone, language] of [
      ['+33 1 23 45 67 89', 'en'],
      ['01 23 45 67 89', 'fr'],
      ['020 7946 0958', 'en'],
      ['+33 9 70 12 34 56', 'fr'],
    ] as const) {
      const landline = await submit(
        { ...byCode({ phone }), invitationCode: emily.invitationCode },
        { 'Accept-Language': language },
      );
      const messages = language === 'fr' ? MESSAGES_FR : MESSAGES;
      expect(landline, phone).toMatchObject({ status: 400, body: { error: messages.rsvp.phoneInvalid } });
    }
    expect(await guestRow('Emily Clarke')).toEqual(before);
    expect(await submissions(before.id)).toBe(0);
  });

  it('is told back to the holder of the code when they come again, never to a lookup by name', async () => {
    const oliver = sampleGuest('Oliver Bennett');
    const saved = await submit({
      ...byCode({ phone: '+33 6 12 34 56 79' }),
      invitationCode: oliver.invitationCode,
    });
    expect(saved.status).toBe(200);
    const lookup = async (query: string) => {
      const response = await fetch(`${server.url}/rsvp?${query}`, {
        headers: { Accept: 'application/json', 'X-Forwarded-For': `198.51.100.${(addresses += 1)}` },
      });
      return (await response.json()) as Record<string, unknown>;
    };
    expect(await lookup(`code=${oliver.invitationCode}`)).toMatchObject({
      found: true,
      phone: '+33612345679',
    });
    const byName = await lookup('firstName=Oliver&lastName=Bennett');
    expect(byName).toMatchObject({ found: true });
    expect(Object.keys(byName)).not.toContain('phone');
    const graphql = await gql(`query { validateRSVPCode(code: "${oliver.invitationCode}") { found phone } }`);
    expect(graphql.body.data).toEqual({ validateRSVPCode: { found: true, phone: '+33612345679' } });
    // Someone with no number on file is told none.
    const emily = await lookup(`code=${sampleGuest('Emily Clarke').invitationCode}`);
    expect(Object.keys(emily)).not.toContain('phone');
    // The send queue below lists the guests of the other tests only.
    await db.updateTable('guests').set({ phone: null }).where('name', '=', 'Oliver Bennett').execute();
  });

  it('refuses a number given with an answer by name: the hosts would send the private link to it', async () => {
    const before = await guestRow('Grace Kim');
    const answer = await submit({
      ...attendingPayload({ firstName: 'Grace', lastName: 'Kim' }),
      phone: '07911 123458',
    });
    expect(answer).toMatchObject({ status: 400, body: { error: MESSAGES.rsvp.phoneNeedsCode } });
    expect(await submissions(before.id)).toBe(0);
    expect((await guestRow('Grace Kim')).phone).toBeNull();
  });

  it('keeps the number on file when a later answer leaves the box empty, and answers as before', async () => {
    // The same answer without the field and with an empty box: the same reply, but for its time.
    const timeless = (body: Record<string, unknown>) => ({
      ...body,
      answer: { ...(body.answer as object), submittedAt: '' },
    });
    const answer = await submit(byCode());
    const empty = await submit(byCode({ phone: '' }));
    expect(timeless(answer.body)).toEqual(timeless(empty.body));
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: MESSAGES.rsvp.saved } });
    expect(Object.keys(answer.body)).not.toContain('phone');
    expect((await guestRow('Jean-Luc Moreau')).phone).toBe('+447911123456');
  });

  it('takes the number through GraphQL’s submitRSVP too', async () => {
    const rohan = sampleGuest('Rohan Kapoor');
    const response = await gql<{ submitRSVP: { success: boolean } }>(
      'mutation ($input: RSVPInput!) { submitRSVP(input: $input) { success message } }',
      {
        input: {
          ...byCode({ phone: '+33 7 81 23 45 67' }),
          firstName: 'Rohan',
          lastName: 'Kapoor',
          invitationCode: rohan.invitationCode,
        },
      },
    );
    expect(response.body.data?.submitRSVP.success).toBe(true);
    expect((await guestRow('Rohan Kapoor')).phone).toBe('+33781234567');
  });

  it('shows the hosts each guest’s number in their answers', async () => {
    const response = await gql<{ adminRSVPs: Array<{ name: string; phone: string | null }> }>(
      'query ($token: String!) { adminRSVPs(token: $token) { name phone } }',
      { token },
    );
    const phones = Object.fromEntries(
      (response.body.data?.adminRSVPs ?? []).map((row) => [row.name, row.phone]),
    );
    expect(phones).toMatchObject({ 'Jean-Luc Moreau': '+447911123456', 'Chloé Lefèvre': '+33612345678' });
  });

  it('shows the hosts each guest’s number on the guest list, and null for a guest who gave none', async () => {
    const response = await gql<{ guests: Array<{ name: string; phone: string | null }> }>(
      'query ($token: String!) { guests(token: $token) { name phone } }',
      { token },
    );
    const phones = Object.fromEntries((response.body.data?.guests ?? []).map((row) => [row.name, row.phone]));
    expect(phones).toMatchObject({ 'Jean-Luc Moreau': '+447911123456', 'Chloé Lefèvre': '+33612345678' });
    expect(Object.values(phones)).toContain(null);
  });
});

describe('the shuttle manifest', () => {
  it('gives the driver the party’s mobile number, and null for a party without one', async () => {
    const { run } = await createRun(server, token, {
      from: 'Nice Côte d’Azur airport',
      to: 'Grand-Hôtel du Cap-Ferrat',
      departsAt: '2026-05-14T15:00:00+02:00',
      capacity: 10,
    });
    if (!run) throw new Error('no run');
    const partyOf = (name: string) =>
      db.selectFrom('guests').select('party_id').where('name', '=', name).executeTakeFirstOrThrow();
    await db
      .insertInto('shuttle_seats')
      .values([
        { party_id: (await partyOf('Jean-Luc Moreau')).party_id, run_id: run.id, seats: 1 },
        { party_id: (await partyOf('Grace Kim')).party_id, run_id: run.id, seats: 1 },
      ])
      .execute();
    const response = await gql<{ shuttleManifest: { passengers: unknown[] } }>(
      'query ($token: String!, $id: ID!) { shuttleManifest(token: $token, runId: $id) { passengers { name seats phone } } }',
      { token, id: run.id },
    );
    expect(response.body.data?.shuttleManifest.passengers).toEqual([
      { name: 'Grace Kim', seats: 1, phone: null },
      { name: 'Jean-Luc Moreau', seats: 1, phone: '+447911123456' },
    ]);
  });
});

interface Entry {
  guestId: string;
  name: string;
  phone: string;
  language: string;
  text: string;
  whatsappUrl: string;
  smsUrl: string;
  sentAt: string | null;
}
const ENTRY = 'guestId name phone language text whatsappUrl smsUrl sentAt';
const queue = async (asToken = token) =>
  gql<{ sendQueue: Entry[] }>(`query ($token: String!) { sendQueue(token: $token) { ${ENTRY} } }`, {
    token: asToken,
  });
const mark = (guestId: string, sent: boolean, asToken = token) =>
  gql<{ markPhoneMessageSent: { success: boolean; message: string; entry: Entry | null } }>(
    `mutation ($token: String!, $id: ID!, $sent: Boolean) { markPhoneMessageSent(token: $token, guestId: $id, sent: $sent) { success message entry { ${ENTRY} } } }`,
    { token: asToken, id: guestId, sent },
  );

describe('the hosts’ send queue', () => {
  it('lists the guests with a phone, each message in their language with their private link', async () => {
    const entries = (await queue()).body.data?.sendQueue ?? [];
    expect(entries.map((entry) => entry.name)).toEqual([
      'Chloé Lefèvre',
      'Jean-Luc Moreau',
      'Rohan Kapoor',
      'Zoë Müller',
    ]);
    const chloe = entries.find((entry) => entry.name === 'Chloé Lefèvre');
    const code = sampleGuest('Chloé Lefèvre').invitationCode;
    expect(chloe).toMatchObject({ phone: '+33612345678', language: 'fr', sentAt: null });
    expect(chloe?.text).toContain(`Bonjour Chloé`);
    expect(chloe?.text).toContain(`${server.env.SITE_URL ?? ''}/fr/rsvp?code=${code}`);
    expect(chloe?.whatsappUrl).toBe(
      `https://wa.me/33612345678?text=${encodeURIComponent(chloe?.text ?? '')}`,
    );
    expect(chloe?.smsUrl).toBe(`sms:+33612345678?&body=${encodeURIComponent(chloe?.text ?? '')}`);
    const jeanLuc = entries.find((entry) => entry.name === 'Jean-Luc Moreau');
    expect(jeanLuc?.text).toMatch(/^Hello Jean-Luc, .*\/rsvp\?code=JT4A6B\n/);
    expect(jeanLuc?.whatsappUrl).toMatch(/^https:\/\/wa\.me\/447911123456\?text=Hello%20Jean-Luc/);
  });

  it('records when the hosts sent a message, and clears it when they say it was not sent', async () => {
    const { id } = await guestRow('Jean-Luc Moreau');
    const marked = await mark(id, true);
    expect(marked.body.data?.markPhoneMessageSent).toMatchObject({
      success: true,
      message: "Marked Jean-Luc Moreau's message as sent.",
    });
    const sentAt = marked.body.data?.markPhoneMessageSent.entry?.sentAt ?? '';
    expect(Date.now() - Date.parse(sentAt)).toBeLessThan(60_000);
    expect((await guestRow('Jean-Luc Moreau')).phone_message_sent_at?.toISOString()).toBe(sentAt);
    const listed = (await queue()).body.data?.sendQueue.find((entry) => entry.guestId === id);
    expect(listed?.sentAt).toBe(sentAt);
    await mark(id, false);
    expect((await guestRow('Jean-Luc Moreau')).phone_message_sent_at).toBeNull();
  });

  it('refuses a guest without a phone, or an id that is no guest, with a sentence', async () => {
    const { id } = await guestRow('Grace Kim');
    for (const guestId of [id, 'not-a-guest']) {
      expect((await mark(guestId, true)).body.data?.markPhoneMessageSent).toEqual({
        success: false,
        message: 'This guest has no mobile number any more. Please reload the send queue.',
        entry: null,
      });
    }
    expect((await guestRow('Grace Kim')).phone_message_sent_at).toBeNull();
  });

  it('tells nothing and records nothing without a valid token', async () => {
    const { id } = await guestRow('Zoë Müller');
    for (const bad of ['', 'forged.token.value']) {
      const listed = await queue(bad);
      expect(listed.body.data ?? null).toBeNull();
      expect(listed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const marked = await mark(id, true, bad);
      expect(marked.body.data ?? null).toBeNull();
      expect(marked.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(JSON.stringify([listed.body, marked.body])).not.toMatch(/\+44|Zoë|wa\.me/);
    }
    expect((await guestRow('Zoë Müller')).phone_message_sent_at).toBeNull();
  });
});
