import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { guestComing, seatingApi, type Plan } from './test/seating-test-kit';

/** The seating plan over real HTTP and PostgreSQL (DESIGN 3.6, ADR 077). */
const server = await startGraphqlServer();
const token = await server.login();
const api = seatingApi(server, token);

const R = 'cocktailAndReception';
const W = 'welcomeDinner';
const names = (people: Array<{ name: string }>) => people.map((person) => person.name);
const seatCount = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM seating_seats`.execute(server.db)).rows[0]?.n,
  );

let dupont: { id: string; partyId: string };
let lea: { id: string; partyId: string };
let tom: { id: string; partyId: string };
let ana: { id: string; partyId: string };
let hugo: { id: string; partyId: string };

beforeAll(async () => {
  dupont = await guestComing(server, 'Claire Dupont', {
    language: 'fr',
    allergies: 'Arachides',
    plusOne: { name: 'Marc Dupont', entree: 'Fish' },
  });
  lea = await guestComing(server, 'Léa Dupont', { party: dupont.partyId, language: 'fr', child: true });
  tom = await guestComing(server, 'Tom Baker', { entree: 'Vegetarian' });
  ana = await guestComing(server, 'Ana Lima');
  hugo = await guestComing(server, 'Hugo Welcome', { events: [W] });
});

const tableId = (plan: Plan | null, name: string) => {
  const table = plan?.tables.find((t) => t.name === name);
  if (!table) throw new Error(`no table ${name}`);
  return table.id;
};

describe('a dinner’s plan', () => {
  it('lists everyone coming to it, guests, plus-ones and children, as unseated before any table', async () => {
    const plan = await api.plan(R);
    expect(names(plan.unseated)).toEqual([
      'Ana Lima',
      'Claire Dupont',
      'Léa Dupont',
      'Marc Dupont',
      'Tom Baker',
    ]);
    expect(plan.unseated.find((p) => p.name === 'Marc Dupont')).toMatchObject({
      plusOne: true,
      guestId: dupont.id,
      entree: 'Fish',
    });
    expect(plan.unseated.find((p) => p.name === 'Léa Dupont')).toMatchObject({
      child: true,
      entree: 'Kids',
      language: 'fr',
    });
    expect(plan.warnings.map((w) => w.message)).toEqual(['5 people are coming without a seat.']);
    expect(names((await api.plan(W)).unseated)).toEqual([
      'Ana Lima',
      'Claire Dupont',
      'Hugo Welcome',
      'Léa Dupont',
      'Marc Dupont',
      'Tom Baker',
    ]);
  });

  it('refuses a table without a name or with a capacity out of range, and another event, writing nothing', async () => {
    expect(await api.createTable({ event: R, name: '  ', capacity: 0 })).toMatchObject({
      success: false,
      message: 'Name: give the table a name.',
      errors: ['Name: give the table a name.', 'Capacity: a table seats from 1 to 200 people.'],
      plan: null,
    });
    expect(await api.createTable({ event: 'farewellBrunch', name: 'Brunch', capacity: 8 })).toMatchObject({
      success: false,
      message: 'Event: only the welcome dinner and the reception dinner have a seating plan.',
    });
    expect((await api.plan(R)).tables).toEqual([]);
  });

  it('seats a party at a table, refuses a table over capacity, and a person not coming to that dinner', async () => {
    const created = await api.createTable({
      event: R,
      name: 'Olive',
      nameFr: 'Olivier',
      shape: 'ROUND',
      capacity: 3,
    });
    expect(created.success).toBe(true);
    const olive = tableId(created.plan, 'Olive');
    const party = [{ guestId: dupont.id }, { guestId: dupont.id, plusOne: true }, { guestId: lea.id }];
    const seated = await api.seat(olive, party);
    expect(seated.success).toBe(true);
    expect(names(seated.plan?.tables[0]?.people ?? [])).toEqual([
      'Claire Dupont',
      'Léa Dupont',
      'Marc Dupont',
    ]);
    expect(seated.plan?.warnings.map((w) => w.kind)).toEqual(['FULL', 'UNSEATED']);

    expect(await api.seat(olive, [{ guestId: tom.id }])).toMatchObject({
      success: false,
      message: 'Olive has no seat left and you are seating 1 person: choose another table or fewer people.',
    });
    const created2 = await api.createTable({ event: R, name: 'Lavande', capacity: 4 });
    const lavande = tableId(created2.plan, 'Lavande');
    expect(await api.seat(lavande, [{ guestId: hugo.id }])).toMatchObject({
      success: false,
      message:
        'Hugo Welcome is not coming to the reception dinner: only people coming to it can be seated or named in its rules.',
    });
    expect(await api.seat(lavande, [{ guestId: '00000000-0000-4000-8000-000000000000' }])).toMatchObject({
      success: false,
      message: 'This person is not on the guest list (they may have just been removed): reload the plan.',
    });
    expect(await api.seat('00000000-0000-4000-8000-000000000000', [{ guestId: tom.id }])).toMatchObject({
      success: false,
      message: 'This table is not on the plan (it may have just been deleted): reload the plan.',
    });
    expect(await api.updateTable(olive, { event: R, name: 'Olive', capacity: 2 })).toMatchObject({
      success: false,
      message: '3 people already sit at this table: give a capacity of at least 3, or move someone first.',
    });
    expect(await seatCount()).toBe(3);
  });

  it('warns of a lone speaker of a language at a table', async () => {
    const plan = await api.plan(R);
    const olive = tableId(plan, 'Olive');
    // Marc is a plus-one of a French guest: French too. Unseat Léa, seat Tom (English): he is alone.
    await api.seat(null, [{ guestId: lea.id }], R);
    const result = await api.seat(olive, [{ guestId: tom.id }]);
    expect(result.plan?.warnings.find((w) => w.kind === 'LONE_LANGUAGE')).toMatchObject({
      message: 'Tom Baker is the only English speaker at Olive.',
      tableId: olive,
    });
    await api.seat(null, [{ guestId: tom.id }], R);
    await api.seat(olive, [{ guestId: lea.id }]);
  });

  it('refuses a rule naming someone from another dinner; fill keeps the seated and the hard rules', async () => {
    expect(
      await api.addRule({ event: R, kind: 'APART', people: [{ guestId: tom.id }, { guestId: hugo.id }] }),
    ).toMatchObject({
      success: false,
      message: expect.stringContaining('Hugo Welcome is not coming to the reception dinner'),
    });
    const rule = await api.addRule({
      event: R,
      kind: 'APART',
      people: [{ guestId: tom.id }, { guestId: ana.id }],
    });
    expect(rule.plan?.rules).toEqual([
      {
        id: expect.any(String),
        kind: 'APART',
        hard: true,
        people: [{ name: 'Ana Lima' }, { name: 'Tom Baker' }],
      },
    ]);
    const lavandeOnly = await api.fill(R);
    expect(lavandeOnly).toMatchObject({
      success: false,
      message:
        'Nobody was seated: the rule keeping Ana Lima and Tom Baker apart cannot be kept with these tables. Add a table or make the rule preferred.',
    });
    expect(await seatCount()).toBe(3);
    await api.createTable({ event: R, name: 'Romarin', capacity: 2 });
    const filled = await api.fill(R);
    expect(filled.success).toBe(true);
    const tables = filled.plan?.tables ?? [];
    expect(names(tables.find((t) => t.name === 'Olive')?.people ?? [])).toEqual([
      'Claire Dupont',
      'Léa Dupont',
      'Marc Dupont',
    ]);
    const tomAt = tables.find((t) => names(t.people).includes('Tom Baker'));
    const anaAt = tables.find((t) => names(t.people).includes('Ana Lima'));
    expect(tomAt && anaAt && tomAt.id !== anaAt.id).toBe(true);
    expect(filled.plan?.unseated).toEqual([]);
  });

  it('the fill gives the same seats for the same plan', async () => {
    const plan = await api.plan(R);
    await api.seat(null, [{ guestId: tom.id }, { guestId: ana.id }], R);
    const first = await api.fill(R);
    await api.seat(null, [{ guestId: tom.id }, { guestId: ana.id }], R);
    const second = await api.fill(R);
    expect(second.plan?.tables).toEqual(first.plan?.tables);
    expect(plan.tables.length).toBe(3);
  });

  it('a table full for a party that must join it: the fill seats nobody and names the table', async () => {
    const gabriel = await guestComing(server, 'Gabriel Dupont', { party: dupont.partyId, language: 'fr' });
    expect(await api.fill(R)).toMatchObject({
      success: false,
      message:
        'Nobody was seated: 1 person must join their party at Olive, which has 0 seats left. Make Olive larger or split the party.',
    });
    await server.db.deleteFrom('rsvps').where('guest_id', '=', gabriel.id).execute();
  });

  it('someone who stops coming leaves their seat at once; a removed guest leaves no seat', async () => {
    await server.db
      .updateTable('rsvps')
      .set({ cocktail_and_reception: false })
      .where('guest_id', '=', tom.id)
      .execute();
    const plan = await api.plan(R);
    expect(plan.tables.flatMap((t) => names(t.people))).not.toContain('Tom Baker');
    expect(plan.warnings.find((w) => w.kind === 'LEFT')?.message).toBe(
      '1 person who had a seat is no longer coming; the seat is free.',
    );
    const before = await seatCount();
    await api.release(R, false); // any change drops the seat of someone gone
    expect(await seatCount()).toBe(before - 1);
    await server.db.deleteFrom('rsvps').where('guest_id', '=', ana.id).execute();
    await server.db.deleteFrom('rsvp_submissions').where('guest_id', '=', ana.id).execute();
    await server.db.deleteFrom('seating_rule_people').where('guest_id', '=', ana.id).execute();
    await server.db.deleteFrom('guests').where('id', '=', ana.id).execute();
    expect(await seatCount()).toBe(before - 2);
  });

  it('the kitchen sheet: per table in French, counts and allergies, no names', async () => {
    const body = await api.kitchen(R);
    expect(body.data?.kitchenSheet).toContainEqual({
      table: 'Olivier',
      people: 3,
      meat: 1,
      fish: 1,
      vegetarian: 0,
      kids: 1,
      allergies: ['Arachides'],
    });
    expect(JSON.stringify(body)).not.toMatch(/Dupont|Baker|example\.com/);
  });

  it('deleting a table sends its people back to the unseated list; release is remembered', async () => {
    const plan = await api.plan(R);
    const deleted = await api.deleteTable(tableId(plan, 'Olive'));
    expect(deleted.plan?.tables.map((t) => t.name)).not.toContain('Olive');
    expect(names(deleted.plan?.unseated ?? [])).toEqual(['Claire Dupont', 'Léa Dupont', 'Marc Dupont']);
    expect((await api.release(R, true)).plan?.released).toBe(true);
    expect((await api.plan(W)).released).toBe(false);
  });

  it('is for the hosts only', async () => {
    const response = await server.gql('query { seatingPlan(token: "", event: welcomeDinner) { released } }');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('two hosts at once', () => {
  it('racing for the last seat of a table: one is seated, the other told why', async () => {
    const a = await guestComing(server, 'Race One', { events: [W] });
    const b = await guestComing(server, 'Race Two', { events: [W] });
    const table = tableId(
      (await api.createTable({ event: W, name: 'Last seat', capacity: 1 })).plan,
      'Last seat',
    );
    const results = await Promise.all([
      api.seat(table, [{ guestId: a.id }]),
      api.seat(table, [{ guestId: b.id }]),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)?.message).toBe(
      'Last seat has no seat left and you are seating 1 person: choose another table or fewer people.',
    );
    const seated = await server.db
      .selectFrom('seating_seats')
      .select('guest_id')
      .where('table_id', '=', table)
      .execute();
    expect(seated).toHaveLength(1);
  });

  it('seating one person at two tables at once: one seat, and a sentence for the other host', async () => {
    const c = await guestComing(server, 'Race Three', { events: [W] });
    const plan = await api.createTable({ event: W, name: 'Left', capacity: 5 });
    await api.createTable({ event: W, name: 'Right', capacity: 5 });
    const right = tableId(await api.plan(W), 'Right');
    const left = tableId(plan.plan, 'Left');
    const results = await Promise.all([
      api.seat(left, [{ guestId: c.id }]),
      api.seat(right, [{ guestId: c.id }]),
    ]);
    const seats = await server.db
      .selectFrom('seating_seats')
      .select('table_id')
      .where('guest_id', '=', c.id)
      .execute();
    expect(seats).toHaveLength(1);
    // Either both ran one after the other (the second moved them), or the second was refused.
    const refused = results.filter((r) => !r.success);
    for (const r of refused)
      expect(r.message).toBe(
        'Someone else has just seated one of these people at another table: reload the plan to see where, then try again.',
      );
  });
});
