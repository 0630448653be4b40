import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { guestComing, seatingApi, type Plan } from './test/seating-test-kit';

/** Preferred rules in the fill, and the inputs read by the contract's schemas (ADR 081). */
const server = await startGraphqlServer();
const api = seatingApi(server, await server.login());
const W = 'welcomeDinner';

const tableOf = (plan: Plan | null | undefined, name: string) =>
  plan?.tables.find((table) => table.people.some((person) => person.name === name))?.name;

let ana: { id: string };
let ben: { id: string };
let cleo: { id: string };
let dan: { id: string };

beforeAll(async () => {
  ana = await guestComing(server, 'Ana Lima', { events: [W] });
  ben = await guestComing(server, 'Ben Ochs', { events: [W] });
  cleo = await guestComing(server, 'Cléo Roy', { events: [W] });
  dan = await guestComing(server, 'Dan Ives', { events: [W] });
  await api.createTable({ event: W, name: 'Figuier', capacity: 2 });
  await api.createTable({ event: W, name: 'Citronnier', capacity: 2 });
});

describe('preferred rules in the fill', () => {
  it('keeps a preferred rule where it can and never fails because of one, which stays a warning', async () => {
    // Together: Ana and Cléo. Apart: Ana and Ben. Together: Ana, Ben and Dan (cannot be kept at tables of two).
    const together = await api.addRule({
      event: W,
      kind: 'TOGETHER',
      hard: false,
      people: [{ guestId: ana.id }, { guestId: cleo.id }],
    });
    expect(together.success).toBe(true);
    await api.addRule({
      event: W,
      kind: 'APART',
      hard: false,
      people: [{ guestId: ana.id }, { guestId: ben.id }],
    });
    await api.addRule({
      event: W,
      kind: 'TOGETHER',
      hard: false,
      people: [{ guestId: ana.id }, { guestId: ben.id }, { guestId: dan.id }],
    });
    const filled = await api.fill(W);
    expect(filled).toMatchObject({ success: true, message: null });
    const plan = filled.plan;
    expect(plan?.unseated).toEqual([]);
    expect(tableOf(plan, 'Cléo Roy')).toBe(tableOf(plan, 'Ana Lima'));
    expect(tableOf(plan, 'Ben Ochs')).toBe(tableOf(plan, 'Dan Ives'));
    expect(plan?.warnings.filter((w) => w.kind === 'RULE').map((w) => w.message)).toEqual([
      'Ana Lima, Ben Ochs and Dan Ives should sit together but are at different tables.',
    ]);
    // The same plan refilled from scratch gives the same seats.
    for (const table of plan?.tables ?? []) await api.deleteTable(table.id);
    await api.createTable({ event: W, name: 'Figuier', capacity: 2 });
    await api.createTable({ event: W, name: 'Citronnier', capacity: 2 });
    const again = await api.fill(W);
    expect(tableOf(again.plan, 'Cléo Roy')).toBe(tableOf(again.plan, 'Ana Lima'));
  });
});

describe('the inputs, read by the contract’s schemas', () => {
  it('refuses a table’s fields by name, each once, and writes nothing', async () => {
    const before = (await api.plan(W)).tables.length;
    expect(
      await api.createTable({ event: W, name: 'Rose', nameFr: 'R'.repeat(101), capacity: 0 }),
    ).toMatchObject({
      success: false,
      message: 'Name: a table’s name has at most 100 characters.',
      errors: [
        'Name: a table’s name has at most 100 characters.',
        'Capacity: a table seats from 1 to 200 people.',
      ],
      plan: null,
    });
    expect(await api.createTable({ event: 'ceremonyAndLunch', name: 'Rose', capacity: 201 })).toMatchObject({
      errors: [
        'Event: only the welcome dinner and the reception dinner have a seating plan.',
        'Capacity: a table seats from 1 to 200 people.',
      ],
    });
    expect((await api.plan(W)).tables.length).toBe(before);
  });

  it('refuses a rule of one person or for another event, naming the field', async () => {
    expect(await api.addRule({ event: W, kind: 'APART', people: [{ guestId: ana.id }] })).toMatchObject({
      success: false,
      message: 'People: a rule names at least two people.',
    });
    expect(
      await api.addRule({
        event: 'farewellBrunch',
        kind: 'APART',
        people: [{ guestId: ana.id }, { guestId: ben.id }],
      }),
    ).toMatchObject({
      success: false,
      message: 'Event: only the welcome dinner and the reception dinner have a seating plan.',
    });
  });
});
