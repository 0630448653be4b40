import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { DEADLINE_MESSAGES, deadlineWarnings } from './travel-deadline';
import { createRun } from './test/travel-test-kit';

/**
 * Dates that cannot be right (ADR 074): a run outside the weekend's month is refused with the day
 * it fell on; a deadline after or during the weekend, or already past, is saved with a warning.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

interface DeadlineResult {
  success: boolean;
  message: string | null;
  errors: string[];
  warnings: string[];
}
const setDeadline = async (deadline: string) =>
  (
    await gql<{ setTravelDeadline: DeadlineResult }>(
      'mutation ($token: String!, $deadline: String!) { setTravelDeadline(token: $token, deadline: $deadline) { success message errors warnings } }',
      { token, deadline },
    )
  ).body.data?.setTravelDeadline;
const stored = async () =>
  (await db.selectFrom('app_settings').selectAll().where('key', '=', 'travel_deadline').executeTakeFirst())
    ?.value;

const run = (departsAt: string) => ({ from: 'Nice airport', to: 'Hôtel Welcome', departsAt, capacity: 40 });

describe('a shuttle run’s day', () => {
  it('is refused in the month after or before the weekend, saying which day and which month', async () => {
    const june = await createRun(server, token, run('2026-06-10T10:30:00+02:00'));
    expect(june).toMatchObject({ success: false, run: null });
    expect(june.errors).toEqual([
      'Please give a departure in May 2026, the month of the wedding weekend (14 May 2026 to 16 May 2026): 10 June 2026 is outside it.',
    ]);
    // 17:30 in New York on 30 April is still 30 April in Paris; 19:30 is 1 May there, in the month.
    const april = await createRun(server, token, run('2026-04-30T17:30:00-04:00'));
    expect(april.errors).toEqual([expect.stringContaining('30 April 2026 is outside it.')]);
    const early = await createRun(server, token, run('2026-04-30T19:30:00-04:00'));
    expect(early).toMatchObject({ success: true, errors: [] });
    const runs = await db.selectFrom('shuttle_runs').select('departs_at').execute();
    expect(runs.map((row) => row.departs_at.toISOString())).toEqual(['2026-04-30T23:30:00.000Z']);
  });

  it('keeps the range’s sentence for a day further away, once', async () => {
    const july = await createRun(server, token, run('2026-07-01T10:30:00+02:00'));
    expect(july.errors).toEqual([
      'Please give a departure between 14 April 2026 and 16 June 2026: the dates around the wedding.',
    ]);
  });
});

describe('the travel deadline', () => {
  it('is saved after the wedding with a warning that says why and what to choose', async () => {
    const later = await setDeadline('2030-05-07T23:59:00+02:00');
    expect(later).toMatchObject({ success: true, errors: [] });
    expect(later?.warnings).toContain(DEADLINE_MESSAGES.afterWedding);
    expect(DEADLINE_MESSAGES.afterWedding).toContain(
      'after the wedding weekend (14 May 2026 to 16 May 2026)',
    );
    expect(await stored()).toBe('2030-05-07T23:59:00+02:00');
  });

  it('warns of a deadline already past, and warns nothing when a bad one is refused', async () => {
    const past = await setDeadline('2020-05-07T23:59:00+02:00');
    expect(past?.warnings).toEqual([DEADLINE_MESSAGES.passed]);
    const bad = await setDeadline('2026-05-07');
    expect(bad).toEqual({
      success: false,
      message: DEADLINE_MESSAGES.invalid,
      errors: expect.any(Array),
      warnings: [],
    });
    expect(await stored()).toBe('2020-05-07T23:59:00+02:00');
  });

  it('is judged against the clock given, in Paris', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(deadlineWarnings(new Date('2026-05-07T21:59:00Z'), now)).toEqual([]);
    // 23:30 on 13 May in Paris is the day before the weekend; 00:30 on 14 May is in it.
    expect(deadlineWarnings(new Date('2026-05-13T21:30:00Z'), now)).toEqual([]);
    expect(deadlineWarnings(new Date('2026-05-13T22:30:00Z'), now)).toEqual([
      DEADLINE_MESSAGES.duringWedding,
    ]);
    expect(deadlineWarnings(new Date('2026-05-16T21:30:00Z'), now)).toEqual([
      DEADLINE_MESSAGES.duringWedding,
    ]);
    expect(deadlineWarnings(new Date('2026-05-16T22:30:00Z'), now)).toEqual([DEADLINE_MESSAGES.afterWedding]);
    expect(deadlineWarnings(new Date('2026-02-28T12:00:00Z'), now)).toEqual([DEADLINE_MESSAGES.passed]);
    expect(deadlineWarnings(new Date('2026-05-20T12:00:00Z'), new Date('2026-06-01T00:00:00Z'))).toEqual([
      DEADLINE_MESSAGES.afterWedding,
      DEADLINE_MESSAGES.passed,
    ]);
  });
});
