import type * as Api from '@riviera/contract/api';
import { seatingRuleInputOf, tableInputOf } from '@riviera/contract/wire';
import type { Db, DbOrTx } from '../../platform/db/database';
import { inResultTransaction } from '../../platform/db/result-transaction';
import { ok, refuse, type Result } from '../../platform/result';
import { fillWithPreferred } from './fill';
import { isSeatedEvent as isEvent, type SeatedEvent } from './seating-events';
import {
  deleteRule,
  deleteSeats,
  deleteTableRow,
  dropSeatsOfPeopleGone,
  eventOfRule,
  eventOfTable,
  guestName,
  insertRule,
  insertSeats,
  insertTable,
  seatedAt as seatedAtTable,
  seatEventsOf,
  setReleased,
  updateTableRow,
  isReleased,
  isUuid,
  lockTables,
  peopleComing,
  personKey,
  rulesOf,
  seatsOf,
  tablesOf,
  type PlanPerson,
  type TableRow,
} from './seating.repository';
import { SEATING_MESSAGES as M } from './seating-messages';

export type Shape = 'ROUND' | 'RECTANGLE' | 'BANQUET';
export type TableInput = Api.TableInput;
export interface PersonRef {
  guestId: string;
  plusOne?: boolean | null;
}
export type RuleInput = Api.SeatingRuleInput;

export interface SeatingTable {
  id: string;
  event: SeatedEvent;
  name: string;
  nameFr: string | null;
  shape: Shape;
  capacity: number;
  people: PlanPerson[];
}
export interface SeatingWarning {
  kind: 'FULL' | 'UNSEATED' | 'LEFT' | 'NO_ENTREE' | 'LONE_LANGUAGE' | 'RULE';
  message: string;
  tableId: string | null;
  people: PlanPerson[];
}
export interface SeatingPlan {
  event: SeatedEvent;
  tables: SeatingTable[];
  unseated: PlanPerson[];
  rules: Array<{ id: string; kind: 'TOGETHER' | 'APART'; hard: boolean; people: PlanPerson[] }>;
  warnings: SeatingWarning[];
  released: boolean;
}

const refKey = (ref: PersonRef) => personKey({ guestId: ref.guestId, plusOne: ref.plusOne === true });

/** A person who left the dinner after being seated: named from their seat only. */
function goneName(key: string): PlanPerson {
  const [guestId = '', plusOne] = key.split('/');
  return {
    guestId,
    plusOne: plusOne === '1',
    name: M.someoneGone,
    partyId: '',
    partyName: '',
    child: false,
    language: 'en',
    entree: null,
    allergies: null,
  };
}

