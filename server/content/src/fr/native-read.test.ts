import { MESSAGES_FR, TRAVEL_MESSAGES_FR } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import * as enAccommodations from '../en/accommodations';
import { de } from '../french-elision';
import { FRENCH_CALQUES, readingProblems } from '../french-reading';
import { guestStrings } from '../glossary-check';
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
import * as travelForm from './travel-form';
import * as weekend from './weekend';

// What a native French reader found still reading as a translation (ADR 019, ADR 067), held to
// their corrections: the older pages, the weekend pass, the travel form, the party members' and the
// travel's messages. The mail's words are the mail's test's; typography is typography.test.ts's.

const text = (value: unknown) => JSON.stringify(value);
const everything = text({ accommodations, events, info, pages, rsvp, rsvpForm, MESSAGES_FR }).concat(
  replyBy.replyByCopy.closed('15 avril 2026'),
  rsvpForm.rsvpFormCopy.success.emailed('elodie@example.fr'),
  rsvpForm.rsvpFormCopy.success.entree('Poisson'),
);

/** Every French word a guest reads on the pages and in the server's answers, functions called. */
const guestWords = guestStrings(
  {
    accommodations,
    cards,
    events,
    faq,
    home,
    info,
    meta,
    pages,
    replyBy,
    rsvp,
    rsvpForm,
    site,
    travel,
    travelForm,
    weekend,
    MESSAGES_FR,
    TRAVEL_MESSAGES_FR,
  },
  'fr',
);

