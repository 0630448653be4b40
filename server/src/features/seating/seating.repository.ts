import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';

import type { SeatedEvent } from './seating-events';

/** A person coming to a dinner, as the plan shows them. */
export interface PlanPerson {
  guestId: string;
  plusOne: boolean;
  name: string;
  partyId: string;
  partyName: string;
  child: boolean;
  language: 'en' | 'fr';
  entree: string | null;
  allergies: string | null;
}

export const personKey = (person: { guestId: string; plusOne: boolean }) =>
  `${person.guestId}/${person.plusOne ? 1 : 0}`;

/**
 * Everyone coming to a dinner, from the current answers (as the caterer's sheets read them): each
 * guest who ticked it, and their plus-one who did. One statement whatever the list's size.
 */
export async function peopleComing(db: DbOrTx, event: SeatedEvent): Promise<PlanPerson[]> {
  const column = event === 'welcomeDinner' ? 'welcome_dinner' : 'cocktail_and_reception';
  const rows = await db
    .selectFrom('rsvps as r')
    .innerJoin('guests as g', 'g.id', 'r.guest_id')
    .innerJoin('parties as p', 'p.id', 'g.party_id')
    .select([
      'r.guest_id',
      'g.name',
      'g.child',
      'g.language',
      'g.party_id',
      'p.name as party_name',
      'r.entree',
      'r.dietary_notes',
      'r.plus_one_entree',
      'r.plus_one_dietary_notes',
      'r.plus_one_first_name',
      'r.plus_one_last_name',
      sql<boolean>`r.${sql.ref(column)}`.as('guest_comes'),
      sql<boolean>`r.plus_one_attending AND r.${sql.ref(`plus_one_${column}`)}`.as('plus_one_comes'),
    ])
    .where((eb) =>
      eb.or([eb(sql.ref(`r.${column}`), '=', true), eb(sql.ref(`r.plus_one_${column}`), '=', true)]),
    )
    .execute();
  // Only the reception has an entrée (the caterer's sheets, ADR 077).
  const reception = event === 'cocktailAndReception';
  const people: PlanPerson[] = [];
  for (const row of rows) {
    const language = row.language === 'fr' ? 'fr' : 'en';
    const base = { partyId: row.party_id, partyName: row.party_name, language } as const;
    if (row.guest_comes)
      people.push({
        ...base,
        guestId: row.guest_id,
        plusOne: false,
        name: row.name,
        child: row.child,
        entree: reception ? row.entree : null,
        allergies: row.dietary_notes?.trim() || null,
      });
    if (row.plus_one_comes) {
      const named = [row.plus_one_first_name, row.plus_one_last_name].filter(Boolean).join(' ').trim();
      people.push({
        ...base,
        guestId: row.guest_id,
        plusOne: true,
        name: named || `Guest of ${row.name}`,
        child: false,
        entree: reception ? row.plus_one_entree : null,
        allergies: row.plus_one_dietary_notes?.trim() || null,
      });
    }
  }
  return people.sort((a, b) => a.name.localeCompare(b.name) || personKey(a).localeCompare(personKey(b)));
}

export interface TableRow {
  id: string;
  event: string;
  name: string;
  name_fr: string | null;
  shape: string;
  capacity: number;
}

export const tablesOf = (db: DbOrTx, event: SeatedEvent): Promise<TableRow[]> =>
  db
    .selectFrom('seating_tables')
    .select(['id', 'event', 'name', 'name_fr', 'shape', 'capacity'])
    .where('event', '=', event)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const seatsOf = (db: DbOrTx, event: SeatedEvent) =>
  db
    .selectFrom('seating_seats')
    .select(['table_id', 'guest_id', 'plus_one'])
    .where('event', '=', event)
    .orderBy('seated_at')
    .execute();

