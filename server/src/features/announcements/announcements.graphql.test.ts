import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { addGuest, answerAs, type AnsweredEvents } from '../travel/test/travel-test-kit';
import { deleteNotice, listNotices, postNotice } from './test/announcement-test-kit';

/**
 * The hosts' announcements (DESIGN 3.5, ADR 055): checked before anything is written,
 * posted for everyone or one event, mailed in each guest's language in the same transaction, and
 * deleted for good. Over the real HTTP and GraphQL, on a real PostgreSQL.
 */
const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const { db } = server;
const token = await server.login();

/** A guest's answer: coming to the events given (and to no other), or not coming. */
const answer = (guestId: string, events: AnsweredEvents) =>
  answerAs(server, guestId, Object.values(events).some(Boolean), false, events);

const stored = async () => ({
  announcements: await db.selectFrom('announcements').selectAll().execute(),
  outbox: await db.selectFrom('outbox').select('id').where('kind', '=', 'announcement').execute(),
});

const mailed = () =>
  db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body', 'html'])
    .where('kind', '=', 'announcement')
    .orderBy('to_address')
    .execute();

beforeAll(async () => {
  const claire = await addGuest(server, 'Claire Dupont', 'CRDPNT23');
  const ana = await addGuest(server, 'Ana Lima', 'ANAM2323');
  const tom = await addGuest(server, 'Tom Reed', 'TRD23232');
  await addGuest(server, 'Nora Quinn', 'NQNN2323');
  const noMail = await addGuest(server, 'Sam Lee', 'SMEE2323');
  await db.updateTable('guests').set({ email: null }).where('id', '=', noMail.id).execute();
  await db.updateTable('guests').set({ language: 'fr' }).where('id', '=', claire.id).execute();
  await answer(claire.id, { welcomeDinner: true });
  await answer(ana.id, { welcomeDinner: true, farewellBrunch: true });
  await answer(tom.id, { farewellBrunch: true });
  await answer(noMail.id, { welcomeDinner: true });
});

describe('posting a notice', () => {
  it.each([
    [
      'a notice of 501 characters',
      { en: 'a'.repeat(501), fr: 'Bonjour' },
      'Shorten the English notice to 500 characters or fewer (it has 501).',
    ],
    [
      'markup',
      { en: 'Hello', fr: 'Voir <a href="https://x.example">ici</a>' },
      'Write the French notice as plain text, without tags such as <b> or <a>: it is shown as written.',
    ],
    [
      'no French',
      { en: 'The shuttle leaves at 5', fr: '   ' },
      'Write the notice in French: guests read it in their language.',
    ],
    [
      'a notice of nothing visible',
      { en: '\u200b\u2060 \u200b', fr: 'Bonjour' },
      'Write the notice in English: guests read it in their language.',
    ],
    [
      'an unclosed tag and a closing one',
      { en: 'Hello', fr: 'Voir </b> et <img src=x onerror=alert(1) >' },
      'Write the French notice as plain text, without tags such as <b> or <a>: it is shown as written.',
    ],
    [
      'a notice of 501 characters, one of them an emoji',
      { en: `${'a'.repeat(500)}😀`, fr: 'Bonjour' },
      'Shorten the English notice to 500 characters or fewer (it has 501).',
    ],
    [
      'an EVENT notice without its event',
      { en: 'Bring a jacket', fr: 'Prenez une veste', audience: 'EVENT' },
      'Choose the event this notice is for, or send it to everyone.',
    ],
    [
      'an EVERYONE notice naming an event',
      { en: 'Bring a jacket', fr: 'Prenez une veste', event: 'welcomeDinner' },
      'A notice for everyone is not for one event: choose "Guests coming to one event" or leave the event out.',
    ],
  ])('refuses %s with a sentence saying what to do, and writes nothing', async (_case, input, error) => {
    const before = await stored();
    const result = await postNotice(server, token, { ...input, mail: true });
    expect(result).toMatchObject({ success: false, announcement: null });
    expect(result.message).toBe(
      'The notice was not posted: please correct what is said below and post it again.',
    );
    expect(result.errors).toEqual([error]);
    expect(await stored()).toEqual(before);
  });

  it('takes 500 characters, trimmed, and keeps the text as written', async () => {
    const text = `${'é'.repeat(499)}&`;
    const result = await postNotice(server, token, { en: `  ${text}\n`, fr: text });
    expect(result.success).toBe(true);
    expect(result.announcement).toMatchObject({ en: text, fr: text, audience: 'EVERYONE', event: null });
    await deleteNotice(server, token, result.announcement?.id ?? '');
  });

  it('counts characters as a person does (an emoji is one) and takes < and > that are no tag', async () => {
    const en = `I <3 you all -> see you at 5 > 4 < 6! ${'😀'.repeat(462)}`;
    expect([...en]).toHaveLength(500);
    const result = await postNotice(server, token, { en, fr: 'Rendez-vous <à 17 h> -> plage' });
    expect(result.errors ?? []).toEqual([]);
    expect(result.announcement).toMatchObject({ en, fr: 'Rendez-vous <à 17 h> -> plage' });
    await deleteNotice(server, token, result.announcement?.id ?? '');
  });

  it('asks for the hosts’ token', async () => {
    const response = await server.gql(
      'mutation { createAnnouncement(token: "", input: { en: "Hi", fr: "Salut" }) { success } }',
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await db.selectFrom('announcements').select('id').execute()).toEqual([]);
  });
});

