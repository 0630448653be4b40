/** The couple, the venue and the time zone are facts, the same in every language (../wedding.ts). */
export { contactEmail, couple, hostPhones, roomBlockReference, venue, weddingTimeZone } from '../wedding';

export const weddingDate = {
  /** As printed on the home page. */
  short: '5.15.26',
  long: 'Friday, 15 May 2026',
  weekend: '14–16 May 2026',
  /** The whole weekend in running text. */
  days: 'Thursday 14 to Saturday 16 May 2026',
};

export const footerCopy = {
  closing: 'With love, and see you by the sea.',
  travelLink: 'Getting here: travel and hotels',
  faqLink: 'Questions, and how to contact the couple',
};
