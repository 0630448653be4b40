import { formatEventDay, formatTime, upperFirst } from '@riviera/contract';
import { journeyPlaces } from '@riviera/content/travel-places';
import { edition } from '@edition/edition';
import { travelFormCopy } from '@edition/travel-form';
import {
  nightsBetween,
  OTHER_HOTEL,
  type JourneyState,
  type TravelFormState,
} from '../../lib/travel-form-state';
import type { RunChoice } from './shuttle-seats';

const copy = travelFormCopy;

function journeyLine(journey: JourneyState): string {
  const { language } = edition;
  const parts = [
    journey.date && journey.time
      ? copy.summary.at(formatEventDay(journey.date, language), formatTime(journey.time, language))
      : '',
    journey.mode ? `${copy.journey.modes[journey.mode]}${journey.number ? ` ${journey.number}` : ''}` : '',
    journey.place === 'other'
      ? journey.placeOther
      : journeyPlaces.some((place) => place.id === journey.place) && journey.place
        ? copy.journey.places[journey.place]
        : '',
  ];
  // A line of its own: « Jeudi 14 mai à 10 h 30 · Avion AF 7700 ».
  return upperFirst(parts.filter(Boolean).join(' · ')) || copy.summary.nothing;
}

function stayLine(state: TravelFormState): string {
  const { stay } = state;
  const hotel = stay.hotel === OTHER_HOTEL ? stay.otherName : stay.hotel;
  if (!hotel) return copy.summary.nothing;
  const { language } = edition;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const when = nights
    ? `${copy.summary.nights(formatEventDay(stay.checkIn, language), formatEventDay(stay.checkOut, language))} (${copy.stay.nights(nights)})`
    : '';
  return [hotel, when, stay.booked ? copy.summary.booked : copy.summary.notBooked].filter(Boolean).join(', ');
}

/** The party's travel as saved (or as it stands after the deadline), one line per part. */
export function TravelSummary({ state, runs }: { state: TravelFormState; runs: readonly RunChoice[] }) {
  const seats = runs.filter((run) => (state.seats[run.id] ?? 0) > 0);
  return (
    <dl className="travel-summary">
      <dt>{copy.summary.arrival}</dt>
      <dd>{journeyLine(state.arrival)}</dd>
      <dt>{copy.summary.departure}</dt>
      <dd>{journeyLine(state.departure)}</dd>
      <dt>{copy.summary.stay}</dt>
      <dd>{stayLine(state)}</dd>
      <dt>{copy.summary.shuttles}</dt>
      {seats.length > 0 ? (
        seats.map((run) => <dd key={run.id}>{copy.summary.seatsOn(state.seats[run.id] ?? 0, run.label)}</dd>)
      ) : (
        <dd>{copy.summary.nothing}</dd>
      )}
    </dl>
  );
}
