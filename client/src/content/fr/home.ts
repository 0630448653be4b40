import type * as En from '../en/home';
import { couple, venue, weddingDate } from './site';

export const homeCopy: typeof En.homeCopy = {
  title: couple.together,
  kicker: 'Entourés de leurs familles',
  invitation: 'ont la joie de vous convier à leur mariage',
  date: weddingDate.short,
  dateLabel: weddingDate.long,
  venue: venue.name,
  place: `${venue.town}, Côte d’Azur`,
  rsvp: 'Répondre',
  loading: 'Chargement des photos…',
  pause: 'Mettre le diaporama en pause',
  play: 'Relancer le diaporama',
  slideshowLabel: 'Photos du couple',
};

export const homeOldCopy: typeof En.homeOldCopy = {
  rsvp: 'Répondre dès maintenant',
  eventsLink: 'Découvrir le programme du week-end',
  bannerLabel: 'Photos de la Côte d’Azur',
};
