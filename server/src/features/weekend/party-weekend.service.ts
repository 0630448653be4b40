import {
  anyEvent,
  RSVP_EVENT_GROUPS,
  RSVP_EVENT_KEYS,
  type EventChoices,
  type EventId,
} from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import { guestEventsOf, plusOneEventsOf, plusOneNameOf } from '../rsvp';
import { partyPickups } from '../travel';
import { partyAnswers } from './calendar-feed.repository';

/** A person of the party who comes to at least one event: a member or a member's plus-one. */
export interface ComingPerson {
  name: string;
  child: boolean;
  /** The reception entrée as stored (Meat, Fish, Vegetarian, Kids), or null when not given. */
  entree: string | null;
  /** The events they come to, in the weekend's order. */
  events: EventId[];
}

export interface PartyWeekend {
  /** Who comes, members in the party's order, each followed by their plus-one. */
  people: ComingPerson[];
  /** Every event any of them comes to, in the weekend's order. */
  events: EventId[];
  /** The party's seats on shuttle runs, cancelled runs included, by departure. */
  pickups: Awaited<ReturnType<typeof partyPickups>>;
}

/** The events a set of ticks covers, by id, in the weekend's order (a choice may cover two). */
function eventIdsOf(choices: EventChoices): EventId[] {
  return RSVP_EVENT_KEYS.filter((key) => choices[key]).flatMap((key) => RSVP_EVENT_GROUPS[key]);
}

/**
 * What a party's weekend holds from its current answers and seats: who comes to what, and their
 * shuttle pickups. The calendar feed (ADR 048) and the weekend pass (ADR 054) both read it, so
 * the two never disagree about who comes to what.
 */
export async function partyWeekend(db: DbOrTx, partyId: string): Promise<PartyWeekend> {
  const [answers, pickups] = await Promise.all([partyAnswers(db, partyId), partyPickups(db, partyId)]);
  const people: ComingPerson[] = [];
  for (const row of answers) {
    const own = guestEventsOf(row);
    if (row.attending && anyEvent(own)) {
      people.push({
        name: row.guest_name,
        child: row.guest_child,
        entree: row.entree,
        events: eventIdsOf(own),
      });
    }
    const plusOne = plusOneEventsOf(row);
    if (row.plus_one_attending && anyEvent(plusOne)) {
      people.push({
        name: plusOneNameOf(row) ?? '',
        child: false,
        entree: row.plus_one_entree,
        events: eventIdsOf(plusOne),
      });
    }
  }
  const coming = new Set(people.flatMap((person) => person.events));
  const events = Object.values(RSVP_EVENT_GROUPS)
    .flat()
    .filter((id) => coming.has(id));
  return { people, events, pickups };
}