export async function rulesOf(db: DbOrTx, event: SeatedEvent) {
  const rows = await db
    .selectFrom('seating_rules as r')
    .leftJoin('seating_rule_people as p', 'p.rule_id', 'r.id')
    .select(['r.id', 'r.kind', 'r.hard', 'p.guest_id', 'p.plus_one'])
    .where('r.event', '=', event)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const rules = new Map<
    string,
    { id: string; kind: 'TOGETHER' | 'APART'; hard: boolean; people: string[] }
  >();
  for (const row of rows) {
    const rule = rules.get(row.id) ?? {
      id: row.id,
      kind: row.kind === 'APART' ? ('APART' as const) : ('TOGETHER' as const),
      hard: row.hard,
      people: [],
    };
    if (row.guest_id) rule.people.push(personKey({ guestId: row.guest_id, plusOne: row.plus_one ?? false }));
    rules.set(row.id, rule);
  }
  return [...rules.values()];
}

export const isReleased = async (db: DbOrTx, event: SeatedEvent) =>
  !!(await db.selectFrom('seating_releases').select('event').where('event', '=', event).executeTakeFirst());

/** The seats of people no longer coming: deleted by every change to the plan (ADR 077). */
export async function dropSeatsOfPeopleGone(db: DbOrTx, event: SeatedEvent, coming: readonly PlanPerson[]) {
  const keys = coming.map(personKey);
  await sql`DELETE FROM seating_seats s WHERE s.event = ${event}
    AND NOT (s.guest_id::text || '/' || CASE WHEN s.plus_one THEN '1' ELSE '0' END = ANY(${keys}::text[]))`.execute(
    db,
  );
}

