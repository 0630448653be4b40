import { couple, venue, weddingDate } from './site';

export const homeCopy = {
  title: couple.together,
  kicker: 'Together with their families',
  invitation: 'invite you to celebrate their wedding',
  date: weddingDate.short,
  dateLabel: weddingDate.long,
  venue: venue.name,
  place: `${venue.town}, French Riviera`,
  rsvp: 'RSVP',
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
