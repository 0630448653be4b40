import { NBSP, problemsUnder, shape, type Samples } from '@riviera/content/french-typography';
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
