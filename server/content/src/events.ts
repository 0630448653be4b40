import type { EventId } from '@riviera/contract';
import type { EventFacts, EventWords, WeddingEvent } from './types';
import { venue } from './wedding';

/**
 * The facts of the weekend's six events, in order, the same in every language: when, where, and
 * the picture. Ids and times are the specification's. Each language's events.ts adds its words
 * (title, the place's name, description, dress code) with `eventsIn`.
 */
export const eventFacts: readonly EventFacts[] = [
  {
    id: 'welcome-dinner',
    date: '2026-05-14',
    start: '18:30',
    end: '23:00',
    showEnd: true,
    address: '1 Avenue Ephrussi de Rothschild, 06230 Saint-Jean-Cap-Ferrat, France',
    image: 'imgs/events/welcome-dinner',
    colorMode: 'light',
    opacity: 0.55,
  },
  {
    id: 'hindu-ceremony',
    date: '2026-05-15',
    start: '09:30',
    end: '11:30',
    showEnd: false,
    address: venue.address,
    image: 'imgs/events/hindu-ceremony',
    colorMode: 'dark',
    opacity: 0.6,
  },
  {
    id: 'lunch',
    date: '2026-05-15',
    start: '12:00',
    end: '14:30',
    showEnd: false,
    address: venue.address,
    image: 'imgs/events/lunch',
    colorMode: 'light',
    opacity: 0.5,
  },
  {
    id: 'cocktail-hour',
    date: '2026-05-15',
    start: '18:30',
    end: '20:00',
    showEnd: false,
    address: venue.address,
    image: 'imgs/events/cocktail-hour',
    colorMode: 'dark',
    opacity: 0.55,
  },
  {
    id: 'reception',
    date: '2026-05-15',
    start: '20:00',
    end: '01:00',
    showEnd: false,
    address: venue.address,
    image: 'imgs/events/reception',
    colorMode: 'light',
    opacity: 0.6,
  },
  {
    id: 'farewell-brunch',
    date: '2026-05-16',
    start: '12:00',
    end: '15:00',
    showEnd: false,
    address: '1 Chemin de Saint-Hospice, 06230 Saint-Jean-Cap-Ferrat, France',
    image: 'imgs/events/farewell-brunch',
    colorMode: 'dark',
    opacity: 0.5,
  },
];

/** The events in one language: each event's facts with that language's words for it. */
export function eventsIn(words: Record<EventId, EventWords>): WeddingEvent[] {
  return eventFacts.map(({ address, ...facts }) => {
    const { place, ...text } = words[facts.id];
    return { ...facts, ...text, location: { name: place, address } };
  });
}
