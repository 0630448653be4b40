import { describe, expect, it } from 'vitest';
import {
  conflictsOf,
  editsOf,
  errorsByField,
  groupByPage,
  lengthState,
  parisInputValue,
  placeholdersOf,
  resolveConflict,
  workingOf,
  type ContentField,
} from './content-editing';

const field = (overrides: Partial<ContentField> & Pick<ContentField, 'key' | 'page'>): ContentField => ({
  label: overrides.key,
  format: 'TEXT',
  translated: true,
  maxLength: 100,
  en: 'Hello',
  fr: 'Bonjour',
  draftEn: null,
  draftFr: null,
  frOutdated: false,
  placeholder: false,
  version: 0,
  updatedAt: null,
  ...overrides,
});

const answer = field({
  key: 'questions.weather.answer',
  page: 'questions',
  label: 'Answer 4',
  format: 'RICH',
  version: 3,
});
const question = field({ key: 'questions.weather.question', page: 'questions', label: 'Answer 41' });
const email = field({
  key: 'info.contactEmail',
  page: 'info',
  label: 'Contact address',
  translated: false,
  fr: 'Hello',
  placeholder: true,
});
const greeting = field({
  key: 'mails.invitation.greeting',
  page: 'mails',
  label: 'Invitation mail: greeting',
});
const home = field({ key: 'home.kicker', page: 'home', label: 'Line above the names', draftEn: 'Hi' });

describe('the Content tab’s pages', () => {
  it('groups the fields in the tab’s order, and lists the placeholders for the checklist', () => {
    const groups = groupByPage([greeting, answer, email, home, question]);
    expect(groups.map((group) => [group.page, group.fields.map((f) => f.key)])).toEqual([
      ['home', ['home.kicker']],
      ['info', ['info.contactEmail']],
      ['questions', ['questions.weather.answer', 'questions.weather.question']],
      ['mails', ['mails.invitation.greeting']],
    ]);
    expect(placeholdersOf([greeting, answer, email]).map((f) => f.key)).toEqual(['info.contactEmail']);
  });
});

describe('a save’s batch', () => {
  it('sends each changed field once with its base version, only the languages that changed', () => {
    const working = workingOf([answer, email, home]);
    expect(working['home.kicker']).toEqual({ en: 'Hi', fr: 'Bonjour', baseVersion: 0 });
    expect(editsOf([answer, email, home], working)).toEqual([]);
    working['questions.weather.answer'] = { en: 'Hello', fr: 'Salut', baseVersion: 3 };
    working['info.contactEmail'] = { en: 'us@example.com', fr: 'ignored', baseVersion: 0 };
    expect(editsOf([answer, email, home], working)).toEqual([
      { key: 'questions.weather.answer', fr: 'Salut', baseVersion: 3 },
      { key: 'info.contactEmail', en: 'us@example.com', baseVersion: 0 },
    ]);
  });
});

describe('the server’s refusals at their field', () => {
  it('places each sentence at the field and language it names, the rest apart', () => {
    const { byField, other } = errorsByField(
      [
        'Write the French of "Answer 4": it may not be empty.',
        'Shorten the English of "Answer 41" to 120 characters or fewer (it has 121).',
        '"Contact address" is not an email address: write it like hello@example.com.',
        'Nothing else.',
      ],
      [answer, question, email],
    );
    expect(byField.get('questions.weather.answer')).toEqual({
      en: [],
      fr: ['Write the French of "Answer 4": it may not be empty.'],
      field: [],
    });
    expect(byField.get('questions.weather.question')?.en).toHaveLength(1);
    expect(byField.get('info.contactEmail')?.field).toHaveLength(1);
    expect(other).toEqual(['Nothing else.']);
  });
});

describe('a conflict', () => {
  it('shows the other host’s text beside the host’s own, and the choice sets the next base version', () => {
    const working = {
      ...workingOf([answer]),
      'questions.weather.answer': { en: 'Mine', fr: 'Le mien', baseVersion: 3 },
    };
    const edits = editsOf([answer], working);
    const theirs = { ...answer, draftEn: 'Theirs', draftFr: 'Le leur', version: 4 };
    const [conflict, ...none] = conflictsOf(edits, [theirs], working);
    expect(none).toEqual([]);
    expect(conflict).toMatchObject({
      key: 'questions.weather.answer',
      mine: { en: 'Mine', fr: 'Le mien' },
      theirs: { en: 'Theirs', fr: 'Le leur' },
      version: 4,
    });
    if (!conflict) throw new Error('no conflict');
    expect(conflictsOf(edits, [answer], working)).toEqual([]);
    expect(resolveConflict(working, conflict, 'theirs')['questions.weather.answer']).toEqual({
      en: 'Theirs',
      fr: 'Le leur',
      baseVersion: 4,
    });
    expect(resolveConflict(working, conflict, 'mine')['questions.weather.answer']).toEqual({
      en: 'Mine',
      fr: 'Le mien',
      baseVersion: 4,
    });
  });
});

describe('the inputs’ hints', () => {
  it('warns from 90 % of the limit and says when it is past it', () => {
    expect(lengthState('a'.repeat(89), 100)).toBe('ok');
    expect(lengthState('a'.repeat(90), 100)).toBe('near');
    expect(lengthState('é'.repeat(101), 100)).toBe('over');
  });

  it('shows a date and time in Paris time, a date as a date', () => {
    expect(parisInputValue('2026-05-14T18:30')).toEqual({
      kind: 'datetime-local',
      value: '2026-05-14T18:30',
    });
    expect(parisInputValue('2026-05-07T23:59:00+02:00')).toEqual({
      kind: 'datetime-local',
      value: '2026-05-07T23:59',
    });
    expect(parisInputValue('2026-01-07T23:59:00Z')).toEqual({
      kind: 'datetime-local',
      value: '2026-01-08T00:59',
    });
    expect(parisInputValue('2026-02-15')).toEqual({ kind: 'date', value: '2026-02-15' });
  });
});
