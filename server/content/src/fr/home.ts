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

export const placeholderPhotos: typeof En.placeholderPhotos = {
  caption: (title) => `Photo provisoire · ${title}`,
  titles: {
    'terrace-at-dawn': 'Terrasse à l’aube',
    'villefranche-bay': 'La rade de Villefranche',
    'lighthouse-point': 'La pointe du phare',
    'garden-cypress': 'Le jardin des cyprès',
    'sunset-cape': 'Coucher de soleil sur le cap',
    'harbour-boats': 'Bateaux au port',
    'lemon-grove': 'Les citronniers',
    'bougainvillea-wall': 'Bougainvillées',
    'olive-terraces': 'Oliviers en terrasses',
    'club-dauphin': 'Au bord de la piscine',
    'sea-path': 'Le sentier du littoral',
    'eze-village': 'Èze village',
    'morning-swim': 'Baignade du matin',
    'blue-hour': 'L’heure bleue',
    'palm-promenade': 'La promenade des palmiers',
    'villa-rose': 'La villa rose',
    'sailing-regatta': 'Régates',
    'citrus-market': 'Jour de marché',
    'golden-hour': 'L’heure dorée',
    'rocky-cove': 'Crique rocheuse',
    'pine-shade': 'À l’ombre des pins',
    'cliff-walk': 'Promenade sur la falaise',
    'night-lights': 'Les lumières de la baie',
    'peach-sky': 'Ciel pêche',
    'lavender-hills': 'Collines de lavande',
    'fishing-port': 'Port de pêche',
    'white-yacht': 'Voiles blanches',
    'stone-steps': 'Marches de pierre',
    'sunrise-swim': 'Lever du soleil',
    'coastal-road': 'La corniche',
    'garden-fountain': 'La fontaine du jardin',
    'violet-dusk': 'Crépuscule violet',
    'beach-parasols': 'Parasols',
    moonrise: 'Lever de lune',
    'last-light': 'Dernières lueurs',
  },
};
