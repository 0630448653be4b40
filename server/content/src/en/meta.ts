import type { PageName } from '../page-names';
import { couple, venue, weddingDate } from './site';

/**
 * What a link preview (a family WhatsApp group, a text message) and a search engine read about each
 * page. The titles are the pages' own (pages.ts); these are the sentences under them.
 */
export const siteMeta = {
  /** `<html lang>` and Open Graph's locale of this edition. */
  lang: 'en',
  ogLocale: 'en_GB',
  siteName: `${couple.together} · ${venue.town}`,
  /** The preview picture: the first photo of the home slideshow, cropped to 1200 × 630. */
  imageAlt: `${couple.together}, ${weddingDate.weekend}, on the French Riviera`,
};

export const pageDescriptions: Record<PageName, string> = {
  home: `${couple.together} are getting married at Cap Ferrat on ${weddingDate.long}. The weekend’s events, hotels, travel tips and the RSVP.`,
  homeV2: `${couple.together} are getting married at Cap Ferrat on ${weddingDate.long}. The weekend’s events, hotels, travel tips and the RSVP.`,
  homeOld: `${couple.together} are getting married at Cap Ferrat on ${weddingDate.long}.`,
  events: `Six moments over three days by the sea, ${weddingDate.weekend}: times, places, dress codes and add-to-calendar links.`,
  accommodations:
    'Where to stay for the wedding weekend: the room block at the venue and ten more hotels nearby.',
  info: 'Flights, getting around the Riviera, paperwork and what to wear for the wedding weekend.',
  travel: 'Getting to Cap Ferrat for the wedding weekend, and where to stay once you are there.',
  rsvp: `Tell ${couple.bride} and ${couple.groom} which days you can join them, and choose your entrée for the reception dinner.`,
  rsvpTravel: `Tell ${couple.bride} and ${couple.groom} when you arrive, where you stay and which shuttles you need.`,
  faq: 'Delayed flights, shuttles, dress codes, children, the weather in May, replying without a code, and how to contact the couple.',
  admin: 'The couple’s area.',
  weekend:
    'Your weekend pass: your events, times, places and shuttles on your phone, and how to contact the couple.',
  album: 'The photos of the wedding weekend, as the guests took them, and where to send yours.',
  albumScreen: 'The photos of the weekend on a screen at the party, and the code to send yours.',
  notFound: 'This page does not exist.',
};
