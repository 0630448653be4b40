import { describe, expect, it } from 'vitest';
import { createDb, createPool } from '../../platform/db/database';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { createLogger } from '../../platform/logger';
import { publishContent } from './content.service';
import { discardDraft, field, fields, history, publish, restore, saveDraft } from './test/content-test-kit';

/**
 * The content editor (DESIGN 3.7, ADR 076): fields derived from @riviera/content, drafts checked
 * field by field and saved whole or not at all, a later save on an older version refused with the
 * other host's text, publish as a version, restore as the draft. Over the real HTTP and GraphQL,
 * on a real PostgreSQL.
 */
const server = await startGraphqlServer();
const { db } = server;
const token = await server.login();

const ANSWER = 'questions.weather.answer';
const stored = () => db.selectFrom('content_fields').selectAll().orderBy('key').execute();

describe('the fields', () => {
  it('lists every page with the first values, facts typed once and placeholders flagged', async () => {
    const all = await fields(server, token);
    expect(new Set(all.map((item) => item.page))).toEqual(
      new Set(['home', 'events', 'accommodations', 'info', 'travel', 'questions', 'mails', 'photos']),
    );
    const answer = all.find((item) => item.key === ANSWER);
    expect(answer).toMatchObject({
      format: 'RICH',
      translated: true,
      version: 0,
      draftEn: null,
      frOutdated: false,
    });
    expect(answer?.en).toMatch(/^<p>Mid-May days on the Riviera/);
    expect(answer?.fr).toMatch(/^<p>/);
    const start = all.find((item) => item.key === 'events.welcome-dinner.start');
    expect(start).toMatchObject({
      format: 'DATETIME',
      translated: false,
      en: '2026-05-14T18:30',
      fr: '2026-05-14T18:30',
    });
    expect(all.filter((item) => item.placeholder).map((item) => item.key)).toEqual([
      'accommodations.roomBlock.reference',
      'accommodations.roomBlock.link',
      'accommodations.roomBlock.releaseDate',
      'info.contactEmail',
      'info.hostPhone.1',
      'info.hostPhone.2',
      'travel.deadline',
    ]);
    expect((await fields(server, token, 'travel')).map((item) => item.key)).toEqual(['travel.deadline']);
  });

  it('answers nothing without the hosts’ token', async () => {
    const response = await server.gql(`{ contentFields(token: "nope") { key } }`);
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('refusals name the field and save nothing', () => {
  it.each([
    [
      'a too long question',
      { key: 'questions.weather.question', en: 'a'.repeat(121) },
      'Shorten the English of "Question 4" to 120 characters or fewer (it has 121).',
    ],
    ['an empty answer', { key: ANSWER, fr: '  ' }, 'Write the French of "Answer 4": it may not be empty.'],
    [
      'a contact address that is not one',
      { key: 'info.contactEmail', en: 'hello at example' },
      '"Contact address" is not an email address: write it like hello@example.com.',
    ],
    [
      'a phone that is not one',
      { key: 'info.hostPhone.1', en: '+33 6 00' },
      '"Aanya\'s phone" is not a phone number: write it with its country code, like +33 6 12 34 56 78.',
    ],
    [
      'a booking link that is not one',
      { key: 'accommodations.roomBlock.link', en: 'javascript:alert(1)' },
      '"Room block: booking link" is not a web address: write it in full, starting with https://.',
    ],
    [
      'a time that is not one',
      { key: 'events.welcome-dinner.start', en: '2026-05-14T25:30' },
      '"Welcome Dinner: start" is not a date and time: write it like 2026-05-14T18:30 (or 2026-05-14 for a day).',
    ],
    [
      'a script in rich text',
      { key: ANSWER, en: '<p>Hi</p><script>alert(1)</script>' },
      'The English of "Answer 4" may only use paragraphs, bold, italic, links and lists; <script> is not allowed.',
    ],
    [
      'an attribute beyond a link',
      { key: ANSWER, en: '<p onclick="x()">Hi</p>' },
      'The English of "Answer 4" may only use paragraphs, bold, italic, links and lists; <p onclick> is not allowed.',
    ],
    [
      'a javascript: link',
      { key: ANSWER, en: '<p><a href="javascript:alert(1)">x</a></p>' },
      'A link in the English of "Answer 4" must start with https://, http:// or mailto:.',
    ],
    [
      'French without its no-break space',
      { key: ANSWER, fr: '<p>Il fait beau : prenez une veste.</p>' },
      'The French of "Answer 4" breaks French typography: regular space before « : » (use U+00A0).',
    ],
    [
      'a control character',
      { key: 'home.invitation', en: 'invite\u0007 you' },
      'The English of "Line below the names" holds an invisible control character: type it again.',
    ],
    [
      'a field that does not exist',
      { key: 'questions.nope', en: 'x' },
      'There is no field "questions.nope" on the site: reload the Content tab.',
    ],
  ])('%s', async (_case, edit, error) => {
    const result = await saveDraft(server, token, [{ key: 'home.kicker', en: 'With their families' }, edit]);
    expect(result).toMatchObject({
      success: false,
      message: 'Nothing was saved: please correct what is said below and save again.',
    });
    expect(result.errors).toContain(error);
    expect(await stored()).toEqual([]);
  });
});

describe('a batch beyond the rules', () => {
  it('refuses more than 500 edits, a negative version and a huge value with a sentence', async () => {
    const many = Array.from({ length: 501 }, () => ({ key: 'home.kicker', en: 'Hello' }));
    expect(await saveDraft(server, token, many)).toMatchObject({
      success: false,
      message: 'Nothing was saved: save at most 500 fields at a time.',
    });
    const huge = await saveDraft(server, token, [
      { key: 'home.kicker', en: 'a'.repeat(30_000), baseVersion: -1 },
    ]);
    expect(huge).toMatchObject({ success: false });
    expect(huge.errors).toEqual([
      'Shorten the English of "Line above the names" to 60 characters or fewer (it has 30000).',
    ]);
    expect(await stored()).toEqual([]);
  });
});

describe('drafts', () => {
  it('keeps text as text, and a draft away from what guests see', async () => {
    const result = await saveDraft(server, token, [
      { key: 'home.kicker', en: '<script>alert(1)</script> & co', baseVersion: 0 },
    ]);
    expect(result).toMatchObject({ success: true, message: 'The draft of 1 field is saved.' });
    expect(result.fields[0]).toMatchObject({
      draftEn: '<script>alert(1)</script> & co',
      en: 'Together with their families',
      version: 1,
    });
    await discardDraft(server, token);
    expect(await field(server, token, 'home.kicker')).toMatchObject({ draftEn: null, version: 2 });
  });

  it('says the French is out of date when the English changed after it', async () => {
    await saveDraft(server, token, [
      { key: 'questions.children.question', en: 'May we bring the children?' },
    ]);
    expect(await field(server, token, 'questions.children.question')).toMatchObject({
      frOutdated: true,
      draftFr: 'Pouvons-nous venir avec nos enfants\u202f?',
    });
    await saveDraft(server, token, [
      { key: 'questions.children.question', fr: 'Pouvons-nous venir avec les enfants\u202f?' },
    ]);
    expect(await field(server, token, 'questions.children.question')).toMatchObject({
      frOutdated: false,
      draftEn: 'May we bring the children?',
      draftFr: 'Pouvons-nous venir avec les enfants\u202f?',
    });
    await discardDraft(server, token);
  });

  it('refuses a later save made on an older version, with the other host’s text', async () => {
    const { version } = await field(server, token, 'questions.shuttles.question');
    const first = await saveDraft(server, token, [
      { key: 'questions.shuttles.question', en: 'How do we get there?', baseVersion: version },
    ]);
    expect(first.success).toBe(true);
    const second = await saveDraft(server, token, [
      { key: 'home.invitation', en: 'invite you to their wedding' },
      { key: 'questions.shuttles.question', en: 'Is there a bus?', baseVersion: version },
    ]);
    expect(second).toMatchObject({
      success: false,
      message:
        'Nothing was saved: another host saved one of these fields since you opened it. Their text is below.',
    });
    expect(second.errors).toEqual([
      '"Question 5" was changed by another host. Their English: “How do we get there?”. Their French: “Comment se rendre aux événements ?”.'.replace(
        ' ?',
        '\u202f?',
      ),
    ]);
    expect(await field(server, token, 'questions.shuttles.question')).toMatchObject({
      draftEn: 'How do we get there?',
    });
    expect(await field(server, token, 'home.invitation')).toMatchObject({ draftEn: null, version: 0 });
    await discardDraft(server, token);
  });
});

describe('publish, history and restore', () => {
  it('publishes the drafts as a version, lists it, and restores an older one as the draft', async () => {
    expect(await publish(server, token)).toMatchObject({
      success: false,
      message: 'There is no draft to publish.',
    });
    const fr = '<p>Mi-mai, il fait autour de 21\u00a0°C. Prenez une <strong>veste</strong>.</p>';
    await saveDraft(server, token, [
      { key: ANSWER, en: '<p>Around 21 °C. Bring a <strong>jacket</strong>.</p>', fr },
      { key: 'info.contactEmail', en: 'aanya.julien@example.org' },
    ]);
    const first = await publish(server, token);
    expect(first).toMatchObject({
      success: true,
      message: 'Version 1 is published (2 fields): guests see it within 30 seconds.',
    });
    expect(await field(server, token, ANSWER)).toMatchObject({
      en: '<p>Around 21 °C. Bring a <strong>jacket</strong>.</p>',
      fr,
      draftEn: null,
      draftFr: null,
    });
    expect(await field(server, token, 'info.contactEmail')).toMatchObject({
      en: 'aanya.julien@example.org',
      fr: 'aanya.julien@example.org',
      placeholder: false,
    });

    await saveDraft(server, token, [{ key: ANSWER, en: '<p>Warm.</p>' }]);
    expect((await publish(server, token)).success).toBe(true);
    expect((await history(server, token)).map(({ version, keys }) => ({ version, keys }))).toEqual([
      { version: 2, keys: [ANSWER] },
      { version: 1, keys: ['info.contactEmail', ANSWER] },
    ]);

    const restored = await restore(server, token, 1);
    expect(restored).toMatchObject({
      success: true,
      message: 'Version 1 is restored as the draft (1 field): publish it to show it to guests.',
    });
    expect(await field(server, token, ANSWER)).toMatchObject({
      en: '<p>Warm.</p>',
      draftEn: '<p>Around 21 °C. Bring a <strong>jacket</strong>.</p>',
    });
    expect(await restore(server, token, 99)).toMatchObject({
      success: false,
      message: 'There is no version 99: reload the history.',
    });
  });

  it('says so when the database cannot be reached, and publishes nothing', async () => {
    const pool = createPool('postgres://nobody@127.0.0.1:1/none', createLogger('silent'), 1);
    const result = await publishContent(createDb(pool));
    await pool.end();
    expect(result).toMatchObject({
      ok: false,
      refusal: {
        code: 'unavailable',
        message:
          'The database cannot be reached, so nothing was published: guests still see the pages as they were. Try again in a minute.',
      },
    });
  });
});
