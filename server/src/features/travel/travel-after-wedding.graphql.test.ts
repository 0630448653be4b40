import { afterAll, describe, expect, it, vi } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { writeSitePhase } from '../../platform/settings/site-phase';
import { addGuest, createRun, storedTravel, submitTravel } from './test/travel-test-kit';

/**
 * Phase AFTER (DESIGN 3.8, ADR 083): each thing a party may give of its travel (arrival and
 * departure, stay, shuttle seats) is refused with a sentence and nothing is written; phase BEFORE
 * with the clock past the wedding answers as ever (the hosts keep travel open with its deadline).
 */
// A day after the weekend (in Paris), whatever day the tests run on: only Date is held.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-18T09:00:00Z') });
afterAll(() => void vi.useRealTimers());

const server = await startGraphqlServer();
const token = await server.login();
await addGuest(server, 'Claire Dupont', 'CRDPNT22');
await server.gql(
  'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2030-01-01T12:00:00+01:00") { success } }',
  { token },
);
const { run } = await createRun(server, token, {
  from: 'Nice airport',
  to: 'Hôtel Welcome',
  departsAt: '2026-05-14T15:00:00+02:00',
  capacity: 20,
});

const CLOSED = 'The weekend is over: answers are closed. Thank you for celebrating with us.';
const answers = {
  arrival: { arrival: { at: '2026-05-14T10:30:00+02:00', mode: 'FLIGHT', number: 'AF 7700', place: 'Nice' } },
  departure: { departure: { at: '2026-05-17T16:00:00+02:00', mode: 'TRAIN' } },
  stay: { stay: { hotel: 'Hôtel Welcome', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true } },
  shuttle: { shuttleSeats: [{ runId: run?.id, seats: 2 }] },
};

describe('travel after the wedding', () => {
  it.each(Object.entries(answers))(
    'in phase AFTER, giving the %s is refused and writes nothing',
    async (_, given) => {
      await writeSitePhase(server.db, 'AFTER');
      const before = await storedTravel(server);
      expect(await submitTravel(server, { invitationCode: 'CRDPNT22', ...given })).toEqual({
        success: false,
        message: CLOSED,
        errors: [CLOSED],
      });
      const french = await submitTravel(server, { invitationCode: 'CRDPNT22', ...given }, { language: 'fr' });
      expect(french.message).toBe(
        'Le week-end est terminé\u00a0: les réponses sont closes. Merci d’avoir célébré ce moment avec nous.',
      );
      expect(await storedTravel(server)).toBe(before);
    },
  );

  it('in phase BEFORE, with the clock past the wedding, the party’s travel is stored as ever', async () => {
    await writeSitePhase(server.db, 'BEFORE');
    const everything = { invitationCode: 'CRDPNT22', ...Object.assign({}, ...Object.values(answers)) };
    expect(await submitTravel(server, everything)).toMatchObject({ success: true });
    const stored = JSON.parse(await storedTravel(server)) as { travel: unknown[]; seats: unknown[] };
    expect(stored.travel).toHaveLength(1);
    expect(stored.seats).toEqual([expect.objectContaining({ run_id: run?.id, seats: 2 })]);
  });
});