describe('the French edition as a native reader reads it', () => {
  it('says the entrée is for the reception, not "the dinner" (there are two)', () => {
    const { form, success } = rsvpForm.rsvpFormCopy;
    expect(form.entreeLegend).toContain('réception');
    expect(form.plusOneEntreeLegend).toContain('réception');
    expect(success.entree('Poisson')).toMatch(/^plat de la réception/);
    expect(MESSAGES_FR.rsvp.selectEntree).toContain('réception');
  });

  it('has none of the calques, the plural agreement to one person or the gendered plus-one', () => {
    for (const phrase of [
      'prévenus',
      'paresseux',
      'si heureux',
      'en route vers',
      'dernière chanson',
      'ont été closes',
      'cette fois-ci',
      ', ou contactez-nous',
      'Elle sera des nôtres',
    ]) {
      expect(everything, phrase).not.toContain(phrase);
    }
  });

  it('says « Répondre », not "RSVP", in the navigation and the page title', () => {
    expect(pages.navLabels.rsvp).toBe('Répondre');
    expect(pages.pageTitles.rsvp).toBe('Votre réponse');
  });

  it('gives the hotel the same room-block reference as the English page', () => {
    const reference = /AANYA-JULIEN-2026/;
    expect(text(accommodations.featuredHotel.blockDetails)).toMatch(reference);
    expect(text(enAccommodations.featuredHotel.blockDetails)).toMatch(reference);
  });

  it('links to the French pages of the sites it recommends', () => {
    const links = info.infoGroups.flatMap((group) => group.links);
    for (const link of links) {
      expect(link.url, link.label).not.toMatch(/\/en(-en)?\/|\/en$|\.us\/|\/fr\/en\//);
    }
    expect(links.map((link) => link.label)).toContain('Google Vols');
  });

  it('greets the guest on the printed card, as the English card does', () => {
    expect(cards.cardCopy.dear('Élodie Martin')).toBe('Bonjour Élodie Martin');
  });
});

describe('the newer pages, the travel and the party’s messages as a native reader reads them', () => {
  const { form } = rsvpForm.rsvpFormCopy;
  const copy = weekend.weekendCopy;

  it('hold none of the calques the reader found, and elide before a vowel', () => {
    expect(guestWords.length).toBeGreaterThan(400);
    expect(guestWords.flatMap(([path, words]) => readingProblems(path, words))).toEqual([]);
    // The checks themselves catch what the reader caught.
    expect(readingProblems('x', 'vos moments, pour quand le réseau vous lâche')).toHaveLength(2);
    expect(readingProblems('x', 'Navette de Aéroport Nice Côte d’Azur à Hôtel Welcome')).toHaveLength(1);
    expect(readingProblems('x', `À quels événements ${'Léa'} participera-t-il ou elle ?`)).toHaveLength(1);
    expect(FRENCH_CALQUES.length).toBeGreaterThan(15);
  });

  it('asks a party member’s questions in French, with the name elided where it must be', () => {
    expect(form.memberEventsLegend('Léa Dupont')).toBe('À quels événements participera Léa Dupont ?');
    expect(form.memberEntreeLegend('Élodie Martin')).toBe(
      'Plat d’Élodie Martin pour le dîner de la réception (vendredi soir)',
    );
    expect(form.memberNotes('Hugo Martin')).toBe(
      'Allergies ou régime alimentaire d’Hugo Martin (facultatif)',
    );
    expect(form.memberNotes('Léa Dupont')).toBe('Allergies ou régime alimentaire de Léa Dupont (facultatif)');
    expect(cards.cardCopy.qrAlt('Élodie Martin')).toBe('Code QR ouvrant la page de réponse d’Élodie Martin');
    expect([de('Yves'), de('Yasmine'), de('Aanya & Julien')]).toEqual([
      'd’Yves',
      'de Yasmine',
      'd’Aanya & Julien',
    ]);
  });

  it('tells a party member’s refusals without a Yes they do not have, and the dinner by name', () => {
    const { rsvp: messages } = MESSAGES_FR;
    expect(messages.memberAttendanceMismatch).not.toMatch(/Oui/);
    expect(messages.memberAttendanceMismatch).toContain('Cochez seulement les événements');
    expect(messages.memberSelectEntree).toContain('dîner de la réception');
    expect(copy.entree('Poisson')).toBe('Plat de la réception : Poisson');
  });

  it('names the shuttle’s stops with an arrow, and a cancelled run’s seats as a number', () => {
    expect(copy.shuttle('Aéroport Nice Côte d’Azur', 'Hôtel Welcome')).toBe(
      'Navette : Aéroport Nice Côte d’Azur → Hôtel Welcome',
    );
    expect(TRAVEL_MESSAGES_FR.runCancelled).toContain('Remettez ses places à 0');
    expect(TRAVEL_MESSAGES_FR.saved).not.toMatch(/^Merci/);
  });

  it('says where the code is, what guests subscribe to, and when the pass was updated', () => {
    expect(copy.codeHint).toBe(
      'Il figure sur votre carton d’invitation, ainsi que dans vos e-mails d’invitation et de rappel.',
    );
    expect(copy.calendarLink).toBe('S’abonner au calendrier du mariage');
    expect(copy.calendarText).toContain(glossary.calendarName);
    expect(glossary.calendarName).toBe('Week-end de mariage d’Aanya & Julien');
    expect(copy.updated('jeudi 14 mai, 10 h 42')).toBe('Dernière mise à jour : jeudi 14 mai, 10 h 42');
    expect(copy.offline).toBe(
      'Vous semblez hors ligne : voici la dernière copie enregistrée sur ce téléphone.',
    );
    expect(travelForm.travelFormCopy.closedHeading).toBe(
      'Vos informations de voyage ne peuvent plus être modifiées',
    );
  });

  it('promises the shuttles on the travel page and the pass, not by mail, and names the airport ones', () => {
    const shuttles = faq.faqEntries.find((entry) => entry.id === 'shuttles');
    expect(shuttles?.answer.join(' ')).toContain('sur votre page de voyage');
    const airport = travel.travelSections.find((section) => section.id === 'airport-to-cap-ferrat');
    expect(airport?.paragraphs.join(' ')).toMatch(/navettes depuis l’aéroport/);
    expect(text({ faq, travel })).not.toMatch(/horaires par e-mail/);
  });
});
