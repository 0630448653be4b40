import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../server/contract/src/messages';
import { MESSAGES_FR } from '../../../../server/contract/src/messages.fr';
import * as enAccommodations from '../en/accommodations';
import * as enCards from '../en/cards';
import * as enEvents from '../en/events';
import * as enHome from '../en/home';
import * as enInfo from '../en/info';
import * as enMail from '../en/mail';
import * as enMeta from '../en/meta';
import * as enPages from '../en/pages';
import * as enReplyBy from '../en/reply-by';
import * as enRsvp from '../en/rsvp';
import * as enRsvpForm from '../en/rsvp-form';
import * as enSite from '../en/site';
import * as enTravel from '../en/travel';
import type { WeddingEvent } from '../types';
import * as accommodations from './accommodations';
import * as cards from './cards';
import * as events from './events';
import * as home from './home';
import * as info from './info';
import * as mail from './mail';
import * as meta from './meta';
import * as pages from './pages';
import * as replyBy from './reply-by';
import * as rsvp from './rsvp';
import * as rsvpForm from './rsvp-form';
import * as site from './site';
import * as travel from './travel';

// French typography, checked on every string of the French edition: a no-break space (U+00A0)
// before « : », a narrow no-break space (U+202F) before « ; ! ? » and inside guillemets, the
// typographic apostrophe, and times on the 24-hour clock (« 18 h 30 », never 6:30 PM).

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const RULES: readonly { problem: string; pattern: RegExp }[] = [
  { problem: 'regular space before « : » (use U+00A0)', pattern: / :/ },
  { problem: 'regular space before « ; ! ? » (use U+202F)', pattern: / [;!?]/ },
  { problem: 'regular space after « (use U+202F)', pattern: /« / },
  { problem: 'regular space before » (use U+202F)', pattern: / »/ },
  { problem: 'no space before « : » (use U+00A0)', pattern: /[^\s\u00a0\u202f]:(?=\s|$)/ },
  { problem: 'no space before « ; ! ? » (use U+202F)', pattern: /[^\s\u00a0\u202f…][;!?](?=\s|$)/ },
  { problem: 'narrow space before « : » (use U+00A0)', pattern: /\u202f:/ },
  { problem: 'wide no-break space before « ; ! ? » (use U+202F)', pattern: /\u00a0[;!?]/ },
  { problem: 'no narrow no-break space inside guillemets', pattern: /«(?!\u202f)|(?<!\u202f)»/ },
  { problem: 'straight apostrophe (use ’)', pattern: /\p{L}'|'\p{L}/u },
  { problem: 'straight double quotes (use « guillemets »)', pattern: /"/ },
  { problem: '12-hour time (AM/PM)', pattern: /\d\s*(?:[AaPp]\.?[Mm]\.?)(?!\p{L})|\b(?:AM|PM)\b/u },
  { problem: 'clock time with a colon in a sentence (write « 18 h 30 »)', pattern: /\s\d{1,2}:\d{2}\b/ },
  {
    problem: 'regular space around the « h » of a time (use U+00A0)',
    pattern: /\d[ \u202f]h\b|\d\u00a0h[ \u202f]\d/,
  },
  { problem: 'two spaces in a row', pattern: / {2}/ },
];

/** Addresses and paths are data, not French: a « ? » or « : » there is no punctuation. */
const isData = (text: string) => /^(?:https?:\/\/|imgs\/)\S*$/.test(text);

/** What is wrong with one string's typography, one entry per broken rule. */
function typographyProblems(text: string): string[] {
  if (isData(text)) return [];
  return RULES.filter(({ pattern }) => pattern.test(text)).map(({ problem }) => problem);
}

type Samples = Record<string, readonly (readonly unknown[])[]>;

const name = 'Élodie';
const fullName = 'Élodie Martin';
const deadline = `15 avril 2026 à 23${NBSP}h${NBSP}59 (heure de Paris)`;

/** Arguments for each function of the copy, by key path: every function must have some. */
const SAMPLES: Samples = {
  'replyBy.replyByCopy.replyBy': [['15 avril 2026']],
  'replyBy.replyByCopy.closed': [['15 avril 2026']],
  'home.placeholderPhotos.caption': [['Terrasse à l’aube']],
  'rsvpForm.rsvpFormCopy.form.greeting': [[name]],
  'rsvpForm.rsvpFormCopy.form.previousReply': [[`3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`]],
  'rsvpForm.rsvpFormCopy.form.answeredByName': [[`3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`]],
  'rsvpForm.rsvpFormCopy.success.countdown': [[0], [1], [2], [5]],
  'rsvpForm.rsvpFormCopy.success.entree': [['Poisson']],
  'rsvpForm.rsvpFormCopy.success.emailed': [['elodie.martin@example.fr'], ['e•••@example.fr']],
  'rsvpForm.formatReplyTime': [['2026-03-03T13:05:00Z'], ['2026-04-01T07:00:00Z']],
  'mail.mailCopy.deadline': [[deadline]],
  'mail.mailCopy.deadlineChange': [[deadline]],
  'mail.mailCopy.confirmation.greeting': [[name]],
  'mail.mailCopy.confirmation.answerHeading': [[fullName]],
  'mail.mailCopy.confirmation.calendarNote': [[true], [false]],
  'mail.mailCopy.hostNotice.subject': [
    [fullName, true, false],
    [fullName, false, true],
  ],
  'mail.mailCopy.hostNotice.intro': [
    [fullName, true],
    [fullName, false],
  ],
  'mail.mailCopy.hostDigest.subject': [[0], [1], [3]],
  'mail.mailCopy.hostDigest.intro': [[0], [1], [3]],
  'mail.mailCopy.hostDigest.line': [
    [fullName, true],
    [fullName, false],
  ],
  'mail.mailCopy.saveTheDate.greeting': [[name]],
  'mail.mailCopy.invitation.greeting': [[name]],
  'mail.mailCopy.invitation.plusOne': [['Marc Dubois']],
  'mail.mailCopy.reminder.greeting': [[name]],
  'cards.cardCopy.dear': [[fullName]],
  'cards.cardCopy.orVisit': [['aanya-and-julien.com/fr/rsvp']],
  'cards.cardCopy.qrAlt': [[fullName]],
};

/** Every string under a value, with its key path; functions are called with their samples. */
function stringsOf(value: unknown, path: string, samples: Samples = SAMPLES): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const calls = samples[path];
    if (!calls) return [[path, `(no sample arguments for ${path}: add them to SAMPLES)`]];
    return calls.flatMap((args) =>
      stringsOf((value as (...args: unknown[]) => unknown)(...args), `${path}(${args.join(', ')})`, samples),
    );
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`, samples));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`, samples));
  }
  return [];
}

