import { TRAVEL_MESSAGES, travelRules } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { initialTravelState, toTravelInput, zonedWallIso } from './travel-form-state';
import { fieldOfMessage, travelFormErrors } from './travel-form-errors';

const PARIS = 'Europe/Paris';
const hotels = ['Hôtel Welcome', 'La Voile d’Or'];
const words = { whenMissing: { arrival: 'arrival?', departure: 'departure?' }, placeOtherMissing: 'where?' };
const context = {
  rules: travelRules({ first: '2026-05-14', last: '2026-05-16' }, PARIS),
  messages: TRAVEL_MESSAGES,
  words,
  language: 'en' as const,
};

describe('the travel form', () => {
  it('sends a Paris time with the offset of its day: summer time in May, winter time in March', () => {
    expect(zonedWallIso('2026-05-14', '10:30', PARIS)).toBe('2026-05-14T10:30:00+02:00');
    expect(zonedWallIso('2026-03-28', '23:30', PARIS)).toBe('2026-03-28T23:30:00+01:00');
    expect(zonedWallIso('2026-03-29', '04:00', PARIS)).toBe('2026-03-29T04:00:00+02:00');
    expect(zonedWallIso('2026-02-30', '10:00', PARIS)).toBeUndefined();
  });

  it('prefills from the party’s travel: a stored hotel under this language’s name, the place, the seats on offer', () => {
    const state = initialTravelState(
      {
        arrival: {
          at: '2026-05-14T09:45:00+02:00',
          mode: 'FLIGHT',
          number: 'AF 7700',
          place: 'Nice-Ville station',
        },
        departure: null,
        stay: { hotel: "La Voile d'Or", checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true },
        shuttleSeats: [
          { seats: 2, run: { id: 'on-offer' } },
          { seats: 1, run: { id: 'cancelled' } },
        ],
        runs: [{ id: 'on-offer' }],
      },
      hotels,
      PARIS,
    );
    expect(state.arrival).toMatchObject({ date: '2026-05-14', time: '09:45', place: 'niceVille' });
    expect(state.stay.hotel).toBe('La Voile d’Or');
    expect(state.seats).toEqual({ 'on-offer': 2 });
    expect(toTravelInput(state, 'ABC123', PARIS)).toEqual({
      invitationCode: 'ABC123',
      arrival: {
        at: '2026-05-14T09:45:00+02:00',
        mode: 'FLIGHT',
        number: 'AF 7700',
        place: 'Nice-Ville station',
      },
      stay: { hotel: 'La Voile d’Or', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true },
      shuttleSeats: [{ runId: 'on-offer', seats: 2 }],
    });
  });

  it('asks for what a half-given journey lacks, and puts each refusal on its field', () => {
    const state = initialTravelState(null, hotels, PARIS);
    state.arrival.date = '2026-05-14';
    state.stay = {
      hotel: 'Hôtel Welcome',
      otherName: '',
      checkIn: '2026-05-16',
      checkOut: '2026-05-14',
      booked: false,
    };
    expect(travelFormErrors(state, context)).toEqual([
      { fieldId: 'travel-arrival-time', message: 'arrival?' },
      { fieldId: 'travel-arrival-mode', message: TRAVEL_MESSAGES.modeInvalid },
      { fieldId: 'travel-stay-check-out', message: TRAVEL_MESSAGES.checkOutBeforeCheckIn },
    ]);
    const label = '10:30 AM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May';
    const full = `Only 1 seat is left on the ${label}: choose fewer seats or another shuttle.`;
    expect(fieldOfMessage(full, TRAVEL_MESSAGES, [{ id: 'r1', label }])).toBe('travel-seats-r1');
    expect(fieldOfMessage(TRAVEL_MESSAGES.runUnknown, TRAVEL_MESSAGES, [])).toBeUndefined();
  });
});
