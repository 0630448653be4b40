import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { addGuest, answerAs, submitTravel } from './test/travel-test-kit';

/**
 * Stays per hotel (ADR 051): the hosts see each hotel of the accommodations page with the
 * parties staying there, night by night, against the room block the couple negotiated; the places
 * guests named themselves come last, together.
 */
const server = await startGraphqlServer();
const token = await server.login();

const STAYS =
  'query ($token: String!) { hotelStays(token: $token) { hotel parties people booked nights { date parties } blockRooms cutOff places } }';

const stay = (hotel: string, checkIn: string, checkOut: string, booked: boolean) => ({
  stay: { hotel, checkIn, checkOut, booked },
});

beforeAll(async () => {
  await server.gql(
    'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2030-01-01T00:00:00+01:00") { success } }',
    { token },
  );
  const claire = await addGuest(server, 'Claire Dupont', 'CRDPNT22', { plusOneAllowed: true });
  const paul = await addGuest(server, 'Paul Dupont', 'PGDPNT22', { partyOf: 'CRDPNT22' });
  await addGuest(server, 'Léa Dupont', 'RAEDPNT2', { partyOf: 'CRDPNT22', child: true });
  await answerAs(server, claire.id, true, true);
  await answerAs(server, paul.id, false);
  await addGuest(server, 'Ana Lima', 'ANAM2222');
  await addGuest(server, 'Tom Reed', 'TRD22222');
  await addGuest(server, 'Uma Roy', 'UMR22222');
  for (const [code, details] of [
    // Claire, her plus-one and Léa (Paul said no): three people, three nights.
    ['CRDPNT22', stay('Hôtel Welcome', '2026-05-14', '2026-05-17', true)],
    // Typed as a guest types it: the page's hotel all the same.
    ['ANAM2222', stay('hotel welcome', '2026-05-15', '2026-05-16', false)],
    ['TRD22222', stay('Airbnb in Villefranche', '2026-05-13', '2026-05-15', true)],
    ['UMR22222', stay('Chez ma tante', '2026-05-14', '2026-05-15', false)],
  ] as const) {
    expect((await submitTravel(server, { invitationCode: code, ...details })).success).toBe(true);
  }
});

describe('stays per hotel', () => {
  it('count parties, people and nights against each room block, then the other places together', async () => {
    const response = await server.gql<{ hotelStays: Array<Record<string, unknown>> }>(STAYS, { token });
    const stays = response.body.data?.hotelStays ?? [];
    // Every hotel of the page, in its order, the wedding's hotel first, then the other places.
    expect(stays.map((row) => row.hotel)).toEqual([
      'Grand-Hôtel du Cap-Ferrat, A Four Seasons Hotel',
      'Hôtel Brise Marine',
      "La Voile d'Or",
      'Hôtel Royal-Riviera',
      'La Réserve de Beaulieu',
      'Hôtel Welcome',
      'Cap Estel',
      "Château de la Chèvre d'Or",
      'Hôtel La Pérouse',
      'Le Negresco',
      'Hôtel Métropole Monte-Carlo',
      null,
    ]);
    expect(stays.find((row) => row.hotel === 'Hôtel Welcome')).toEqual({
      hotel: 'Hôtel Welcome',
      parties: 2,
      people: 4,
      booked: 1,
      nights: [
        { date: '2026-05-14', parties: 1 },
        { date: '2026-05-15', parties: 2 },
        { date: '2026-05-16', parties: 1 },
      ],
      blockRooms: 10,
      cutOff: '2026-04-01',
      places: [],
    });
    expect(stays[0]).toMatchObject({
      parties: 0,
      people: 0,
      nights: [],
      blockRooms: 25,
      cutOff: '2026-02-15',
    });
    expect(stays.find((row) => row.hotel === 'Cap Estel')).toMatchObject({ blockRooms: null, cutOff: null });
    expect(stays.at(-1)).toEqual({
      hotel: null,
      parties: 2,
      people: 2,
      booked: 1,
      nights: [
        { date: '2026-05-13', parties: 1 },
        { date: '2026-05-14', parties: 2 },
      ],
      blockRooms: null,
      cutOff: null,
      places: ['Airbnb in Villefranche', 'Chez ma tante'],
    });
  });

  it('are for the hosts only', async () => {
    const response = await server.gql<{ hotelStays: unknown }>(STAYS, { token: 'not-a-token' });
    expect(response.body.data).toBeFalsy();
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
