import type * as En from '../en/site';

/** The couple, the place and the time zone are names and data: the French edition shares them. */
export { couple, venue, weddingTimeZone } from '../en/site';

export const weddingDate: typeof En.weddingDate = {
  /** As printed on the home page: day, month, year. */
  short: '15.05.26',
  long: 'vendredi 15 mai 2026',
  weekend: '14–16 mai 2026',
};

export const footerCopy: typeof En.footerCopy = {
  closing: 'Avec toute notre affection, et à très vite au bord de la mer.',
  travelLink: 'Venir jusqu’à nous : voyage et hôtels',
};
