import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { field, publish, saveDraft } from '../content/test/content-test-kit';
import { contentInstant } from './travel-deadline';

/**
 * The travel deadline is one fact with two doors (ADR 087): the Travel tab's setting and the
 * Content tab's field. Whichever the hosts changed last holds, for the guests' form and the hosts'
 * tab alike, and the Content tab shows the Travel tab's choice.
 */
const server = await startGraphqlServer();
const token = await server.login();
const deadline = async () =>
  (
    await server.gql<{ travelDeadline: string }>(
      'query ($token: String!) { travelDeadline(token: $token) }',
      { token },
    )
  ).body.data?.travelDeadline;
const setDeadline = async (value: string) =>
  (
    await server.gql<{ setTravelDeadline: { success: boolean } }>(
      'mutation ($token: String!, $deadline: String!) { setTravelDeadline(token: $token, deadline: $deadline) { success } }',
      { token, deadline: value },
    )
  ).body.data?.setTravelDeadline.success;

describe('the travel deadline from the Content tab', () => {
  it('is the content’s first value until the hosts change it', async () => {
    expect(await deadline()).toBe('2026-05-07T23:59:00+02:00');
  });

  it('holds once published, a time without an offset read in Paris', async () => {
    await saveDraft(server, token, [{ key: 'travel.deadline', en: '2026-05-05T18:00' }]);
    // A draft is not the deadline yet.
    expect(await deadline()).toBe('2026-05-07T23:59:00+02:00');
    expect((await publish(server, token)).success).toBe(true);
    expect(await deadline()).toBe('2026-05-05T18:00:00+02:00');
  });

  it('gives way to a later choice in the Travel tab, which the Content tab then shows', async () => {
    expect(await setDeadline('2026-05-06T12:00:00+02:00')).toBe(true);
    expect(await deadline()).toBe('2026-05-06T12:00:00+02:00');
    expect((await field(server, token, 'travel.deadline')).en).toBe('2026-05-06T12:00:00+02:00');
  });

  it('holds again after a later publish of the field, a day alone meaning its last minute', async () => {
    await saveDraft(server, token, [{ key: 'travel.deadline', en: '2026-05-04' }]);
    expect((await publish(server, token)).success).toBe(true);
    expect(await deadline()).toBe('2026-05-04T23:59:00+02:00');
  });
});

describe('a deadline typed in the Content tab', () => {
  it.each([
    ['2026-05-07T23:59:00+02:00', '2026-05-07T21:59:00.000Z'],
    ['2026-05-07T20:00:00Z', '2026-05-07T20:00:00.000Z'],
    ['2026-05-07T23:59', '2026-05-07T21:59:00.000Z'],
    ['2026-01-15', '2026-01-15T22:59:00.000Z'],
  ])('reads %s as %s', (typed, instant) => {
    expect(contentInstant(typed)?.toISOString()).toBe(instant);
  });

  it('reads nothing from what is not a date', () => {
    expect(contentInstant('next Friday')).toBeUndefined();
  });
});