/** Locks a dinner's tables in one order: two hosts' changes to one table wait for each other. */
export const lockTables = (db: DbOrTx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('seating_tables')
        .select(['id', 'event', 'name', 'name_fr', 'shape', 'capacity'])
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute();

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export interface TableFields {
  event: SeatedEvent;
  name: string;
  name_fr: string | null;
  shape: string;
  capacity: number;
}

export const insertTable = (db: DbOrTx, fields: TableFields) =>
  db.insertInto('seating_tables').values(fields).execute();

export const updateTableRow = (db: DbOrTx, id: string, fields: TableFields) =>
  db.updateTable('seating_tables').set(fields).where('id', '=', id).execute();

/** Its seats go with it (ON DELETE CASCADE): its people are unseated again. */
export const deleteTableRow = (db: DbOrTx, id: string) =>
  db.deleteFrom('seating_tables').where('id', '=', id).execute();

export async function eventOfTable(db: DbOrTx, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  return (await db.selectFrom('seating_tables').select('event').where('id', '=', id).executeTakeFirst())
    ?.event;
}

export interface SeatKey {
  guest_id: string;
  plus_one: boolean;
}

/** How many sit at a table, leaving out `except` (the people being moved to it). */
export async function seatedAt(
  db: DbOrTx,
  tableId: string,
  except: readonly SeatKey[] = [],
): Promise<number> {
  let query = db
    .selectFrom('seating_seats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('table_id', '=', tableId);
  if (except.length > 0)
    query = query.where((eb) =>
      eb.not(
        eb.or(except.map((k) => eb.and([eb('guest_id', '=', k.guest_id), eb('plus_one', '=', k.plus_one)]))),
      ),
    );
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export const deleteSeats = (db: DbOrTx, event: SeatedEvent, keys: readonly SeatKey[]) =>
  keys.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('seating_seats')
        .where('event', '=', event)
        .where((eb) =>
          eb.or(keys.map((k) => eb.and([eb('guest_id', '=', k.guest_id), eb('plus_one', '=', k.plus_one)]))),
        )
        .execute()
        .then(() => undefined);

export const insertSeats = (
  db: DbOrTx,
  event: SeatedEvent,
  seats: ReadonlyArray<SeatKey & { table_id: string }>,
) =>
  seats.length === 0
    ? Promise.resolve()
    : db
        .insertInto('seating_seats')
        .values(seats.map((seat) => ({ ...seat, event })))
        .execute()
        .then(() => undefined);

export async function guestName(db: DbOrTx, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  return (await db.selectFrom('guests').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

/** The dinners a person has a seat at, in a fixed order. */
export async function seatEventsOf(db: DbOrTx, key: SeatKey): Promise<string[]> {
  if (!isUuid(key.guest_id)) return [];
  const rows = await db
    .selectFrom('seating_seats')
    .select('event')
    .where('guest_id', '=', key.guest_id)
    .where('plus_one', '=', key.plus_one)
    .orderBy('event')
    .execute();
  return rows.map((row) => row.event);
}

export async function insertRule(
  db: DbOrTx,
  rule: { event: SeatedEvent; kind: 'TOGETHER' | 'APART'; hard: boolean },
  people: readonly SeatKey[],
): Promise<void> {
  const { id } = await db.insertInto('seating_rules').values(rule).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('seating_rule_people')
    .values(people.map((person) => ({ ...person, rule_id: id })))
    .execute();
}

export async function eventOfRule(db: DbOrTx, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  return (await db.selectFrom('seating_rules').select('event').where('id', '=', id).executeTakeFirst())
    ?.event;
}

export const deleteRule = (db: DbOrTx, id: string) =>
  db.deleteFrom('seating_rules').where('id', '=', id).execute();

export async function setReleased(db: DbOrTx, event: SeatedEvent, released: boolean): Promise<void> {
  if (released)
    await db
      .insertInto('seating_releases')
      .values({ event })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else await db.deleteFrom('seating_releases').where('event', '=', event).execute();
}

/** A seat of a party's person at a released dinner, with what the pass needs to word it. */
export interface ReleasedSeatRow {
  event: string;
  guest_id: string;
  plus_one: boolean;
  guest_name: string;
  plus_one_first_name: string | null;
  plus_one_last_name: string | null;
  table_name: string;
  table_name_fr: string | null;
}

/**
 * The seats of a party at the dinners the hosts released (DESIGN 3.6), of people still coming to
 * them by the current answers; one statement, members in the party's order.
 */
export const releasedSeatsOfParty = (db: DbOrTx, partyId: string): Promise<ReleasedSeatRow[]> =>
  db
    .selectFrom('seating_seats as s')
    .innerJoin('seating_releases as rel', 'rel.event', 's.event')
    .innerJoin('seating_tables as t', 't.id', 's.table_id')
    .innerJoin('guests as g', 'g.id', 's.guest_id')
    .innerJoin('rsvps as r', 'r.guest_id', 's.guest_id')
    .select([
      's.event',
      's.guest_id',
      's.plus_one',
      'g.name as guest_name',
      'r.plus_one_first_name',
      'r.plus_one_last_name',
      't.name as table_name',
      't.name_fr as table_name_fr',
    ])
    .where('g.party_id', '=', partyId)
    .where(
      sql<boolean>`CASE s.event
        WHEN 'welcomeDinner' THEN (CASE WHEN s.plus_one THEN r.plus_one_attending AND r.plus_one_welcome_dinner ELSE r.welcome_dinner END)
        ELSE (CASE WHEN s.plus_one THEN r.plus_one_attending AND r.plus_one_cocktail_and_reception ELSE r.cocktail_and_reception END)
      END`,
    )
    .orderBy('g.child')
    .orderBy('g.created_at')
    .orderBy('g.id')
    .orderBy('s.plus_one')
    .execute();

/** The latest export of a dinner's kitchen sheet (ADR 081), or undefined before the first. */
export const lastKitchenExport = (db: DbOrTx, event: SeatedEvent) =>
  db
    .selectFrom('kitchen_sheet_exports')
    .select(['exported_at', 'tables'])
    .where('event', '=', event)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertKitchenExport = (db: DbOrTx, event: SeatedEvent, tables: unknown, now: Date) =>
  db
    .insertInto('kitchen_sheet_exports')
    .values({ event, tables: JSON.stringify(tables), exported_at: now })
    .execute();

/** Two exports of one dinner at once are recorded one after the other. */
export const lockKitchenExports = (db: DbOrTx, event: SeatedEvent) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${`kitchen-export:${event}`}))`.execute(db);
