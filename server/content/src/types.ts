import type { EventId } from '@riviera/contract';

/** Shapes of the content data. A couple changes their wedding by editing the modules in en/. */

export interface Couple {
  /** The bride's given name, as guests know her. */
  bride: string;
  /** The groom's given name. */
  groom: string;
  /** How the two names appear together in titles. */
  together: string;
}

export interface Venue {
  name: string;
  town: string;
  address: string;
}

/** A number guests may call on the weekend, and whose it is. */
export interface HostPhone {
  name: string;
  /** In international form, as dialled from abroad: '+33 6 12 34 56 78'. */
  number: string;
}

export interface Place {
  name: string;
  address: string;
}

/** Tone of the wash over an event's photo: 'dark' carries light text, 'light' carries dark text. */
export type ColorMode = 'light' | 'dark';

/** The specification's Event entity, with times in 24-hour form in the wedding's time zone. */
export interface WeddingEvent {
  id: EventId;
  title: string;
  /** ISO date, in Europe/Paris. */
  date: string;
  /** 24-hour start, such as '18:30'. */
  start: string;
  /** 24-hour end; shown to guests only when `showEnd`, always written to the calendar file. */
  end: string;
  showEnd: boolean;
  location: Place;
  description: string;
  dressCode: string;
  /** Base path of the event's picture under public/, without width or extension. */
  image: string;
  /** Tone of the wash over the picture, which decides the text colour on it. */
  colorMode: ColorMode;
  /** Opacity of the wash over the picture, 0 to 1. */
  opacity: number;
}

/** What an event is in every language (events.ts): its time, its address and its picture. */
export type EventFacts = Omit<WeddingEvent, 'title' | 'location' | 'description' | 'dressCode'> & {
  address: string;
};

/** What each language says of an event (en/events.ts, fr/events.ts): `place` is the place's name. */
export type EventWords = Pick<WeddingEvent, 'title' | 'description' | 'dressCode'> & { place: string };

export interface Hotel {
  name: string;
  type: string;
  town: string;
  /** From the wedding venue, as a guest would read it. */
  distance: string;
  website: string;
  note: string;
}

/** A block of rooms a hotel holds for the wedding's guests until its cut-off (travel-facts.ts). */
export interface RoomBlock {
  /** How many rooms the hotel holds. */
  rooms: number;
  /** YYYY-MM-DD: the last day guests can book in the block (Paris time); the hotel releases the rest after it. */
  cutOff: string;
}

export interface FeaturedHotel extends Hotel {
  bookingUrl: string;
  bookingLabel: string;
  /** What the room block offers, in a sentence or two. */
  blockDetails: string[];
}

export interface TravelLink {
  label: string;
  url: string;
  description: string;
}

export interface LinkGroup {
  id: string;
  heading: string;
  intro: string;
  links: TravelLink[];
}

/** A question of the questions page, and its answer in a paragraph or two. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
  /** About replying: left out on the public host, which has no RSVP page (ADR 005). */
  aboutReplying?: boolean;
}

export interface TextSection {
  id: string;
  heading: string;
  paragraphs: string[];
  /** Optional list of short points after the paragraphs. */
  points?: string[];
}
