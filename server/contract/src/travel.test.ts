import { describe, expect, it } from 'vitest';
import { TRAVEL_MESSAGES } from './travel-messages';
import { TRAVEL_MESSAGES_FR } from './travel-messages.fr';
import { stayHotelName, travelRules, validateShuttleRun, validateTravel } from './travel';
import { addMonths, parseOffsetIso, zonedIso } from './zoned-time';

const rules = travelRules({ first: '2026-05-14', last: '2026-05-16' }, 'Europe/Paris');

describe('times with an offset', () => {
  it('read an instant only when the offset is given, and only a day that exists', () => {
    expect(parseOffsetIso('2026-05-14T10:30:00+02:00')?.toISOString()).toBe('2026-05-14T08:30:00.000Z');
    expect(parseOffsetIso('2026-05-14T10:30+05:30')?.toISOString()).toBe('2026-05-14T05:00:00.000Z');
    expect(parseOffsetIso('2026-05-14T08:30:00.250Z')?.toISOString()).toBe('2026-05-14T08:30:00.000Z');
    for (const bad of [
      '2026-05-14T10:30:00',
      '2026-05-14 10:30+02:00',
      '2026-02-30T10:00+01:00',
      '2026-05-14T24:00Z',
      '2026-05-14T10:00+15:00',
      'soon',
    ])
      expect(parseOffsetIso(bad), bad).toBeUndefined();
  });

  it('are written with the Paris offset of their instant, summer and winter', () => {
    expect(zonedIso(new Date('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe('2026-03-29T01:59:00+01:00');
    expect(zonedIso(new Date('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:00:00+02:00');
    expect(zonedIso(new Date('2026-10-25T00:30:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00');
    expect(zonedIso(new Date('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:30:00+01:00');
    expect(zonedIso(new Date('2026-01-01T12:00:00Z'), 'UTC')).toBe('2026-01-01T12:00:00+00:00');
  });

  it('allow a month either side of the weekend, the day kept where the month has it', () => {
    expect(rules).toEqual({ first: '2026-04-14', last: '2026-06-16', timeZone: 'Europe/Paris' });
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('a party’s travel', () => {
  it('counts a day in Paris: 23:30 in New York on 13 April is 14 April in Paris, inside the range', () => {
    const arrival = { at: '2026-04-13T23:30:00-04:00', mode: 'FLIGHT' as const };
    expect(validateTravel({ arrival }, rules, TRAVEL_MESSAGES, 'en')).toEqual([]);
    const early = { at: '2026-04-13T17:30:00-04:00', mode: 'FLIGHT' as const };
    expect(validateTravel({ arrival: early }, rules, TRAVEL_MESSAGES_FR, 'fr')).toEqual([
      'Indiquez une arrivée entre le 14 avril 2026 et le 16 juin 2026, autour du mariage.',
    ]);
  });

  it('refuses a departure before the arrival, seats out of bounds and lengths past the limit', () => {
    const errors = validateTravel(
      {
        arrival: { at: '2026-05-15T10:00:00+02:00', mode: 'CAR', number: 'x'.repeat(41) },
        departure: { at: '2026-05-14T10:00:00+02:00', mode: 'TRAIN' },
        shuttleSeats: [{ runId: 'a', seats: 0 }],
      },
      rules,
      TRAVEL_MESSAGES,
      'en',
    );
    expect(errors).toEqual([
      'The flight or train number is too long. Please use at most 40 characters.',
      'Your departure is before your arrival. Please check both dates and times.',
      'Please choose between 1 and 20 seats on each shuttle.',
    ]);
  });

  it('stores a listed hotel under its listed name, however typed; another place as typed', () => {
    const hotels = ["La Voile d'Or", 'Hôtel Welcome'];
    expect(stayHotelName('  la voile d’or', hotels)).toBe("La Voile d'Or");
    expect(stayHotelName('HOTEL   welcome ', hotels)).toBe('Hôtel Welcome');
    expect(stayHotelName(' Villa of friends ', hotels)).toBe('Villa of friends');
  });

  it('has every French sentence written in French, none copied from the English table', () => {
    for (const [key, sentence] of Object.entries(TRAVEL_MESSAGES_FR))
      expect(sentence, key).not.toBe(TRAVEL_MESSAGES[key as keyof typeof TRAVEL_MESSAGES]);
  });
});

describe('a shuttle run', () => {
  it('needs both places, a departure with an offset in the range, and a capacity', () => {
    expect(
      validateShuttleRun({ from: '', to: 'Beaulieu', departsAt: '2026-05-14T10:30:00', capacity: 0 }, rules),
    ).toEqual([
      'Please say where the shuttle leaves from.',
      'Please give the departure with its time zone, such as 2026-05-14T10:30:00+02:00.',
      'Please give a capacity between 1 and 500 seats.',
    ]);
    expect(
      validateShuttleRun(
        { from: 'Nice', to: 'Beaulieu', departsAt: '2026-07-01T10:30:00+02:00', capacity: 50 },
        rules,
      ),
    ).toEqual([
      'Please give a departure between 14 April 2026 and 16 June 2026: the dates around the wedding.',
    ]);
  });
});
