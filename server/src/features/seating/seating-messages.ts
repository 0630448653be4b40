import type { SeatedEvent } from './seating-events';

const DINNER: Record<SeatedEvent, string> = {
  welcomeDinner: 'the welcome dinner',
  cocktailAndReception: 'the reception dinner',
};
const LANGUAGE_NAME: Record<string, string> = { en: 'English', fr: 'French' };
const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);
const seats = (n: number) => (n === 1 ? '1 seat' : `${n} seats`);
const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? 'these people') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The hosts' sentences of the seating plan (DESIGN 3.6): a refusal says what and why. */
export const SEATING_MESSAGES = {
  badField: (field: string) => `${field}: this value cannot be read; check it and send again.`,
  eventNotSeated: 'Event: only the welcome dinner and the reception dinner have a seating plan.',
  nameRequired: 'Name: give the table a name.',
  nameTooLong: 'Name: a table’s name has at most 100 characters.',
  capacityRange: 'Capacity: a table seats from 1 to 200 people.',
  tableNotFound: 'This table is not on the plan (it may have just been deleted): reload the plan.',
  tableMovesDinner: 'Event: a table stays at its dinner; add a table to the other dinner instead.',
  capacityBelowSeated: (n: number) =>
    `${people(n)} already sit at this table: give a capacity of at least ${n}, or move someone first.`,
  noPeople: 'People: choose at least one person.',
  personNotFound: 'This person is not on the guest list (they may have just been removed): reload the plan.',
  notSeated: 'These people have no seat to leave.',
  notComing: (name: string, event: SeatedEvent) =>
    `${name} is not coming to ${DINNER[event]}: only people coming to it can be seated or named in its rules.`,
  guestOf: (name: string) => `${name}’s plus-one`,
  tableFull: (table: string, free: number, asked: number) =>
    `${table} has ${free === 0 ? 'no seat' : seats(free)} left and you are seating ${people(asked)}: choose another table or fewer people.`,
  seatedMeanwhile:
    'Someone else has just seated one of these people at another table: reload the plan to see where, then try again.',
  ruleNeedsTwo: 'People: a rule names at least two people.',
  ruleNotFound: 'This rule is not on the plan (it may have just been removed): reload the plan.',
  notEnoughSeats: (n: number, free: number) =>
    `Nobody was seated: ${people(n)} need a seat and the tables have ${seats(free)} left. Add a table or make one larger.`,
  blockedByTable: (table: string, n: number, free: number) =>
    `Nobody was seated: ${people(n)} must join their party at ${table}, which has ${seats(free)} left. Make ${table} larger or split the party.`,
  blockedByParty: (party: string, n: number) =>
    `Nobody was seated: no table has room for the ${people(n)} of ${party} along with everyone else. Add or enlarge a table, or split the party.`,
  blockedByRule: (kind: 'TOGETHER' | 'APART', names: readonly string[]) =>
    kind === 'APART'
      ? `Nobody was seated: the rule keeping ${list(names)} apart cannot be kept with these tables. Add a table or make the rule preferred.`
      : `Nobody was seated: the rule keeping ${list(names)} together cannot be kept. Move them to one table or make the rule preferred.`,
  full: (table: string, capacity: number) => `${table} is full (${seats(capacity)}).`,
  unseated: (n: number) => `${people(n)} ${n === 1 ? 'is' : 'are'} coming without a seat.`,
  left: (n: number) =>
    `${people(n)} who had a seat ${n === 1 ? 'is' : 'are'} no longer coming; the seat is free.`,
  someoneGone: 'No longer coming',
  noEntree: (n: number) =>
    `${people(n)} coming to the reception dinner ${n === 1 ? 'has' : 'have'} not chosen an entrée.`,
  loneLanguage: (name: string, table: string, language: string) =>
    `${name} is the only ${LANGUAGE_NAME[language] ?? language} speaker at ${table}.`,
  notTogether: (names: readonly string[]) =>
    `${list(names)} should sit together but are at different tables.`,
  notApart: (names: readonly string[]) => `${list(names)} should sit apart but some share a table.`,
  /** The caterer's line of the people not yet seated, in French (the caterer's language). */
  kitchenUnseated: 'Sans table',
};
