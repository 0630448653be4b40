import { MESSAGES_FR } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import * as enAccommodations from '../en/accommodations';
import * as accommodations from './accommodations';
import * as cards from './cards';
import * as events from './events';
import * as info from './info';
import * as pages from './pages';
import * as replyBy from './reply-by';
import * as rsvp from './rsvp';
import * as rsvpForm from './rsvp-form';

// What a native French reader found still reading as a translation (issue 24), held to their
// corrections. The typography and the absence of English are typography.test.ts's.

const text = (value: unknown) => JSON.stringify(value);
const everything = text({ accommodations, events, info, pages, rsvp, rsvpForm, MESSAGES_FR }).concat(
  replyBy.replyByCopy.closed('15 avril 2026'),
  rsvpForm.rsvpFormCopy.success.emailed('elodie@example.fr'),
  rsvpForm.rsvpFormCopy.success.entree('Poisson'),
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
