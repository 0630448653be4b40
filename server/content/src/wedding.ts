import type { Couple, HostPhone, Venue } from './types';

// The facts of the wedding, the same in every language: the couple's names, the venue, its time
// zone. Each language's site.ts passes them on with its own words (the dates as it writes them).

/** The couple, the place and the date: change them here and every page follows. */
export const couple: Couple = {
  bride: 'Aanya',
  groom: 'Julien',
  together: 'Aanya & Julien',
};

export const venue: Venue = {
  name: 'Grand-Hôtel du Cap-Ferrat, A Four Seasons Hotel',
  town: 'Saint-Jean-Cap-Ferrat',
  address: '71 Boulevard du Général de Gaulle, 06230 Saint-Jean-Cap-Ferrat, France',
};

/**
 * Where guests write to the couple: shown on the questions page (/faq) and linked from the footer
 * and the RSVP lookup's messages. Change it here and every page follows.
 */
export const contactEmail = 'hello@aanya-and-julien.com';

/**
 * Who guests call on the weekend itself, shown on the weekend pass (/weekend). PLACEHOLDERS: put
 * the real numbers here, in international form, before the invitations go out; every edition
 * follows.
 */
export const hostPhones: readonly HostPhone[] = [
  { name: 'Aanya', number: '+33 6 00 00 00 01' },
  { name: 'Julien', number: '+33 6 00 00 00 02' },
];

/**
 * The reference the wedding hotel files our room block under: one fact, quoted as it is by every
 * edition, so a guest booking from either gets the wedding rate.
 */
export const roomBlockReference = 'AANYA-JULIEN-2026';

/** The wedding's time zone: every time on the site and in calendar files is local to the venue. */
export const weddingTimeZone = 'Europe/Paris' as const;
