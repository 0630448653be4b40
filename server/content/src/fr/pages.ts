import type * as En from '../en/pages';
// The glossary's words typed here, not imported: the English module says why.
import { couple } from './site';

/** Title of each page (its heading and the browser tab). */
export const pageTitles: typeof En.pageTitles = {
  home: couple.together,
  homeV2: couple.together,
  homeOld: couple.together,
  events: 'Programme',
  accommodations: 'Hébergement',
  info: 'Liens utiles',
  rsvp: 'Votre réponse',
  rsvpTravel: 'Votre voyage',
  travel: 'Venir au Cap-Ferrat',
  faq: 'Questions et contact',
  // The hosts' area stays in English.
  admin: 'Admin',
  album: 'L’album',
  albumScreen: 'Partagez vos photos',
  weekend: 'Votre pass du week-end',
  notFound: 'Page introuvable',
};

export const siteName: typeof En.siteName = `${couple.together} · Cap-Ferrat · 15 mai 2026`;

export const notFoundCopy: typeof En.notFoundCopy = {
  body: 'Nous n’avons pas trouvé cette page. Elle a peut-être changé d’adresse, ou le lien contient une faute de frappe.',
  homeLink: 'Retour à l’accueil',
  byInvitation:
    'Les réponses se font sur invitation : utilisez le lien personnel de votre e-mail d’invitation, ou l’adresse et le code imprimés sur votre carton d’invitation.',
  rsvpLink: 'Répondre sur la page de réponse',
};

export const errorCopy: typeof En.errorCopy = {
  title: 'Un problème est survenu',
  body: 'Cette page n’a pas pu s’afficher. Merci de la recharger ; si le problème persiste, contactez-nous.',
  reload: 'Recharger la page',
};

export const navLabels: typeof En.navLabels = {
  home: 'Accueil',
  events: 'Programme',
  accommodations: 'Hébergement',
  info: 'Infos',
  rsvp: 'Répondre',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  mainNavigation: 'Principale',
  skipToContent: 'Aller au contenu',
  brand: couple.together,
  brandLabel: `${couple.together}, accueil`,
  /** The language switch: the other language's name, in that language. */
  otherLanguage: { name: 'English', short: 'EN', lang: 'en' },
};
