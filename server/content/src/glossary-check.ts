import type { Language } from '@riviera/contract';

// What the glossary (<language>/glossary.ts, ADR 067) rules out: the other names a thing had before
// it got one, and the spelling and clock the English pages do not use. The content's test and the
// mail's test scan every guest-facing word with these.

/** One name another word must not take: the thing, and the wording that names it otherwise. */
export interface GlossaryRule {
  thing: string;
  wrong: RegExp;
}

/** A phrase as whole words, in any case: letters with accents count as letters. */
const words = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrase})(?![\\p{L}\\p{N}])`, 'iu');

export const GLOSSARY_RULES: Record<Language, readonly GlossaryRule[]> = {
  en: [
    { thing: 'the pass is the "weekend pass"', wrong: /(?<!weekend )\bpass\b/i },
    { thing: 'the pass is the "weekend pass"', wrong: /\bYour Weekend\b(?! Pass)/ },
    { thing: 'the pass is the "weekend pass", not a program', wrong: words('programm?e?') },
    { thing: 'the printed card is the "invitation card"', wrong: /(?<!invitation |credit )\bcards?\b/i },
    { thing: 'the printed card is the "invitation card"', wrong: /\bprinted on your invitation\b(?! card)/i },
    { thing: 'where guests stay is "Where you stay"', wrong: /^(?:Stay|Your stay|Accommodation)$/i },
    { thing: 'how to travel is a glossary mode', wrong: /\bBy (?:car|plane|train)\b/ },
    { thing: 'the calendar is the "wedding calendar"', wrong: words('subscribe to your calendar') },
    { thing: 'contact is "contact the couple"', wrong: words('(?:reach|write to) (?:us|the couple)') },
    { thing: 'contact is "contact the couple"', wrong: words('get in touch') },
  ],
  fr: [
    { thing: 'le pass est le « pass du week-end »', wrong: /(?<!\p{L})pass(?!\p{L})(?! du week-end)/iu },
    { thing: 'le pass est le « pass du week-end »', wrong: /^Votre week-end$/ },
    { thing: 'le pass est le « pass du week-end », pas un programme', wrong: words('votre programme') },
    { thing: 'le carton imprimé est le « carton d’invitation »', wrong: words('faire-part') },
    {
      thing: 'le carton imprimé est le « carton d’invitation »',
      wrong: /(?<!\p{L})cartes?(?!\p{L})(?! bancaire)/iu,
    },
    {
      thing: 'le carton imprimé est le « carton d’invitation »',
      wrong: words('imprimée?s? sur votre invitation'),
    },
    { thing: 'où les invités logent est « Où vous logez »', wrong: /^(?:Séjour|Votre séjour|Logement)$/i },
    { thing: 'un moyen de transport est un mode du glossaire', wrong: /^Autre$/ },
    { thing: 'le calendrier est le « calendrier du mariage »', wrong: words('s’abonner à votre agenda') },
    { thing: 'le calendrier est le « calendrier du mariage »', wrong: words('fichier d’agenda') },
    { thing: 'contacter se dit « nous contacter »', wrong: words('nous joindre|nous écrire|écrivez-nous') },
    { thing: 'contacter se dit « nous contacter »', wrong: words('joindre les mariés') },
  ],
};

/** American spelling and the 12-hour clock, everywhere a guest reads English (ADR 067). */
export const ENGLISH_RULES: readonly GlossaryRule[] = [
  {
    thing: 'American spelling',
    wrong:
      /\b\w*(?:programme|travell|cancell(?:ed|ing)|colour|favour|harbour|honour|neighbour|kilometre|metre\b|centre|theatre|catalogue|organis|realis|apologis|jewellery)\w*/i,
  },
  { thing: 'American usage', wrong: /\b(?:to hand|car park|taxi rank|if you fancy|timetable)\b/i },
  // A time in a sentence; an ISO example ("2026-05-14T10:30:00+02:00") and a time as data are not.
  {
    thing: 'the 12-hour clock',
    wrong: /^(?!\d{2}:\d{2}$).*(?<![T\d:+-])\d{1,2}:\d{2}(?![:\d])(?!\s?[AP]M)/s,
  },
  { thing: 'noon and midnight in words', wrong: /\b12(?::00)? [AP]M\b/ },
];

/** Arguments a word function is tried with: its branches for one, several, yes and no. */
const TRIALS: readonly unknown[] = ['Élodie Martin', 1, 3, true, false];

/**
 * Every string under a value with its key path; each function is called with each trial value as
 * every argument (a call that cannot take it is left out: its sample is another's).
 */
export function guestStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const words = value as (...args: unknown[]) => unknown;
    return TRIALS.flatMap((trial) => {
      try {
        const args = Array.from({ length: Math.max(words.length, 1) }, () => trial);
        return guestStrings(words(...args), `${path}(${String(trial)})`);
      } catch {
        return [];
      }
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => guestStrings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => guestStrings(item, `${path}.${key}`));
  }
  return [];
}

/** "path: thing in "text"" for every string under a value that breaks one of the rules. */
export function ruleProblems(value: unknown, path: string, rules: readonly GlossaryRule[]): string[] {
  return guestStrings(value, path).flatMap(([where, text]) =>
    rules
      .filter(({ wrong }) => wrong.test(text))
      .map(({ thing }) => `${where}: ${thing} in ${JSON.stringify(text)}`),
  );
}
