import { describe, expect, it } from 'vitest';
import { contentField } from './content-registry';
import { valueProblems } from './content-rules';

/** A content field's rules (ADR 076), one module: what the small rich text and the facts accept. */
const field = (key: string) => {
  const found = contentField(key);
  if (!found) throw new Error(`No content field ${key}`);
  return found;
};
const ANSWER = field('questions.weather.answer');

describe('the small rich text', () => {
  it.each([
    '<p>Bring a <strong>jacket</strong> and <em>flat</em> shoes: <a href="https://example.org/map">the map</a>.</p>',
    '<ul><li>One</li><li>Two<br></li></ul><ol><li>Three</li></ol>',
    '<p>We <3 you, and -> the beach is that way.</p>',
    '<p>Write to <a href="mailto:hello@example.org">us</a>.</p>',
  ])('keeps %s', (value) => {
    expect(valueProblems(ANSWER, 'en', value)).toEqual([]);
  });

  it.each([
    [
      '<p>Hi <img src=x onerror=alert(1)></p>',
      'The English of "Answer 4" may only use paragraphs, bold, italic, links and lists; <img> is not allowed.',
    ],
    [
      '<p>Hi</p><img src=x onerror=alert(1)',
      'The English of "Answer 4" may only use paragraphs, bold, italic, links and lists; < is not allowed.',
    ],
    [
      '<p>Hi <!-- x --></p>',
      'The English of "Answer 4" may only use paragraphs, bold, italic, links and lists; <!-- is not allowed.',
    ],
    [
      '<p><a href="https://x.example" target="_blank">x</a></p>',
      'The English of "Answer 4" may only use paragraphs, bold, italic, links and lists; <a target> is not allowed.',
    ],
  ])('refuses %s', (value, problem) => {
    expect(valueProblems(ANSWER, 'en', value)).toEqual([problem]);
  });

  it('checks the French of each paragraph, not of the tags', () => {
    expect(
      valueProblems(
        ANSWER,
        'fr',
        '<p>Il fait <strong>beau</strong>\u00a0: prenez une veste.</p><p>Merci\u202f!</p>',
      ),
    ).toEqual([]);
    expect(valueProblems(ANSWER, 'fr', '<p>Merci !</p>')).toEqual([
      'The French of "Answer 4" breaks French typography: regular space before « ; ! ? » (use U+202F).',
    ]);
  });
});

describe('the facts', () => {
  it.each([
    ['travel.deadline', '2026-05-07T23:59:00+02:00', []],
    ['events.welcome-dinner.start', '2026-05-14T19:00', []],
    [
      'accommodations.roomBlock.releaseDate',
      '2026-02-30',
      [
        '"Room block: release date" is not a date and time: write it like 2026-05-14T18:30 (or 2026-05-14 for a day).',
      ],
    ],
    ['info.hostPhone.1', '+44 7911 123456', []],
    ['accommodations.roomBlock.link', 'https://www.fourseasons.com/capferrat/?group=AJ', []],
    [
      'accommodations.roomBlock.link',
      'www.fourseasons.com',
      ['"Room block: booking link" is not a web address: write it in full, starting with https://.'],
    ],
  ])('%s: %s', (key, value, problems) => {
    expect(valueProblems(field(key), 'en', value)).toEqual(problems);
  });

  it('keeps a plain field’s tags as text', () => {
    expect(valueProblems(field('home.kicker'), 'en', '<script>alert(1)</script>')).toEqual([]);
  });
});
