import type { FaqEntry } from '../types';
import * as glossary from './glossary';
import { contactEmail } from './site';

export const faqCopy = {
  intro: `The questions guests ask us most, and how to ${glossary.contact} about anything else.`,
  contactHeading: glossary.contactHeading,
  contactLead: 'Email us at',
  contactTail: 'We read every message and answer within a couple of days; closer to the wedding, every day.',
  eventsLink: 'See every event, its address and its dress code',
};

export { contactEmail };

/** The questions, in the order a guest meets them: before the trip, on the way, at the wedding. */
export const faqEntries: FaqEntry[] = [
  {
    id: 'no-code',
    question: 'I cannot find my invitation code. How do I reply?',
    answer: [
      'You do not need it: on the RSVP page, type your first and last name as they are written on your invitation. Accents and capitals do not matter.',
      `If the page cannot find you, or says that several guests share your name, ${glossary.contact} and we will send you your personal link.`,
    ],
    aboutReplying: true,
  },
  {
    id: 'children',
    question: 'Can we bring our children?',
    answer: [
      `Your invitation names everyone we have planned for, and so does the RSVP form once you have found your name. If you would like to bring children who are not named on it, please ${glossary.contact} before you reply.`,
    ],
  },
  {
    id: 'dress-codes',
    question: 'What should I wear?',
    answer: [
      'Each event has its own dress code on the events page: Riviera chic for the welcome dinner, Indian festive for the ceremony (please avoid all-white and all-black), black tie for the cocktail hour and the reception, and relaxed resort wear for the brunch on the beach.',
    ],
  },
  {
    id: 'weather',
    question: 'What is the weather like in May?',
    answer: [
      'Mid-May days on the Riviera are around 21 °C and mostly sunny. The sea is still cool for a swim, and evenings by the water are fresh: bring a wrap or a light jacket for the dinners outdoors, and flat shoes for the gravel paths of the gardens.',
    ],
  },
  {
    id: 'shuttles',
    question: 'How do we get to the events?',
    answer: [
      'Shuttles run to and from every event, from the partner hotels in Saint-Jean-Cap-Ferrat, Beaulieu-sur-Mer and Villefranche-sur-Mer; after the reception they run from 11 PM until the end of the party. You will not need a car.',
      `Book your party’s seats on your travel page, linked from the RSVP page once you have replied with your code; your ${glossary.pass} then shows each pickup, with its time.`,
    ],
  },
  {
    id: 'delayed-flight',
    question: 'My flight is delayed or canceled. What should I do?',
    answer: [
      `Do not worry, and come straight to wherever we are: the events page has every address, and a taxi from Nice airport takes 25 to 45 minutes. Change your shuttle seats on your travel page, and ${glossary.contact} when you know your new arrival time, so that we can keep your seat at the table and let the drivers know.`,
    ],
  },
];
