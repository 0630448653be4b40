import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import {
  addGuest,
  createRun,
  RUN,
  storedTravel,
  submitTravel,
  type Run,
  type TravelResult,
} from './test/travel-test-kit';

/** A party gives and reads its travel with its invitation code (DESIGN 3.4). */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const TRAVEL = `arrival { at mode number place } departure { at mode number place }
  stay { hotel checkIn checkOut booked } shuttleSeats { seats run { ${RUN} } } runs { ${RUN} } deadline`;

interface PartyTravel {
  arrival: { at: string; mode: string; number: string | null; place: string | null } | null;
  departure: { at: string; mode: string; number: string | null; place: string | null } | null;
  stay: { hotel: string; checkIn: string; checkOut: string; booked: boolean } | null;
  shuttleSeats: Array<{ seats: number; run: Run }>;
  runs: Run[];
  deadline: string;
}

async function travel(code: string): Promise<PartyTravel | null | undefined> {
  const response = await gql<{ travel: PartyTravel | null }>(
    `query ($code: String!) { travel(invitationCode: $code) { ${TRAVEL} } }`,
    { code },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.travel;
}

const setDeadline = async (deadline: string) =>
  (
    await gql<{ setTravelDeadline: TravelResult }>(
      'mutation ($token: String!, $deadline: String!) { setTravelDeadline(token: $token, deadline: $deadline) { success message errors } }',
      { token, deadline },
    )
  ).body.data?.setTravelDeadline;

let airport: Run;
let brunch: Run;
beforeAll(async () => {
  await addGuest(server, 'Claire Dupont', 'CRDPNT22');
  await addGuest(server, 'Paul Dupont', 'PGDPNT22', { partyOf: 'CRDPNT22' });
  await addGuest(server, 'Ana Lima', 'ANAM2222');
  const made = await Promise.all([
    createRun(server, token, {
      from: 'Nice airport',
      to: 'Hôtel Welcome',
      departsAt: '2026-05-14T10:30:00+02:00',
      capacity: 4,
    }),
    createRun(server, token, {
      from: 'Hôtel Welcome',
      to: 'Plage de Passable',
      departsAt: '2026-05-16T11:15:00+02:00',
      capacity: 30,
    }),
  ]);
  [airport, brunch] = made.map((result) => {
    if (!result.run) throw new Error(result.message ?? 'no run');
    return result.run;
  }) as [Run, Run];
});

const full = () => ({
  invitationCode: 'crdp-nt22',
  arrival: { at: '2026-05-14T08:05:00Z', mode: 'FLIGHT', number: ' AF 7700 ', place: 'Nice Côte d’Azur' },
  departure: { at: '2026-05-17T16:40:00+02:00', mode: 'TRAIN', number: '', place: 'Nice-Ville' },
  stay: { hotel: '  la voile d’or ', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true },
  shuttleSeats: [
    { runId: airport.id, seats: 2 },
    { runId: brunch.id, seats: 2 },
  ],
});

describe('the travel deadline', () => {
  it('is 7 May 2026 until the hosts set another: after it, nothing is written', async () => {
    const before = await storedTravel(server);
    expect(await submitTravel(server, full())).toMatchObject({
      success: false,
      message:
        'Travel details could be given until 7 May 2026 at 11:59 PM (Paris time). Please contact the couple if your plans have changed.',
    });
    expect(await storedTravel(server)).toBe(before);
    expect(await setDeadline('2030-05-07T23:59:00')).toMatchObject({ success: false });
    expect(await setDeadline('2030-05-07T21:59:00Z')).toEqual({
      success: true,
      message: 'Guests can give or change their travel details until 7 May 2030 at 11:59 PM (Paris time).',
      errors: [],
    });
  });
});

describe('a party’s travel', () => {
  it('is null for a code that finds nobody, or no code at all', async () => {
    expect(await travel('ZZZZ2222')).toBeNull();
    expect(await travel('not a code')).toBeNull();
  });

  it('is saved whole and read back by any member’s code, times in Paris, the hotel as listed', async () => {
    expect(await submitTravel(server, full())).toEqual({
      success: true,
      message: 'Your travel details have been saved.',
      errors: [],
    });
    const paul = await travel('PGDPNT22');
    expect(paul).toMatchObject({
      arrival: {
        at: '2026-05-14T10:05:00+02:00',
        mode: 'FLIGHT',
        number: 'AF 7700',
        place: 'Nice Côte d’Azur',
      },
      departure: { at: '2026-05-17T16:40:00+02:00', mode: 'TRAIN', number: null, place: 'Nice-Ville' },
      stay: { hotel: "La Voile d'Or", checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true },
      deadline: '2030-05-07T23:59:00+02:00',
    });
    expect(paul?.shuttleSeats.map(({ seats, run }) => [run.from, seats, run.seatsTaken])).toEqual([
      ['Nice airport', 2, 2],
      ['Hôtel Welcome', 2, 2],
    ]);
    expect(paul?.runs.map((run) => [run.departsAt, run.capacity, run.seatsTaken])).toEqual([
      ['2026-05-14T10:30:00+02:00', 4, 2],
      ['2026-05-16T11:15:00+02:00', 30, 2],
    ]);
    // Another party sees the runs and their seats, never the Duponts' details.
    expect(await travel('ANAM2222')).toMatchObject({ arrival: null, stay: null, shuttleSeats: [] });
  });

  it('is replaced by a later submission: what it leaves out is cleared, its seats are the new ones', async () => {
    expect(
      await submitTravel(server, {
        invitationCode: 'PGDPNT22',
        departure: { at: '2026-05-18T09:00:00+02:00', mode: 'CAR' },
        shuttleSeats: [{ runId: airport.id, seats: 4 }],
      }),
    ).toMatchObject({ success: true });
    const now = await travel('CRDPNT22');
    expect(now).toMatchObject({
      arrival: null,
      stay: null,
      departure: { at: '2026-05-18T09:00:00+02:00', mode: 'CAR', number: null, place: null },
    });
    expect(now?.shuttleSeats.map(({ seats, run }) => [run.id, seats])).toEqual([[airport.id, 4]]);
    expect(await db.selectFrom('party_travel').select('party_id').execute()).toHaveLength(1);
    expect(await db.selectFrom('shuttle_seats').selectAll().execute()).toEqual([
      expect.objectContaining({ run_id: airport.id, seats: 4 }),
    ]);
  });
});

describe('a refused submission', () => {
  const ana = (changes: Record<string, unknown>) => ({ ...full(), invitationCode: 'ANAM2222', ...changes });
  // The changes are read when each test runs: the runs exist once beforeAll has run.
  const refusals: Array<[string, () => Record<string, unknown>, string]> = [
    [
      'a time without an offset',
      () => ({ arrival: { at: '2026-05-14T10:30:00', mode: 'FLIGHT' } }),
      'Please give your arrival date and time with its time zone, such as 2026-05-14T10:30:00+02:00 for 10:30 AM in Paris.',
    ],
    [
      'an arrival more than a month before the weekend',
      () => ({ arrival: { at: '2026-04-13T22:00:00+02:00', mode: 'TRAIN' } }),
      'Please give an arrival between 14 April 2026 and 16 June 2026: the dates around the wedding.',
    ],
    [
      'a check-out before the check-in',
      () => ({
        stay: {
          hotel: 'Airbnb in Villefranche',
          checkIn: '2026-05-16',
          checkOut: '2026-05-14',
          booked: false,
        },
      }),
      'Your check-out date must be after your check-in date. Please check both dates.',
    ],
    [
      'a run that does not exist',
      () => ({ shuttleSeats: [{ runId: '00000000-0000-4000-8000-000000000000', seats: 1 }] }),
      'One of the shuttles you chose is no longer offered. Please reload the page and choose again.',
    ],
    [
      'a run id that is not one',
      () => ({ shuttleSeats: [{ runId: 'run-1', seats: 1 }] }),
      'One of the shuttles you chose is no longer offered. Please reload the page and choose again.',
    ],
    [
      'too many seats',
      () => ({ shuttleSeats: [{ runId: brunch.id, seats: 21 }] }),
      'Please choose between 1 and 20 seats on each shuttle.',
    ],
    [
      'more seats than the run has left',
      () => ({
        shuttleSeats: [
          { runId: brunch.id, seats: 2 },
          { runId: airport.id, seats: 1 },
        ],
      }),
      'No seats are left on the 10:30 AM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May: please choose another shuttle.',
    ],
  ];

  it.each(refusals)('refuses %s with a sentence and writes nothing', async (_what, changes, message) => {
    const before = await storedTravel(server);
    const result = await submitTravel(server, ana(changes()));
    expect(result).toMatchObject({ success: false, message });
    expect(await storedTravel(server)).toBe(before);
  });

  it('lists every broken rule, in the guest’s language', async () => {
    const result = await submitTravel(
      server,
      ana({
        arrival: { at: '2026-05-14 10:30', mode: 'FLIGHT' },
        stay: { hotel: ' ', checkIn: '2026-05-15', checkOut: '2026-05-15', booked: false },
        shuttleSeats: [
          { runId: brunch.id, seats: 1 },
          { runId: brunch.id, seats: 1 },
        ],
      }),
      { language: 'fr' },
    );
    expect(result.errors).toEqual([
      'Indiquez la date et l’heure de votre arrivée avec leur fuseau horaire, par exemple 2026-05-14T10:30:00+02:00 pour 10\u00a0h\u00a030 à Paris.',
      'Indiquez où vous logez\u00a0: choisissez un hôtel de la liste, ou saisissez le nom du lieu.',
      'La date de départ de l’hôtel doit suivre la date d’arrivée. Vérifiez les deux dates.',
      'La même navette a été choisie deux fois. Choisissez-la une seule fois, avec toutes les places nécessaires.',
    ]);
  });

  it('refuses an unknown code with the lookup’s sentence', async () => {
    expect(await submitTravel(server, ana({ invitationCode: 'ZZZZ2222' }))).toMatchObject({
      success: false,
      message:
        'We could not find that invitation code. Please check it against your invitation card, or contact the couple.',
    });
  });
});