/** "path: problem" for every broken rule under a value. */
function problemsUnder(value: unknown, path: string, samples: Samples = SAMPLES): string[] {
  return stringsOf(value, path, samples).flatMap(([where, text]) =>
    text.startsWith('(no sample arguments')
      ? [`${where}: ${text}`]
      : typographyProblems(text).map((problem) => `${where}: ${problem} in ${JSON.stringify(text)}`),
  );
}

const french = {
  accommodations,
  cards,
  events,
  home,
  info,
  mail,
  meta,
  pages,
  replyBy,
  rsvp,
  rsvpForm,
  site,
  travel,
  messages: { MESSAGES_FR },
};

const english: Record<Exclude<keyof typeof french, 'messages'>, object> = {
  accommodations: enAccommodations,
  cards: enCards,
  events: enEvents,
  home: enHome,
  info: enInfo,
  mail: enMail,
  meta: enMeta,
  pages: enPages,
  replyBy: enReplyBy,
  rsvp: enRsvp,
  rsvpForm: enRsvpForm,
  site: enSite,
  travel: enTravel,
};

/** The shape of a value: its keys, lengths and kinds, without the words. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  }
  return typeof value;
}

describe('the typography checker', () => {
  it('flags English typography', () => {
    const bad = `Tenue : chic ; « Bonjour » ! Note: it's 6:30 PM, "oui" à 18 h 30`;
    expect(typographyProblems(bad)).toEqual([
      'regular space before « : » (use U+00A0)',
      'regular space before « ; ! ? » (use U+202F)',
      'regular space after « (use U+202F)',
      'regular space before » (use U+202F)',
      'no space before « : » (use U+00A0)',
      'no narrow no-break space inside guillemets',
      'straight apostrophe (use ’)',
      'straight double quotes (use « guillemets »)',
      '12-hour time (AM/PM)',
      'clock time with a colon in a sentence (write « 18 h 30 »)',
      'regular space around the « h » of a time (use U+00A0)',
    ]);
    expect(typographyProblems('Merci! Vraiment? Oui; bien sûr')).toEqual([
      'no space before « ; ! ? » (use U+202F)',
    ]);
    expect(typographyProblems(`Tenue${NNBSP}: oui${NBSP}! «${NBSP}Non${NBSP}»`)).toEqual([
      'narrow space before « : » (use U+00A0)',
      'wide no-break space before « ; ! ? » (use U+202F)',
      'no narrow no-break space inside guillemets',
    ]);
  });

  it('accepts French typography, and addresses as they are', () => {
    const good = `Tenue${NBSP}: «${NNBSP}Chic Riviera${NNBSP}»${NNBSP}; dès 18${NBSP}h${NBSP}30, l’après-midi${NNBSP}? Merci${NNBSP}!`;
    expect(typographyProblems(good)).toEqual([]);
    expect(typographyProblems('https://www.google.com/maps/search/?api=1&query=x')).toEqual([]);
    expect(typographyProblems('18:30')).toEqual([]);
  });

  it('names the key path of a bad string, and of a function it cannot call', () => {
    const sample = { a: { b: ['Très bien.', "l'été"] }, f: (x: string) => `${x} !`, g: () => 'ok' };
    expect(problemsUnder(sample, 'sample', { 'sample.f': [['Merci']] })).toEqual([
      'sample.a.b[1]: straight apostrophe (use ’) in "l\'été"',
      'sample.f(Merci): regular space before « ; ! ? » (use U+202F) in "Merci !"',
      'sample.g: (no sample arguments for sample.g: add them to SAMPLES)',
    ]);
  });
});

describe('the French edition', () => {
  it('has a module for every English one (the hosts’ area aside), exporting the same names', async () => {
    const englishModules = import.meta.glob<Record<string, unknown>>('../en/*.ts');
    const frenchModules = import.meta.glob<Record<string, unknown>>('./*.ts');
    const name = (file: string) => file.replace(/^.*\//, '');
    const frenchFiles = new Map(Object.entries(frenchModules).map(([file, load]) => [name(file), load]));
    for (const [file, load] of Object.entries(englishModules)) {
      if (name(file) === 'admin.ts') continue;
      const twin = frenchFiles.get(name(file));
      expect(twin, `content/fr/${name(file)}`).toBeDefined();
      expect(Object.keys((await twin?.()) ?? {}).sort(), name(file)).toEqual(
        Object.keys(await load()).sort(),
      );
    }
  });

  for (const [module, exports] of Object.entries(french)) {
    it(`${module}: French typography in every string`, () => {
      expect(problemsUnder(exports, module)).toEqual([]);
    });
  }

  for (const [module, exports] of Object.entries(english)) {
    it(`${module}: the English module's keys, lengths and kinds`, () => {
      expect(shape(french[module as keyof typeof english])).toEqual(shape(exports));
    });
  }

  it('has every guest message of the specification, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([found]) => found).sort();
    for (const [section, table] of Object.entries(MESSAGES_FR)) {
      const original: Record<string, string> = MESSAGES[section as keyof typeof MESSAGES];
      expect(Object.keys(table).sort(), section).toEqual(Object.keys(original).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(placeholders(text), `${section}.${key}`).toEqual(placeholders(original[key] ?? ''));
      }
    }
  });

  it('keeps the events, hotels and links as data', () => {
    const data = ({ id, date, start, end, showEnd, location, image, colorMode, opacity }: WeddingEvent) => ({
      id,
      date,
      start,
      end,
      showEnd,
      address: location.address,
      image,
      colorMode,
      opacity,
    });
    expect(events.events.map(data)).toEqual(enEvents.events.map(data));
    expect(events.eventsCopy.calendarUidDomain).toBe(enEvents.eventsCopy.calendarUidDomain);
    expect(accommodations.hotels.map((hotel) => [hotel.town, hotel.website])).toEqual(
      enAccommodations.hotels.map((hotel) => [hotel.town, hotel.website]),
    );
    expect(info.infoGroups.map((group) => [group.id, group.links.map((link) => link.url)])).toEqual(
      enInfo.infoGroups.map((group) => [group.id, group.links.map((link) => link.url)]),
    );
    expect(travel.travelSections.map((section) => section.id)).toEqual(
      enTravel.travelSections.map((section) => section.id),
    );
  });

  it('puts 0 and 1 in the singular, 2 and more in the plural', () => {
    const { countdown } = rsvpForm.rsvpFormCopy.success;
    expect(countdown(0)).toBe('Retour à l’accueil dans 0 seconde…');
    expect(countdown(1)).toBe('Retour à l’accueil dans 1 seconde…');
    expect(countdown(2)).toBe('Retour à l’accueil dans 2 secondes…');
    const { subject, intro } = mail.mailCopy.hostDigest;
    expect(subject(1)).toBe(`Réponses du jour${NBSP}: 1 réponse`);
    expect(subject(4)).toBe(`Réponses du jour${NBSP}: 4 réponses`);
    expect(intro(1)).toMatch(/^1 personne a répondu ou modifié sa réponse/);
    expect(intro(4)).toMatch(/^4 personnes ont répondu ou modifié leur réponse/);
  });

  it('tells a reply time in Paris, in the French way', () => {
    expect(rsvpForm.formatReplyTime('2026-03-03T13:05:00Z')).toBe(
      `3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`,
    );
    expect(rsvpForm.formatReplyTime('2026-04-01T07:00:00Z')).toBe(
      `1er avril 2026 à 9${NBSP}h (heure de Paris)`,
    );
    expect(rsvpForm.formatReplyTime('2026-04-15T21:59:00Z')).toBe(
      `15 avril 2026 à 23${NBSP}h${NBSP}59 (heure de Paris)`,
    );
  });

  it('is in French, for the browser and for mail', () => {
    expect(meta.siteMeta.lang).toBe('fr');
    expect(meta.siteMeta.ogLocale).toBe('fr_FR');
    expect(mail.mailCopy.lang).toBe('fr');
    expect(rsvpForm.entreeLabels).toEqual({ Meat: 'Viande', Fish: 'Poisson', Vegetarian: 'Végétarien' });
  });
});
