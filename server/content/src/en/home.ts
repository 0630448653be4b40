import { couple, venue, weddingDate } from './site';

export const homeCopy = {
  title: couple.together,
  kicker: 'Together with their families',
  invitation: 'invite you to celebrate their wedding',
  date: weddingDate.short,
  dateLabel: weddingDate.long,
  /** Beside the wedding day, the whole weekend: the welcome dinner is the day before. */
  weekend: `Three days by the sea, ${weddingDate.days}`,
  venue: venue.name,
  place: `${venue.town}, French Riviera`,
  rsvp: 'RSVP',
  /** Once the hosts switch the site to after the wedding (DESIGN 3.8). */
  after: {
    kicker: 'Thank you',
    invitation: 'for celebrating our wedding with us',
    album: 'See and share the photos',
  },
  loading: 'Loading photos…',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  slideshowLabel: 'Photos of the couple',
};

export const homeOldCopy = {
  rsvp: 'RSVP now',
  eventsLink: 'See the weekend’s events',
  bannerLabel: 'Photos of the Riviera',
};

/**
 * Under the slideshow while it shows the placeholder photos (client/scripts/photos.mjs), so nobody
 * takes them for the couple's: "Placeholder photo · Terrace at dawn". The titles go by photo name;
 * the couple's own photos have none and no caption.
 */
export const placeholderPhotos = {
  caption: (title: string) => `Placeholder photo · ${title}`,
  titles: {
    'terrace-at-dawn': 'Terrace at dawn',
    'villefranche-bay': 'Villefranche bay',
    'lighthouse-point': 'Lighthouse point',
    'garden-cypress': 'Cypress garden',
    'sunset-cape': 'Sunset on the cape',
    'harbour-boats': 'Boats in the harbor',
    'lemon-grove': 'Lemon grove',
    'bougainvillea-wall': 'Bougainvillea',
    'olive-terraces': 'Olive terraces',
    'club-dauphin': 'By the pool',
    'sea-path': 'The coastal path',
    'eze-village': 'Èze village',
    'morning-swim': 'Morning swim',
    'blue-hour': 'Blue hour',
    'palm-promenade': 'Palm promenade',
    'villa-rose': 'The pink villa',
    'sailing-regatta': 'Regatta',
    'citrus-market': 'Market day',
    'golden-hour': 'Golden hour',
    'rocky-cove': 'Rocky cove',
    'pine-shade': 'Pine shade',
    'cliff-walk': 'Cliff walk',
    'night-lights': 'Lights across the bay',
    'peach-sky': 'Peach sky',
    'lavender-hills': 'Lavender hills',
    'fishing-port': 'Fishing port',
    'white-yacht': 'White sails',
    'stone-steps': 'Stone steps',
    'sunrise-swim': 'Sunrise',
    'coastal-road': 'The corniche',
    'garden-fountain': 'Garden fountain',
    'violet-dusk': 'Violet dusk',
    'beach-parasols': 'Parasols',
    moonrise: 'Moonrise',
    'last-light': 'Last light',
  } as Readonly<Record<string, string>>,
};