/** The plan as the hosts see it: four statements whatever the list's size (bench/seating.ts). */
export async function seatingPlan(db: DbOrTx, event: SeatedEvent): Promise<SeatingPlan> {
  const [coming, tables, seats, rules, released] = await Promise.all([
    peopleComing(db, event),
    tablesOf(db, event),
    seatsOf(db, event),
    rulesOf(db, event),
    isReleased(db, event),
  ]);
  const byKey = new Map(coming.map((person) => [personKey(person), person]));
  const seatedAt = new Map<string, string>();
  const gone: PlanPerson[] = [];
  const planTables: SeatingTable[] = tables.map((table) => ({ ...tableOf(table), people: [] }));
  const tableById = new Map(planTables.map((table) => [table.id, table]));
  for (const seat of seats) {
    const key = personKey({ guestId: seat.guest_id, plusOne: seat.plus_one });
    const person = byKey.get(key);
    // Someone seated who no longer comes has left their seat already (ADR 077).
    if (!person) {
      gone.push(goneName(key));
      continue;
    }
    seatedAt.set(key, seat.table_id);
    tableById.get(seat.table_id)?.people.push(person);
  }
  for (const table of planTables) table.people.sort((a, b) => a.name.localeCompare(b.name));
  const unseated = coming.filter((person) => !seatedAt.has(personKey(person)));
  const planRules = rules.map((rule) => ({
    ...rule,
    people: rule.people
      .map((key) => byKey.get(key))
      .filter((p): p is PlanPerson => !!p)
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));

  const warnings: SeatingWarning[] = [];
  for (const table of planTables)
    if (table.people.length >= table.capacity)
      warnings.push({
        kind: 'FULL',
        message: M.full(table.name, table.capacity),
        tableId: table.id,
        people: [],
      });
  if (unseated.length > 0)
    warnings.push({
      kind: 'UNSEATED',
      message: M.unseated(unseated.length),
      tableId: null,
      people: unseated,
    });
  if (gone.length > 0)
    warnings.push({ kind: 'LEFT', message: M.left(gone.length), tableId: null, people: gone });
  if (event === 'cocktailAndReception') {
    const noEntree = coming.filter((person) => !person.entree);
    if (noEntree.length > 0)
      warnings.push({
        kind: 'NO_ENTREE',
        message: M.noEntree(noEntree.length),
        tableId: null,
        people: noEntree,
      });
  }
  for (const table of planTables) {
    const languages = new Map<string, PlanPerson[]>();
    for (const person of table.people)
      languages.set(person.language, [...(languages.get(person.language) ?? []), person]);
    if (languages.size < 2) continue;
    for (const [language, people] of languages)
      if (people.length === 1 && people[0])
        warnings.push({
          kind: 'LONE_LANGUAGE',
          message: M.loneLanguage(people[0].name, table.name, language),
          tableId: table.id,
          people,
        });
  }
  for (const rule of planRules) {
    const tablesOfRule = rule.people.map((person) => seatedAt.get(personKey(person)));
    const seated = tablesOfRule.filter((id): id is string => !!id);
    const broken = rule.kind === 'TOGETHER' ? new Set(seated).size > 1 : new Set(seated).size < seated.length;
    if (broken)
      warnings.push({
        kind: 'RULE',
        message:
          rule.kind === 'TOGETHER'
            ? M.notTogether(rule.people.map((p) => p.name))
            : M.notApart(rule.people.map((p) => p.name)),
        tableId: null,
        people: rule.people,
      });
  }
  return { event, tables: planTables, unseated, rules: planRules, warnings, released };
}

function tableOf(row: TableRow): Omit<SeatingTable, 'people'> {
  return {
    id: row.id,
    event: row.event as SeatedEvent,
    name: row.name,
    nameFr: row.name_fr,
    shape: row.shape as Shape,
    capacity: row.capacity,
  };
}

type Change<T> = (trx: DbOrTx) => Promise<Result<T>>;

/** One change of the plan, in one transaction, seats of people gone dropped first; the plan after it. */
async function change(db: Db, event: SeatedEvent, work: Change<unknown>): Promise<Result<SeatingPlan>> {
  try {
    return await inResultTransaction(db, async (trx) => {
      await dropSeatsOfPeopleGone(trx, event, await peopleComing(trx, event));
      const done = await work(trx);
      if (!done.ok) return done;
      return ok(await seatingPlan(trx, event));
    });
  } catch (error) {
    // Another host seated the same person in the same moment: the primary key kept one seat (ADR 077).
    if ((error as { code?: string }).code === '23505') return refuse('conflict', M.seatedMeanwhile);
    throw error;
  }
}

interface Issue {
  path: readonly PropertyKey[];
  code: string;
}

/** The hosts' sentence for each field the contract's schema refused, in the fields' order, once each. */
function refusalOf(issues: readonly Issue[], sentence: (issue: Issue) => string): Result<never> {
  const errors = [...new Set(issues.map(sentence))];
  return refuse('validation', errors[0] as string, { errors });
}

/** A table's sentence per field: its name (empty or long), its capacity, its dinner (ADR 081). */
function tableIssue(issue: Issue): string {
  const [field] = issue.path;
  if (field === 'name' && issue.code === 'too_small') return M.nameRequired;
  if (field === 'name' || field === 'nameFr') return M.nameTooLong;
  if (field === 'capacity') return M.capacityRange;
  if (field === 'event') return M.eventNotSeated;
  return M.badField(String(field));
}

function ruleIssue(issue: Issue): string {
  const [field] = issue.path;
  if (field === 'event') return M.eventNotSeated;
  if (field === 'people') return issue.path.length > 1 ? M.personNotFound : M.ruleNeedsTwo;
  return M.badField(String(field));
}

/** The table's columns from the hosts' input, read by the contract's schema (ADR 038, 081). */
function tableFields(
  input: TableInput,
): Result<{ event: SeatedEvent; name: string; name_fr: string | null; shape: Shape; capacity: number }> {
  const parsed = tableInputOf(input);
  if (!parsed.success) return refusalOf(parsed.error.issues, tableIssue);
  const { event, name, nameFr, shape, capacity } = parsed.data;
  return ok({ event, name, name_fr: nameFr ?? null, shape, capacity });
}

export async function createTable(db: Db, input: TableInput): Promise<Result<SeatingPlan>> {
  const fields = tableFields(input);
  if (!fields.ok) return fields;
  return change(db, fields.value.event, async (trx) => {
    await insertTable(trx, fields.value);
    return ok(null);
  });
}

async function tableEvent(db: DbOrTx, id: string): Promise<SeatedEvent | undefined> {
  const event = await eventOfTable(db, id);
  return event && isEvent(event) ? event : undefined;
}

export async function updateTable(db: Db, id: string, input: TableInput): Promise<Result<SeatingPlan>> {
  const fields = tableFields(input);
  if (!fields.ok) return fields;
  const event = await tableEvent(db, id);
  if (!event) return refuse('not_found', M.tableNotFound);
  if (event !== fields.value.event) return refuse('validation', M.tableMovesDinner);
  return change(db, event, async (trx) => {
    if ((await lockTables(trx, [id])).length === 0) return refuse('not_found', M.tableNotFound);
    const seated = await seatedAtTable(trx, id);
    if (fields.value.capacity < seated) return refuse('conflict', M.capacityBelowSeated(seated));
    await updateTableRow(trx, id, fields.value);
    return ok(null);
  });
}

export async function deleteTable(db: Db, id: string): Promise<Result<SeatingPlan>> {
  const event = await tableEvent(db, id);
  if (!event) return refuse('not_found', M.tableNotFound);
  return change(db, event, async (trx) => {
    await deleteTableRow(trx, id);
    return ok(null);
  });
}

/** Which event a change to these people is about, when no table names it: the one they all come to. */
async function peopleFor(
  db: DbOrTx,
  event: SeatedEvent,
  refs: readonly PersonRef[],
): Promise<Result<PlanPerson[]>> {
  if (refs.length === 0) return refuse('validation', M.noPeople);
  if (refs.some((ref) => !isUuid(ref.guestId))) return refuse('not_found', M.personNotFound);
  const coming = new Map((await peopleComing(db, event)).map((person) => [personKey(person), person]));
  const people: PlanPerson[] = [];
  for (const ref of refs) {
    const person = coming.get(refKey(ref));
    if (!person) {
      const name = await guestName(db, ref.guestId);
      if (name === undefined) return refuse('not_found', M.personNotFound);
      return refuse('validation', M.notComing(ref.plusOne ? M.guestOf(name) : name, event));
    }
    people.push(person);
  }
  return ok([...new Map(people.map((p) => [personKey(p), p])).values()]);
}

export async function seatPeople(
  db: Db,
  tableId: string | null,
  refs: readonly PersonRef[],
  eventWhenUnseating?: string,
): Promise<Result<SeatingPlan>> {
  let event: SeatedEvent | undefined;
  if (tableId !== null) {
    event = await tableEvent(db, tableId);
    if (!event) return refuse('not_found', M.tableNotFound);
  } else {
    event = await eventOfSeats(db, refs, eventWhenUnseating);
    if (!event) return refuse('not_found', M.notSeated);
  }
  const dinner = event;
  return change(db, dinner, async (trx) => {
    const people = await peopleFor(trx, dinner, refs);
    if (!people.ok) return people;
    const keys = people.value.map((p) => ({ guest_id: p.guestId, plus_one: p.plusOne }));
    if (tableId !== null) {
      const [table] = await lockTables(trx, [tableId]);
      if (!table) return refuse('not_found', M.tableNotFound);
      const free = table.capacity - (await seatedAtTable(trx, tableId, keys));
      if (keys.length > free) return refuse('conflict', M.tableFull(table.name, free, keys.length));
    }
    await deleteSeats(trx, dinner, keys);
    if (tableId !== null)
      await insertSeats(
        trx,
        dinner,
        keys.map((k) => ({ ...k, table_id: tableId })),
      );
    return ok(null);
  });
}

/** Unseating names no table: the dinner is the one the first person is seated at, or the one given. */
async function eventOfSeats(
  db: DbOrTx,
  refs: readonly PersonRef[],
  given?: string,
): Promise<SeatedEvent | undefined> {
  if (given && isEvent(given)) return given;
  const first = refs[0];
  if (!first) return undefined;
  const [event] = await seatEventsOf(db, { guest_id: first.guestId, plus_one: first.plusOne === true });
  return event && isEvent(event) ? event : undefined;
}

export async function addSeatingRule(db: Db, input: RuleInput): Promise<Result<SeatingPlan>> {
  const parsed = seatingRuleInputOf(input);
  if (!parsed.success) return refusalOf(parsed.error.issues, ruleIssue);
  const rule = parsed.data;
  const event = rule.event;
  if (new Set(rule.people.map(refKey)).size < 2) return refuse('validation', M.ruleNeedsTwo);
  return change(db, event, async (trx) => {
    const people = await peopleFor(trx, event, rule.people);
    if (!people.ok) return people;
    await insertRule(
      trx,
      { event, kind: rule.kind, hard: rule.hard },
      people.value.map((p) => ({ guest_id: p.guestId, plus_one: p.plusOne })),
    );
    return ok(null);
  });
}

export async function removeSeatingRule(db: Db, id: string): Promise<Result<SeatingPlan>> {
  const event = await eventOfRule(db, id);
  if (!event || !isEvent(event)) return refuse('not_found', M.ruleNotFound);
  return change(db, event, async (trx) => {
    await deleteRule(trx, id);
    return ok(null);
  });
}

export async function fillSeating(db: Db, event: string, variant = 0): Promise<Result<SeatingPlan>> {
  if (!isEvent(event)) return refuse('validation', M.eventNotSeated);
  return change(db, event, async (trx) => {
    const tables = await tablesOf(trx, event);
    await lockTables(
      trx,
      tables.map((t) => t.id),
    );
    const plan = await seatingPlan(trx, event);
    const ruleOf = (rule: SeatingPlan['rules'][number]) => ({
      id: rule.id,
      kind: rule.kind,
      people: rule.people.map(personKey),
    });
    const outcome = fillWithPreferred(
      {
        tables: plan.tables.map((table) => ({
          id: table.id,
          name: table.name,
          capacity: table.capacity,
          seated: table.people.map(personKey),
          seatedParties: table.people.map((p) => p.partyId),
        })),
        unseated: plan.unseated.map((p) => ({
          key: personKey(p),
          partyId: p.partyId,
          partyName: p.partyName,
          name: p.name,
        })),
        rules: plan.rules.filter((rule) => rule.hard).map(ruleOf),
      },
      // Preferred rules, best effort, in the order the hosts added them (ADR 081).
      plan.rules.filter((rule) => !rule.hard).map(ruleOf),
      variant,
    );
    if (!outcome.ok) {
      const block = outcome.block;
      const rule = block.kind === 'rule' ? plan.rules.find((r) => r.id === block.ruleId) : undefined;
      const message =
        block.kind === 'seats'
          ? M.notEnoughSeats(block.people, block.free)
          : block.kind === 'table'
            ? M.blockedByTable(block.tableName, block.people, block.free)
            : block.kind === 'party'
              ? M.blockedByParty(block.partyName, block.people)
              : M.blockedByRule(
                  rule?.kind ?? 'APART',
                  (rule?.people ?? []).map((p) => p.name),
                );
      return refuse('conflict', message);
    }
    const rows = [...outcome.seats].map(([key, tableId]) => {
      const [guestId = '', plusOne] = key.split('/');
      return { table_id: tableId, guest_id: guestId, plus_one: plusOne === '1' };
    });
    await insertSeats(trx, event, rows);
    return ok(null);
  });
}

export async function releaseSeating(db: Db, event: string, released: boolean): Promise<Result<SeatingPlan>> {
  if (!isEvent(event)) return refuse('validation', M.eventNotSeated);
  return change(db, event, async (trx) => {
    await setReleased(trx, event, released);
    return ok(null);
  });
}

export interface KitchenTable {
  table: string;
  people: number;
  meat: number;
  fish: number;
  vegetarian: number;
  kids: number;
  allergies: string[];
}

/** The caterer's sheet: per table, in French, counts and allergies; no name, no address (DESIGN 3.6). */
export async function kitchenSheet(db: DbOrTx, event: SeatedEvent): Promise<KitchenTable[]> {
  const plan = await seatingPlan(db, event);
  const lineOf = (table: string, people: readonly PlanPerson[]): KitchenTable => ({
    table,
    people: people.length,
    meat: people.filter((p) => p.entree === 'Meat').length,
    fish: people.filter((p) => p.entree === 'Fish').length,
    vegetarian: people.filter((p) => p.entree === 'Vegetarian').length,
    kids: people.filter((p) => p.entree === 'Kids' || (event !== 'cocktailAndReception' && p.child)).length,
    allergies: people
      .map((p) => p.allergies)
      .filter((a): a is string => !!a)
      .sort((a, b) => a.localeCompare(b, 'fr')),
  });
  const lines = plan.tables.map((table) => lineOf(table.nameFr ?? table.name, table.people));
  if (plan.unseated.length > 0) lines.push(lineOf(M.kitchenUnseated, plan.unseated));
  return lines;
}