describe('mailing a notice', () => {
  it('for one event, mails only the guests coming to it, each in their language', async () => {
    const result = await postNotice(server, token, {
      en: 'The dinner starts at 7 PM, not 6:30.',
      fr: 'Le dîner commence à 19 h, et non 18 h 30.',
      audience: 'EVENT',
      event: 'welcomeDinner',
      mail: true,
    });
    expect(result.success).toBe(true);
    expect(result.message).toBe('The notice is posted. 2 guests will get it by email.');
    expect(result.announcement).toMatchObject({ audience: 'EVENT', event: 'welcomeDinner' });
    const mails = await mailed();
    // Claire (French) and Ana come to the dinner; Tom only to the brunch; Sam has no email.
    expect(mails.map((mail) => mail.to_address)).toEqual(['anam2323@example.com', 'crdpnt23@example.com']);
    const [ana, claire] = mails;
    expect(ana?.subject).toBe('A note about the wedding');
    expect(ana?.text_body).toContain('Dear Ana,');
    expect(ana?.text_body).toContain('This note is for the guests coming to the Welcome Dinner.');
    expect(ana?.text_body).toContain('The dinner starts at 7 PM, not 6:30.');
    expect(ana?.text_body).not.toContain('19 h');
    expect(claire?.subject).toBe('Un mot au sujet du mariage');
    expect(claire?.text_body).toContain('Bonjour Claire,');
    expect(claire?.text_body).toContain('Le dîner commence à 19 h, et non 18 h 30.');
    // The link opens the party's weekend pass, in the guest's language, not the RSVP form.
    expect(claire?.text_body).toContain('https://aanya-julien.example/fr/weekend?code=CRDPNT23');
    expect(claire?.text_body).toContain('Ouvrir votre pass du week-end');
    expect(ana?.text_body).toContain('Open your weekend pass');
    await db.deleteFrom('outbox').execute();
  });

  it('for everyone, mails every guest with an email, and escapes the text in the HTML', async () => {
    const result = await postNotice(server, token, {
      en: 'Rain & wind: 5 < 6, bring "boots"',
      fr: 'Pluie & vent : prenez des bottes',
      mail: true,
    });
    expect(result.message).toBe(
      'The notice is posted: guest pages show it within 30 seconds. 4 guests will get it by email.',
    );
    const mails = await mailed();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      'anam2323@example.com',
      'crdpnt23@example.com',
      'nqnn2323@example.com',
      'trd23232@example.com',
    ]);
    expect(mails[0]?.html).toContain('Rain &amp; wind: 5 &lt; 6');
    expect(mails[0]?.html).not.toContain('5 < 6');
    await db.deleteFrom('outbox').execute();
  });

  it('without mail, queues nothing', async () => {
    const result = await postNotice(server, token, { en: 'See you soon', fr: 'À bientôt' });
    expect(result.message).toBe('The notice is posted: guest pages show it within 30 seconds.');
    expect(await mailed()).toEqual([]);
  });
});

describe('the hosts’ list and deleting', () => {
  it('lists the notices newest first, and deletes one for good', async () => {
    const before = await listNotices(server, token);
    expect(before.map((notice) => notice.en)).toEqual([
      'See you soon',
      'Rain & wind: 5 < 6, bring "boots"',
      'The dinner starts at 7 PM, not 6:30.',
    ]);
    const [newest] = before;
    if (!newest) throw new Error('no notice');
    expect(Date.parse(newest.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const deleted = await deleteNotice(server, token, newest.id);
    expect(deleted).toMatchObject({
      success: true,
      message: 'The notice is deleted: guest pages stop showing it within 30 seconds.',
    });
    expect((await listNotices(server, token)).map((notice) => notice.id)).not.toContain(newest.id);
    expect(await db.selectFrom('announcements').select('id').where('id', '=', newest.id).execute()).toEqual(
      [],
    );

    const again = await deleteNotice(server, token, newest.id);
    expect(again).toMatchObject({
      success: false,
      message: 'That notice is no longer on the list. Reload the page to see the current notices.',
    });
    expect((await deleteNotice(server, token, 'not-an-id')).success).toBe(false);
  });
});
