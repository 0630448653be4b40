import { TRAVEL_MESSAGES, type TravelMessages } from '@riviera/contract';
import type { JourneyPlaceId } from '../travel-places';
import * as glossary from './glossary';
import { contactEmail } from './site';

/**
 * The party's travel page (/rsvp/travel): its words, and the travel rules' sentences in this
 * language, so the French page never ships the English ones (ADR 049). Its names of things come
 * from the glossary (ADR 067).
 */
export const travelMessages: TravelMessages = TRAVEL_MESSAGES;

const places: Record<JourneyPlaceId | 'other', string> = {
  airport: 'Nice Côte d’Azur airport',
  niceVille: 'Nice-Ville station',
  monaco: 'Monaco station',
  other: 'Somewhere else',
};

export const travelFormCopy = {
  intro:
    'Tell us when your party arrives and leaves, where you are staying and which shuttles you would like seats on. Every part is optional.',
  needsJavaScript:
    'The travel form needs JavaScript, which is turned off in this browser. Turn it on and reload the page, or open this page in another browser.',
  /** Under a code that opened nothing: where "write to the couple" leads. */
  contactLink: `Questions, and how to ${glossary.contact}`,
  code: {
    heading: 'Open your travel details',
    help: `Type the code printed on your ${glossary.card}, or follow the link in your invitation email.`,
    label: 'Invitation code',
    submit: 'Open my travel details',
    loading: 'Opening your travel details…',
  },
  unknownCode: glossary.unknownCode,
  failed: 'Your travel details could not be opened. Please check your connection and reload the page.',
  heading: 'Your party’s travel',
  /** Under the heading while the form is open: until when. */
  openUntil: (deadline: string) =>
    `One answer for your whole party: give what you know now and come back for the rest, until ${deadline} (Paris time).`,
  closedHeading: 'Travel details can no longer be changed',
  /** The closed sentence's words that become a mail link to the couple (contactEmail). */
  closedContact: glossary.contact,
  contactEmail,
  journey: {
    arrival: 'Arrival',
    departure: 'Departure',
    arrivalHint: 'When you reach the Riviera. Times are Paris time.',
    departureHint: 'When you leave the Riviera. Times are Paris time.',
    date: 'Date',
    time: 'Time (Paris)',
    mode: 'How you travel',
    choose: 'Choose…',
    modes: glossary.modes,
    number: 'Flight or train number',
    numberHint: 'Such as AF 7700 or TGV 6173.',
    place: 'Airport or station',
    places,
    placeOther: 'Name of the place',
    whenMissing: {
      arrival: 'Please give the date and the time of your arrival, or leave the whole arrival empty.',
      departure: 'Please give the date and the time of your departure, or leave the whole departure empty.',
    },
    placeOtherMissing: 'Please type the name of the place, or choose an airport or station from the list.',
  },
  stay: {
    legend: glossary.stay,
    hotel: 'Hotel',
    hotelHint: 'The hotels on our accommodations page, or another place.',
    otherHotel: 'Another place',
    otherName: 'Name of the place',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`),
    booked: 'Our room is booked',
  },
  shuttles: {
    legend: 'Shuttles',
    hint: 'How many seats your party needs on each shuttle, one for each person who comes. Leave 0 where you need none.',
    none: 'No shuttles are on offer yet: the couple will add them closer to the weekend.',
    seatsLeft: (left: number) => (left === 1 ? '1 seat left' : `${left} seats left`),
    full: 'Full: no seats left',
    seats: 'Seats',
  },
  submit: 'Send our travel details',
  sending: 'Sending…',
  failedToSend: 'Your travel details could not be sent. Please check your connection and try again.',
  success: {
    heading: 'Thank you!',
    summaryHeading: 'What we saved',
    change: 'Change our travel details',
  },
  summary: {
    arrival: 'Arrival',
    departure: 'Departure',
    stay: glossary.stay,
    shuttles: 'Shuttles',
    nothing: 'Not given',
    booked: 'booked',
    notBooked: 'not booked yet',
    /** "2 seats on the 10:30 AM shuttle from … to … on Thursday 14 May" (the run as runLabel writes it). */
    seatsOn: (seats: number, run: string) => `${seats === 1 ? '1 seat' : `${seats} seats`} on the ${run}`,
    /** "Thursday 14 May to Sunday 17 May". */
    nights: (from: string, to: string) => `${from} to ${to}`,
    /** "Thursday 14 May, 10:30 AM". */
    at: (day: string, time: string) => `${day}, ${time}`,
  },
};
