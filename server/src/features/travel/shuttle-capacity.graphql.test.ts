import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { addGuest, createRun, submitTravel, type Run, type RunResult } from './test/travel-test-kit';

/**
 * A run's last seats, asked for by two parties at the same moment over real HTTP: one gets them, the
 * other a sentence naming the run, and the seats never pass the capacity (ADR 046).
 */
const server = await startGraphqlServer();
const token = await server.login();

beforeAll(async () => {
  await server.gql(
    'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2030-01-01T00:00:00+01:00") { success } }',
    { token },
  );
  await addGuest(server, 'Claire Dupont', 'CRDPNT22');
  await addGuest(server, 'Ana Lima', 'ANAM2222');
});

async function newRun(capacity: number, hour: number): Promise<Run> {
  const { run } = await createRun(server, token, {
    from: 'Nice airport',
    to: 'Hôtel Welcome',
    departsAt: `2026-05-14T${String(hour).padStart(2, '0')}:30:00+02:00`,
    capacity,
  });
  if (!run) throw new Error('no run');
  return run;
}

const seatsOn = async (runId: string) =>
  (
    await sql<{
      taken: number;
    }>`SELECT coalesce(sum(seats), 0)::int AS taken FROM shuttle_seats WHERE run_id = ${runId}`.execute(
      server.db,
    )
  ).rows[0]?.taken;

describe('the last seats of a run', () => {
  it.each([7, 8, 9, 10, 11])('go to one of two parties asking at once (run at %i:30)', async (hour) => {
    const run = await newRun(4, hour);
    const ask = (code: string, from: string) =>
      submitTravel(server, { invitationCode: code, shuttleSeats: [{ runId: run.id, seats: 3 }] }, { from });
    const results = await Promise.all([ask('CRDPNT22', '198.51.100.1'), ask('ANAM2222', '198.51.100.2')]);
    expect(results.filter((result) => result.success)).toHaveLength(1);
    const refused = results.find((result) => !result.success);
    expect(refused?.message).toBe(
      `Only 1 seat is left on the ${hour}:30 AM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May: choose fewer seats or another shuttle.`,
    );
    expect(await seatsOn(run.id)).toBe(3);
  });

  it('are counted without the party’s own seats: a party may keep or change what it holds', async () => {
    const run = await newRun(4, 13);
    const take = (code: string, seats: number) =>
      submitTravel(server, { invitationCode: code, shuttleSeats: [{ runId: run.id, seats }] });
    expect(await take('CRDPNT22', 4)).toMatchObject({ success: true });
    expect(await take('CRDPNT22', 4)).toMatchObject({ success: true });
    expect(await take('ANAM2222', 1)).toMatchObject({
      success: false,
      message:
        'No seats are left on the 1:30 PM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May: please choose another shuttle.',
    });
    expect(await take('CRDPNT22', 2)).toMatchObject({ success: true });
    expect(await take('ANAM2222', 2)).toMatchObject({ success: true });
    expect(await seatsOn(run.id)).toBe(4);
  });

  it('cannot shrink below the seats taken, and a cancelled run takes none', async () => {
    const run = await newRun(10, 14);
    await submitTravel(server, { invitationCode: 'CRDPNT22', shuttleSeats: [{ runId: run.id, seats: 6 }] });
    const update = async (capacity: number) =>
      (
        await server.gql<{ updateShuttleRun: RunResult }>(
          'mutation ($token: String!, $id: ID!, $input: ShuttleRunInput!) { updateShuttleRun(token: $token, id: $id, input: $input) { success message errors run { capacity seatsTaken } } }',
          {
            token,
            id: run.id,
            input: { from: run.from, to: run.to, departsAt: run.departsAt, capacity },
          },
        )
      ).body.data?.updateShuttleRun;
    expect(await update(5)).toMatchObject({
      success: false,
      message: '6 seats are already taken on this run: give a capacity of at least 6, or add another run.',
    });
    expect(await update(6)).toMatchObject({ success: true, run: { capacity: 6, seatsTaken: 6 } });

    const cancel = await server.gql<{ cancelShuttleRun: RunResult }>(
      'mutation ($token: String!, $id: ID!) { cancelShuttleRun(token: $token, id: $id) { success message run { cancelledAt seatsTaken } } }',
      { token, id: run.id },
    );
    expect(cancel.body.data?.cancelShuttleRun).toMatchObject({
      success: true,
      run: {
        cancelledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/),
        seatsTaken: 6,
      },
    });
    expect(
      await submitTravel(server, { invitationCode: 'ANAM2222', shuttleSeats: [{ runId: run.id, seats: 1 }] }),
    ).toMatchObject({
      success: false,
      message:
        'The 2:30 PM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May has been canceled. Please set its seats to 0 and choose another shuttle.',
    });
    expect(await update(20)).toMatchObject({ success: false });
  });
});
