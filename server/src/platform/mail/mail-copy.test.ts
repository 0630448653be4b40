import * as enGlossary from '@riviera/content/en/glossary';
import { readingProblems } from '@riviera/content/french-reading';
import * as frGlossary from '@riviera/content/fr/glossary';
import { NBSP, problemsUnder, shape, type Samples } from '@riviera/content/french-typography';
import { ENGLISH_RULES, GLOSSARY_RULES, guestStrings, ruleProblems } from '@riviera/content/glossary-check';
import { describe, expect, it } from 'vitest';
import { mailCopy as english } from './mail-copy';
import { mailCopy as french } from './mail-copy.fr';

const name = 'Élodie';
const fullName = 'Élodie Martin';
const deadline = `15 avril 2026 à 23${NBSP}h${NBSP}59 (heure de Paris)`;

/** Arguments for each function of the mail's words, by key path: every function must have some. */
const SAMPLES: Samples = {
  'mail.deadline': [[deadline]],
  'mail.deadlineChange': [[deadline]],
  'mail.at': [['jeudi 14 mai 2026', `18${NBSP}h${NBSP}30`]],
  'mail.confirmation.greeting': [[name]],
  'mail.confirmation.answerHeading': [[fullName]],
  'mail.confirmation.answeredFor': [[fullName]],
  'mail.confirmation.calendarNote': [[true], [false]],
  'mail.shuttleCancelled.greeting': [['Claire']],
  'mail.shuttleCancelled.body': [['navette du jeudi 14 mai à 10\u00a0h\u00a030 (Aéroport → Hôtel)']],
  'mail.pickup.title': [['Aéroport Nice Côte d’Azur', 'Hôtel Royal-Riviera']],
  'mail.pickup.description': [[1], [3]],
  'mail.pickup.seats': [[1], [3]],
  'mail.announcement.greeting': [['Claire']],
  'mail.announcement.forEvent': [['Dîner de bienvenue']],
  'mail.stayReminder.greeting': [['Claire']],
  'mail.stayReminder.until': [['dimanche 15 février 2026']],
  'mail.travelConfirmation.greeting': [['Claire']],
  'mail.travelConfirmation.stayDates': [['Hôtel Welcome', 'jeudi 14 mai 2026', 'dimanche 17 mai 2026']],
  'mail.hostNotice.subject': [
    [fullName, true, false],
    [fullName, false, true],
  ],
  'mail.hostNotice.intro': [
    [fullName, true],
    [fullName, false],
  ],
  'mail.hostCodeGuessing.intro': [[300], [412]],
  'mail.hostDigest.subject': [[0], [1], [3]],
  'mail.hostDigest.intro': [[0], [1], [3]],
  'mail.hostDigest.line': [
    [fullName, true],
    [fullName, false],
  ],
  'mail.saveTheDate.greeting': [[name]],
  'mail.invitation.greeting': [[name]],
  'mail.invitation.plusOne': [['Marc Dubois']],
  'mail.reminder.greeting': [[name]],
};

describe('the mail’s words in French', () => {
  it('follow French typography in every string', () => {
    expect(problemsUnder(french, 'mail', SAMPLES)).toEqual([]);
  });

  it('have the English words’ keys, lengths and kinds', () => {
    expect(shape(french)).toEqual(shape(english));
  });

  it('put 0 and 1 in the singular, 2 and more in the plural', () => {
    const { subject, intro } = french.hostDigest;
    expect(subject(1)).toBe(`Réponses du jour${NBSP}: 1 réponse`);
    expect(subject(4)).toBe(`Réponses du jour${NBSP}: 4 réponses`);
    expect(intro(1)).toMatch(/^1 personne a répondu ou modifié sa réponse/);
    expect(intro(4)).toMatch(/^4 personnes ont répondu ou modifié leur réponse/);
  });

  it('say the message is in French', () => {
    expect(french.lang).toBe('fr');
  });
});

describe('the mail’s words as a native French reader reads them', () => {
  const everything = JSON.stringify(french).concat(french.invitation.plusOne('Marc Dubois'));

  it('has no plural agreement to one person, no dangling infinitive, no "this time"', () => {
    for (const phrase of ['prévenus', 'sans avoir à chercher', 'cette fois-ci', 'si heureux']) {
      expect(everything, phrase).not.toContain(phrase);
    }
    expect(english.confirmation.notComing).not.toContain('this time');
  });

  it('writes the weekend in running text as « du jeudi 14 au samedi 16 mai 2026 »', () => {
    expect(french.saveTheDate.preview).toContain('du jeudi 14 au samedi 16 mai 2026');
    expect(french.saveTheDate.body.join(' ')).toContain('du jeudi 14 au samedi 16 mai 2026');
    expect(french.saveTheDate.body.join(' ')).not.toMatch(/14–16 mai/);
  });
});

describe('the mail’s words against the glossary (ADR 067)', () => {
  // The hosts' own mail is English and theirs: what a guest reads is the rest.
  const { hostNotice: _enHosts, hostDigest: _enDigest, ...englishGuests } = english;
  const { hostNotice: _frHosts, hostDigest: _frDigest, ...frenchGuests } = french;

  it('give each thing the pages’ one name, in both languages', () => {
    expect(ruleProblems(englishGuests, 'mail', GLOSSARY_RULES.en)).toEqual([]);
    expect(ruleProblems(frenchGuests, 'mail', GLOSSARY_RULES.fr)).toEqual([]);
    for (const [copy, glossary] of [
      [english, enGlossary],
      [french, frGlossary],
    ] as const) {
      expect(copy.travelConfirmation.modes).toEqual(glossary.modes);
      expect(copy.travelConfirmation.stay).toBe(glossary.stay);
      expect(copy.confirmation.calendarName).toBe(glossary.calendarName);
      expect(copy.confirmation.passLink).toContain(glossary.pass);
      expect(copy.confirmation.subscribeLink).toContain(glossary.calendar);
      expect(copy.announcement.linkLabel).toContain(glossary.pass);
    }
  });

  it('are spelled the American way in English, with 12-hour times', () => {
    expect(ruleProblems(englishGuests, 'mail', ENGLISH_RULES)).toEqual([]);
    expect(english.shuttleCancelled.subject).toBe('Your shuttle has been canceled');
    expect(english.pickup.description(2)).toMatch(/ten minutes before departure\.$/);
  });

  it('read as French to a native reader: no calque, an elision before a vowel, « à » before a time', () => {
    expect(guestStrings(frenchGuests, 'mail').flatMap(([path, text]) => readingProblems(path, text))).toEqual(
      [],
    );
    expect(french.at('jeudi 14 mai 2026', `18${NBSP}h${NBSP}30`)).toBe(
      `jeudi 14 mai 2026 à 18${NBSP}h${NBSP}30`,
    );
    expect(french.shuttleCancelled.body('navette du samedi 16 mai à 15 h')).toContain(
      'sur votre page de voyage, ou indiquez-y comment vous vous déplacerez',
    );
    expect(french.confirmation.subscribeLink).toMatch(/^S’abonner au calendrier du mariage/);
  });
});
