import { readdirSync } from 'node:fs';
import { MESSAGES, MESSAGES_FR } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import * as enAccommodations from '../en/accommodations';
import * as enCards from '../en/cards';
import * as enEvents from '../en/events';
import * as enFaq from '../en/faq';
import * as enGlossary from '../en/glossary';
import * as enHome from '../en/home';
import * as enInfo from '../en/info';
import * as enMeta from '../en/meta';
import * as enPages from '../en/pages';
import * as enReplyBy from '../en/reply-by';
import * as enRsvp from '../en/rsvp';
import * as enRsvpForm from '../en/rsvp-form';
import * as enSite from '../en/site';
import * as enTravel from '../en/travel';
import * as enWeekend from '../en/weekend';
import * as enSeatingAdmin from '../en/seating-admin';
import * as enTravelForm from '../en/travel-form';
import { NBSP, NNBSP, problemsUnder, shape, typographyProblems, type Samples } from '../french-typography';
import * as accommodations from './accommodations';
import * as cards from './cards';
import * as events from './events';
import * as faq from './faq';
import * as glossary from './glossary';
import * as home from './home';
import * as info from './info';
import * as meta from './meta';
import * as pages from './pages';
import * as replyBy from './reply-by';
import * as rsvp from './rsvp';
import * as rsvpForm from './rsvp-form';
import * as site from './site';
import * as travel from './travel';
import * as weekend from './weekend';
import * as seatingAdmin from './seating-admin';
import * as travelForm from './travel-form';

// The French edition's words against French typography (../french-typography.ts) and against the
// English modules' shape. The mail's words are the server's mail feature's, checked there.

const name = 'Élodie';
const fullName = 'Élodie Martin';

/** Arguments for each function of the copy, by key path: every function must have some. */
const SAMPLES: Samples = {
  'replyBy.replyByCopy.replyBy': [['15 avril 2026']],
  'replyBy.replyByCopy.closed': [['15 avril 2026']],
  'home.placeholderPhotos.caption': [['Terrasse à l’aube']],
  'rsvpForm.rsvpFormCopy.form.greeting': [[name]],
  'rsvpForm.rsvpFormCopy.form.previousReply': [[`3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`]],
  'rsvpForm.rsvpFormCopy.form.answeredByName': [[`3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`]],
  'rsvpForm.rsvpFormCopy.form.memberEventsLegend': [['Léa Dupont']],
  'rsvpForm.rsvpFormCopy.form.memberEntreeLegend': [['Léa Dupont']],
  'rsvpForm.rsvpFormCopy.form.memberNotes': [['Léa Dupont']],
  'rsvpForm.rsvpFormCopy.form.memberAnswered': [
    [`3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`],
    [`3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`, 'Claire Dupont'],
  ],
  'rsvpForm.rsvpFormCopy.form.previousReplyBy': [
    [`3 mars 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`, 'Claire Dupont'],
  ],
  'rsvpForm.rsvpFormCopy.success.countdown': [[0], [1], [2], [5]],
  'rsvpForm.rsvpFormCopy.success.entree': [['Poisson']],
  'rsvpForm.rsvpFormCopy.success.notes': [['sans arachides']],
  'rsvpForm.rsvpFormCopy.success.emailed': [['elodie.martin@example.fr'], ['e•••@example.fr']],
  'rsvpForm.formatReplyTime': [['2026-03-03T13:05:00Z'], ['2026-04-01T07:00:00Z']],
  'travelForm.travelFormCopy.openUntil': [[`7 mai 2026 à 23${NBSP}h${NBSP}59`]],
  'travelForm.travelFormCopy.stay.nights': [[1], [3]],
  'travelForm.travelFormCopy.shuttles.seatsLeft': [[0], [1], [12]],
  'travelForm.travelFormCopy.summary.seatsOn': [
    [1, `navette du jeudi 14 mai à 10${NBSP}h${NBSP}30 (Aéroport Nice Côte d’Azur → Hôtel Welcome)`],
    [3, `navette du jeudi 14 mai à 10${NBSP}h${NBSP}30 (Aéroport Nice Côte d’Azur → Hôtel Welcome)`],
  ],
  'travelForm.travelFormCopy.summary.nights': [['jeudi 14 mai', 'dimanche 17 mai']],
  'travelForm.travelFormCopy.summary.at': [['jeudi 14 mai', `10${NBSP}h${NBSP}30`]],
  'cards.cardCopy.dear': [[fullName]],
  'cards.cardCopy.orVisit': [['aanya-and-julien.com/fr/rsvp']],
  'cards.cardCopy.qrAlt': [[fullName]],
  'cards.cardCopy.weekendAt': [['aanya-and-julien.com/fr/weekend?code=FJ9K8E']],
  'weekend.weekendCopy.greeting': [[name]],
  'weekend.weekendCopy.updated': [[`jeudi 14 mai, 10${NBSP}h${NBSP}42`]],
  'weekend.weekendCopy.coming': [[`${fullName}, Léa Martin`]],
  'weekend.weekendCopy.shuttle': [['l’aéroport de Nice', 'l’Hôtel Royal-Riviera']],
  'weekend.weekendCopy.seats': [[1], [3]],
  'seatingAdmin.seatingCopy.editTable': [['Les Roses']],
  'seatingAdmin.seatingCopy.deleteTable': [['Les Roses']],
  'seatingAdmin.seatingCopy.deleteConfirm': [['Les Roses']],
  'seatingAdmin.seatingCopy.seated': [[3, 8]],
  'seatingAdmin.seatingCopy.party': [['Famille Martin']],
  'seatingAdmin.seatingCopy.selected': [[1], [3]],
  'seatingAdmin.seatingCopy.seatHere': [['Les Roses']],
  'seatingAdmin.seatingCopy.moved': [
    [1, 'Les Roses'],
    [3, 'Les Roses'],
  ],
  'seatingAdmin.seatingCopy.unseatedDone': [[1], [3]],
  'seatingAdmin.seatingCopy.pickedUp': [[fullName]],
  'seatingAdmin.seatingCopy.removeRule': [[`${fullName}, Léa Martin`]],
  'seatingAdmin.seatingCopy.rule': [['Ensemble', 'Si possible', `${fullName}, Léa Martin`]],
  'weekend.weekendCopy.seatAt': [[fullName, 'Les Roses']],
  'weekend.weekendCopy.entree': [['Poisson']],
  'weekend.weekendCopy.stayDates': [['jeudi 14 mai', 'dimanche 17 mai']],
  'weekend.weekendCopy.call': [['Aanya']],
};

