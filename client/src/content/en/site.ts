import type { Couple, Venue } from '../types';

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

export const weddingDate = {
  /** As printed on the home page. */
  short: '5.15.26',
  long: 'Friday, 15 May 2026',
  weekend: '14–16 May 2026',
};

/** The wedding's time zone: every time on the site and in calendar files is local to the venue. */
export const weddingTimeZone = 'Europe/Paris' as const;

export const footerCopy = {
  closing: 'With love, and see you by the sea.',
  travelLink: 'Getting here: travel and hotels',
};
