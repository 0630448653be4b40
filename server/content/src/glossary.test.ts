import { readdirSync } from 'node:fs';
import { MESSAGES, MESSAGES_FR, TRAVEL_MESSAGES, TRAVEL_MESSAGES_FR, type Language } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import * as enEvents from './en/events';
import * as en from './en/glossary';
import * as enPages from './en/pages';
import { formatReplyTime } from './en/rsvp-form';
import * as enTravelForm from './en/travel-form';
import * as enWeekend from './en/weekend';
import * as frEvents from './fr/events';
import * as fr from './fr/glossary';
import * as frPages from './fr/pages';
import * as frTravelForm from './fr/travel-form';
import * as frWeekend from './fr/weekend';
import { ENGLISH_RULES, GLOSSARY_RULES, guestStrings, ruleProblems } from './glossary-check';

// One name per thing (ADR 067): every word a guest reads on the pages, and the messages the server
// answers them with, held to each language's glossary. The mail's words are held to it by the mail's
// own test (server/src/platform/mail/mail-copy.test.ts).

/** The hosts' area is English and not a guest's; the glossary is where the names come from. */
const NOT_GUEST_WORDS = new Set(['admin.ts', 'glossary.ts']);

/** Every content module a guest reads, in one language, by file name. */
async function guestModules(language: Language): Promise<Record<string, unknown>> {
  const folder = new URL(`./${language}/`, import.meta.url);
  const files = readdirSync(folder).filter(
    (file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts') && !NOT_GUEST_WORDS.has(file),
  );
  const modules = await Promise.all(
    files.map(async (file) => [
      file,
      (await import(/* @vite-ignore */ new URL(file, folder).href)) as unknown,
    ]),
  );
  return Object.fromEntries(modules);
}

const guestMessages = {
  en: { lookup: MESSAGES.lookup, rsvp: MESSAGES.rsvp, request: MESSAGES.request, travel: TRAVEL_MESSAGES },
  fr: { ...MESSAGES_FR, travel: TRAVEL_MESSAGES_FR },
};

describe('the glossary’s checks', () => {
  const problems = (language: Language, text: string) =>
    ruleProblems({ text }, 'sample', GLOSSARY_RULES[language]).length;

  it('catch the other names each thing had, in English', () => {
    for (const wrong of [
      'On the weekend, your own programme: x',
      'Your Weekend',
      'Your pass: your times',
      'It is printed on your invitation, and in your email.',
      'the letters and numbers on your card',
      'Stay',
      'By car',
      'Subscribe to your calendar',
      'Questions, and how to reach us',
      'or write to us.',
    ]) {
      expect(problems('en', wrong), wrong).toBe(1);
    }
    for (const right of [
      'Your weekend pass: your times',
      'Your Weekend Pass',
      'printed on your invitation card',
      'Credit cards are accepted almost everywhere',
      'Where you stay',
      '25 minutes from Cap Ferrat by car',
      'Subscribe to the wedding calendar',
      'Questions, and how to contact the couple',
      'Passports and visas',
    ]) {
      expect(problems('en', right), right).toBe(0);
    }
  });

  it('catch the other names each thing had, in French', () => {
    for (const wrong of [
      'Il figure sur votre faire-part.',
      'Vérifiez les chiffres de votre carton et des cartes.',
      'Pendant le week-end, votre programme\u00a0: x',
      'Votre week-end',
      'Votre pass\u00a0: vos horaires',
      'le code imprimé sur votre invitation',
      'Séjour',
      'Autre',
      'S’abonner à votre agenda',
      'Le fichier d’agenda ci-joint',
      'Vos questions, et comment nous joindre',
      'écrivez-nous.',
    ]) {
      expect(problems('fr', wrong), wrong).toBeGreaterThan(0);
    }
    for (const right of [
      'Votre pass du week-end\u00a0: vos horaires',
      'Il figure sur votre carton d’invitation.',
      'La carte bancaire est acceptée presque partout',
      'la page du programme',
      'Où vous logez',
      'Autre moyen',
      'S’abonner au calendrier du mariage',
      'Passeports et visas',
      'Vos questions, et comment nous contacter',
    ]) {
      expect(problems('fr', right), right).toBe(0);
    }
  });

  it('catch British spelling and the 24-hour clock in English', () => {
    const english = (text: string) => ruleProblems({ text }, 'sample', ENGLISH_RULES).length;
    for (const wrong of [
      'our favourite places',
      'guests travelling from outside France',
      'Your shuttle has been cancelled',
      '20 kilometres',
      'so you have it to hand',
      'until 7 May 2026 at 23:59 (Paris time)',
      'Saturday 16 May, 12 PM',
    ]) {
      expect(english(wrong), wrong).toBe(1);
    }
    for (const right of [
      'our favorite places',
      'Your shuttle has been canceled',
      'until 7 May 2026 at 11:59 PM (Paris time)',
      'Saturday 16 May, noon',
      'such as 2026-05-14T10:30:00+02:00 for 10:30 AM in Paris',
    ]) {
      expect(english(right), right).toBe(0);
    }
  });

  it('call a word function with what makes each branch speak', () => {
    const seats = (count: number) => (count === 1 ? '1 seat' : `${count} seats`);
    expect(guestStrings({ seats }, 'copy').map(([, text]) => text)).toEqual(
      expect.arrayContaining(['1 seat', '3 seats']),
    );
  });
});

describe.each([
  ['en', en],
  ['fr', fr],
] as const)('the %s words a guest reads', (language, glossary) => {
  it('give each thing the glossary’s one name, on every page and in every message', async () => {
    const pages = ruleProblems(await guestModules(language), language, GLOSSARY_RULES[language]);
    const messages = ruleProblems(guestMessages[language], 'messages', GLOSSARY_RULES[language]);
    expect([...pages, ...messages]).toEqual([]);
  });

  it('name the pass, the card and where guests stay as the glossary does', async () => {
    const strings = guestStrings(await guestModules(language), language).map(([, text]) => text);
    const all = strings.join('\n');
    // The pass and the card are named, and named only so (the rules above catch the others).
    expect(all).toContain(glossary.pass);
    expect(all).toContain(glossary.card);
    const { weekend, travelForm, pages, events } =
      language === 'en'
        ? { weekend: enWeekend, travelForm: enTravelForm, pages: enPages, events: enEvents }
        : { weekend: frWeekend, travelForm: frTravelForm, pages: frPages, events: frEvents };
    expect(pages.pageTitles.weekend).toBe(glossary.passTitle);
    expect(weekend.weekendCopy.stayHeading).toBe(glossary.stay);
    expect(travelForm.travelFormCopy.stay.legend).toBe(glossary.stay);
    expect(travelForm.travelFormCopy.summary.stay).toBe(glossary.stay);
    expect(travelForm.travelFormCopy.journey.modes).toEqual(glossary.modes);
    expect(events.eventsCopy.calendarName).toBe(glossary.calendarName);
  });

  it('say one sentence for a code that opens nothing, wherever a code is typed', () => {
    const { weekend, travelForm } =
      language === 'en'
        ? { weekend: enWeekend, travelForm: enTravelForm }
        : { weekend: frWeekend, travelForm: frTravelForm };
    const lookup = language === 'en' ? MESSAGES.lookup : MESSAGES_FR.lookup;
    expect(weekend.weekendCopy.unknownCode).toBe(glossary.unknownCode);
    expect(travelForm.travelFormCopy.unknownCode).toBe(glossary.unknownCode);
    expect(lookup.codeNotFound).toBe(glossary.unknownCode);
    expect(glossary.unknownCode).toContain(glossary.card);
  });
});

describe('the English words a guest reads', () => {
  it('tell a reply time on the 12-hour clock, noon in words', () => {
    expect(formatReplyTime('2026-03-03T13:05:00Z')).toBe('3 March 2026 at 2:05 PM (Paris time)');
    expect(formatReplyTime('2026-04-15T10:00:00Z')).toBe('15 April 2026 at noon (Paris time)');
    expect(formatReplyTime('2026-04-15T21:59:00Z')).toBe('15 April 2026 at 11:59 PM (Paris time)');
  });

  it('are spelled the American way, with 12-hour times', async () => {
    expect([
      ...ruleProblems(await guestModules('en'), 'en', ENGLISH_RULES),
      ...ruleProblems(guestMessages.en, 'messages', ENGLISH_RULES),
    ]).toEqual([]);
  });
});