const french = {
  accommodations,
  cards,
  events,
  faq,
  glossary,
  home,
  info,
  meta,
  pages,
  replyBy,
  rsvp,
  rsvpForm,
  site,
  travel,
  weekend,
  seatingAdmin,
  travelForm,
  messages: { MESSAGES_FR },
};

const english: Record<Exclude<keyof typeof french, 'messages'>, object> = {
  accommodations: enAccommodations,
  cards: enCards,
  events: enEvents,
  faq: enFaq,
  glossary: enGlossary,
  home: enHome,
  info: enInfo,
  meta: enMeta,
  pages: enPages,
  replyBy: enReplyBy,
  rsvp: enRsvp,
  rsvpForm: enRsvpForm,
  site: enSite,
  travel: enTravel,
  weekend: enWeekend,
  seatingAdmin: enSeatingAdmin,
  travelForm: enTravelForm,
};

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
    const modules = (folder: string) =>
      readdirSync(new URL(folder, import.meta.url)).filter((file) => /^[\w-]+\.ts$/.test(file));
    const french = new Set(modules('./'));
    const english = modules('../en/').filter((file) => file !== 'admin.ts');
    expect(english.length).toBeGreaterThan(10);
    for (const file of english) {
      expect(french.has(file), `fr/${file}`).toBe(true);
      const [englishExports, frenchExports] = (await Promise.all([
        import(`../en/${file.replace(/\.ts$/, '')}`),
        import(`./${file.replace(/\.ts$/, '')}`),
      ])) as Array<Record<string, unknown>>;
      expect(Object.keys(frenchExports ?? {}).sort(), file).toEqual(Object.keys(englishExports ?? {}).sort());
    }
  });

  for (const [module, exports] of Object.entries(french)) {
    it(`${module}: French typography in every string`, () => {
      expect(problemsUnder(exports, module, SAMPLES)).toEqual([]);
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

  it('keeps the hotels and links as data; the events’ facts are one module for both', () => {
    expect(events.events.map((event) => [event.id, event.date, event.start, event.location.address])).toEqual(
      enEvents.events.map((event) => [event.id, event.date, event.start, event.location.address]),
    );
    expect(events.eventsCopy.calendarUidDomain).toBe(enEvents.eventsCopy.calendarUidDomain);
    expect(accommodations.hotels.map((hotel) => [hotel.town, hotel.website])).toEqual(
      enAccommodations.hotels.map((hotel) => [hotel.town, hotel.website]),
    );
    // The same sites, each in its own language's pages (the French page links to French ones, and
    // to Air France's French site where the English page has its American one).
    const sites = (groups: typeof enInfo.infoGroups) =>
      groups.map((group) => [
        group.id,
        group.links.map((link) => new URL(link.url).hostname.replace(/\.us$/, '.fr')),
      ]);
    expect(sites(info.infoGroups)).toEqual(sites(enInfo.infoGroups));
    expect(travel.travelSections.map((section) => section.id)).toEqual(
      enTravel.travelSections.map((section) => section.id),
    );
  });

  it('puts 0 and 1 in the singular, 2 and more in the plural', () => {
    const { countdown } = rsvpForm.rsvpFormCopy.success;
    expect(countdown(0)).toBe('Retour à l’accueil dans 0 seconde…');
    expect(countdown(1)).toBe('Retour à l’accueil dans 1 seconde…');
    expect(countdown(2)).toBe('Retour à l’accueil dans 2 secondes…');
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

  it('is in French, for the browser', () => {
    expect(meta.siteMeta.lang).toBe('fr');
    expect(meta.siteMeta.ogLocale).toBe('fr_FR');
    expect(rsvpForm.entreeLabels).toEqual({ Meat: 'Viande', Fish: 'Poisson', Vegetarian: 'Végétarien' });
  });
});
