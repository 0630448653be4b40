// French typography writes its no-break spaces (U+00A0 before a colon, U+202F before ; ! ? and
// inside guillemets) as they are, in template literals too.
import type * as En from '../en/meta';
import { couple, venue, weddingDate } from './site';

/**
 * What a link preview (a family WhatsApp group, a text message) and a search engine read about each
 * page, in French. The titles are the pages' own (pages.ts); these are the sentences under them.
 */
export const siteMeta: typeof En.siteMeta = {
  lang: 'fr',
  ogLocale: 'fr_FR',
  siteName: `${couple.together} · ${venue.town}`,
  imageAlt: `${couple.together}, ${weddingDate.weekend}, sur la Côte d’Azur`,
};

export const pageDescriptions: typeof En.pageDescriptions = {
  home: `${couple.together} se marient au Cap-Ferrat le ${weddingDate.long}. Le programme du week-end, les hôtels, les conseils pour venir et la réponse à l’invitation.`,
  homeV2: `${couple.together} se marient au Cap-Ferrat le ${weddingDate.long}. Le programme du week-end, les hôtels, les conseils pour venir et la réponse à l’invitation.`,
  homeOld: `${couple.together} se marient au Cap-Ferrat le ${weddingDate.long}.`,
  events: `${weddingDate.weekend} : six moments à partager en trois jours au bord de la mer. Horaires, lieux, tenues et liens pour les ajouter à votre agenda.`,
  accommodations:
    'Où séjourner pendant le week-end du mariage : les chambres réservées pour vous à l’hôtel du mariage et dix autres adresses tout près.',
  info: 'Vols, déplacements sur la Côte d’Azur, formalités et tenues pour le week-end du mariage.',
  travel: 'Comment rejoindre le Cap-Ferrat pour le week-end du mariage, et où dormir une fois sur place.',
  rsvp: `Dites à ${couple.bride} et ${couple.groom} quels jours vous serez des leurs, et choisissez votre plat pour le dîner de la réception.`,
  rsvpTravel: `Dites à ${couple.bride} et ${couple.groom} quand vous arrivez, où vous logez et quelles navettes il vous faut.`,
  faq: 'Vol retardé, navettes, tenues, enfants, la météo en mai, répondre sans code, et comment nous contacter.',
  admin: 'L’espace des mariés.',
  weekend:
    'Votre pass du week-end\u00a0: vos événements, horaires, lieux et navettes sur votre téléphone, et comment nous contacter.',
  album: 'Les photos du week-end du mariage, prises par les invités, et l’endroit où envoyer les vôtres.',
  albumScreen: 'Les photos du week-end sur un écran de la fête, et le code pour envoyer les vôtres.',
  notFound: 'Cette page n’existe pas.',
};
