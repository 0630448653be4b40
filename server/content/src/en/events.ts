import type { WeddingEvent } from '../types';
import { eventsIn } from '../events';
import * as glossary from './glossary';

export const eventsCopy = {
  intro:
    'Three days by the sea, six moments we would love to share with you. Every time below is local time on the Riviera.',
  dressCodeLabel: 'Dress code',
  mapLink: 'View on Google Maps',
  addToCalendar: 'Add to calendar',
  addToGoogleCalendar: 'Add to Google Calendar',
  addWeekendToCalendar: 'Add the whole weekend to your calendar',
  weekendCalendarHint: 'One file with all six events, for Apple Calendar, Google Calendar or Outlook.',
  opensInNewTab: '(opens in a new tab)',
  dateLabel: 'Date',
  timeLabel: 'Time',
  placeLabel: 'Where',
  /** Calendar files: their name in the guest's calendar app and the weekend file's name. */
  calendarName: glossary.calendarName,
  calendarFileName: 'aanya-julien-wedding-weekend',
  calendarUidDomain: 'aanya-julien-wedding',
};

/**
 * The six events of the weekend in English: the words of each, beside their facts (when, where, the
 * picture), which are the same in every language (../events.ts).
 */
export const events: WeddingEvent[] = eventsIn({
  'welcome-dinner': {
    title: 'Welcome Dinner',
    place: 'Villa Ephrussi de Rothschild',
    description:
      'The weekend begins among the rose gardens of the villa above the bay. Come as you land: a glass of rosé at sunset, dinner under the stars and the first chance for both our families to meet.',
    dressCode:
      'Riviera chic: linen, light suits and summer dresses. The gardens are on gravel, so leave the stilettos at the hotel.',
  },
  'hindu-ceremony': {
    title: 'Hindu Ceremony',
    place: 'The Gardens, Grand-Hôtel du Cap-Ferrat',
    description:
      'Julien arrives in the baraat, with music and dancing, and we marry under the mandap overlooking the sea. The ceremony lasts about two hours; our families will explain each ritual as it happens, so there is nothing you need to know beforehand.',
    dressCode:
      'Indian festive: saris, lehengas, kurtas and sherwanis, the brighter the better. Please avoid all-white and all-black. A light scarf to cover your shoulders is welcome.',
  },
  lunch: {
    title: 'Lunch',
    place: 'Club Dauphin, Grand-Hôtel du Cap-Ferrat',
    description:
      'A long, unhurried Mediterranean lunch by the pool straight after the ceremony. Afterwards the afternoon is yours: swim, nap, or walk the coastal path around the cape.',
    dressCode: 'Stay in your ceremony outfit, or change into something cool for the afternoon sun.',
  },
  'cocktail-hour': {
    title: 'Cocktail Hour',
    place: 'The Terrace, Grand-Hôtel du Cap-Ferrat',
    description:
      'Champagne and canapés on the terrace as the sun goes down over Villefranche bay, with a string trio and the best view on the Riviera.',
    dressCode:
      'Black tie: long gowns or cocktail dresses, tuxedos or dark suits. Indian formal wear is just as welcome.',
  },
  reception: {
    title: 'Reception',
    place: 'The Ballroom and Gardens, Grand-Hôtel du Cap-Ferrat',
    description:
      'Dinner, a few (short, we promise) speeches, and dancing until late. Shuttles back to the partner hotels run from 11 PM until the last song.',
    dressCode: 'Black tie, as for the cocktail hour. Bring comfortable shoes for the dance floor.',
  },
  'farewell-brunch': {
    title: 'Farewell Brunch',
    place: 'Paloma Beach',
    description:
      'A lazy brunch with our feet in the sand to say goodbye, or à bientôt. Drop in whenever you are up; there is no schedule, only good food and the sea.',
    dressCode: 'Relaxed resort wear, and bring a swimsuit if you feel like a dip.',
  },
});
