import type * as En from '../en/site';

/** The couple, the venue and the time zone are facts, the same in every language (../wedding.ts). */
export { contactEmail, couple, hostPhones, roomBlockReference, venue, weddingTimeZone } from '../wedding';

export const weddingDate: typeof En.weddingDate = {
  /** As printed on the home page: day, month, year. */
  short: '15.05.26',
  long: 'vendredi 15 mai 2026',
  weekend: '14–16 mai 2026',
  days: 'du jeudi 14 au samedi 16 mai 2026',
};

export const footerCopy: typeof En.footerCopy = {
  closing: 'Avec toute notre affection, et à très vite au bord de la mer.',
  travelLink: 'Venir jusqu’à nous : voyage et hôtels',
  faqLink: 'Vos questions, et comment nous contacter',
};
