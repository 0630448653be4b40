import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { guestComing, seatingApi } from '../seating/test/seating-test-kit';

/** The weekend pass's seats (DESIGN 3.6, ADR 081): each person's table once a plan is released. */
const server = await startGraphqlServer();
const api = seatingApi(server, await server.login());
let address = 0;

const PASS = `query ($code: String!) { weekendPass(invitationCode: $code) { events { id people seats { name table } } } }`;

async function passSeats(code: string, language: 'en' | 'fr') {
  const response = await server.gql<{
    weekendPass: { events: Array<{ id: string; seats: Array<{ name: string; table: string }> }> };
  }>(PASS, { code }, { from: `198.51.100.${(address += 1)}`, headers: { 'Accept-Language': language } });
  const events = response.body.data?.weekendPass.events ?? [];
  return Object.fromEntries(events.map((event) => [event.id, event.seats]));
}

describe('the pass’s seats', () => {
  it('are empty before the hosts release a plan, then name each table in the page’s language', async () => {
    const claire = await guestComing(server, 'Claire Martin', {
      language: 'fr',
      plusOne: { name: 'Marc Martin' },
    });
    await guestComing(server, 'Léa Martin', {
      party: claire.partyId,
      child: true,
      events: ['cocktailAndReception'],
    });
    const { invitation_code: code } = await server.db
      .selectFrom('guests')
      .select('invitation_code')
      .where('id', '=', claire.id)
      .executeTakeFirstOrThrow();
    const roses = (
      await api.createTable({
        event: 'cocktailAndReception',
        name: 'Roses',
        nameFr: 'Les Roses',
        capacity: 8,
      })
    ).plan?.tables[0];
    const olives = (await api.createTable({ event: 'welcomeDinner', name: 'Olives', capacity: 8 })).plan
      ?.tables[0];
    if (!roses || !olives) throw new Error('no tables');
    expect((await api.fill('cocktailAndReception')).success).toBe(true);
    expect((await api.fill('welcomeDinner')).success).toBe(true);

    // Seated but not released: nothing on the pass.
    const before = await passSeats(code, 'en');
    expect(before['reception']).toEqual([]);
    expect(before['welcome-dinner']).toEqual([]);
    expect(before['cocktail-hour']).toEqual([]);

    expect((await api.release('cocktailAndReception', true)).plan?.released).toBe(true);
    const english = await passSeats(code, 'en');
    expect(english['reception']).toEqual([
      { name: 'Claire Martin', table: 'Roses' },
      { name: 'Marc Martin', table: 'Roses' },
      { name: 'Léa Martin', table: 'Roses' },
    ]);
    // The cocktail is no seated dinner, and the welcome dinner is not released yet.
    expect(english['cocktail-hour']).toEqual([]);
    expect(english['welcome-dinner']).toEqual([]);
    const french = await passSeats(code, 'fr');
    expect(french['reception']?.map((seat) => seat.table)).toEqual(['Les Roses', 'Les Roses', 'Les Roses']);

    // A table without a French name keeps its one name on the French pass.
    await api.release('welcomeDinner', true);
    expect((await passSeats(code, 'fr'))['welcome-dinner']).toEqual([
      { name: 'Claire Martin', table: 'Olives' },
      { name: 'Marc Martin', table: 'Olives' },
    ]);
    // Hidden again when the hosts take the plan back.
    await api.release('cocktailAndReception', false);
    expect((await passSeats(code, 'en'))['reception']).toEqual([]);
  });
});
