import { ENTREES, KIDS_ENTREE, RSVP_EVENT_KEYS, type Api, type EventChoices } from '@riviera/contract';
import { guestEventsOf, plusOneEventsOf } from '../rsvp';
import type { RsvpReportRow } from './rsvp-report.repository';

export type EntreeCounts = Api.EntreeCounts;
type EventCounts = Api.EventCounts;

const ENTREE_KEY = { Meat: 'meat', Fish: 'fish', Vegetarian: 'vegetarian', [KIDS_ENTREE]: 'kids' } as const;

export function entreeKey(entree: string | null): keyof EntreeCounts | undefined {
  return [...ENTREES, KIDS_ENTREE].includes(entree ?? '')
    ? ENTREE_KEY[entree as keyof typeof ENTREE_KEY]
    : undefined;
}

/** No entrée counted yet. */
export const noEntrees = (): EntreeCounts => ({ meat: 0, fish: 0, vegetarian: 0, kids: 0 });

/** The counts a host reads at a glance, from the current answers. */
export function rsvpStats(rows: readonly RsvpReportRow[]): Api.RSVPStats {
  const headcounts = Object.fromEntries(RSVP_EVENT_KEYS.map((key) => [key, 0])) as EventCounts;
  const entrees = noEntrees();
  let attending = 0;
  let children = 0;
  let plusOnes = 0;
  for (const row of rows) {
    if (row.attending) attending += 1;
    if (row.attending && row.child) children += 1;
    if (row.plus_one_attending) plusOnes += 1;
    const people: Array<[EventChoices, string | null]> = [[guestEventsOf(row), row.entree]];
    if (row.plus_one_attending) people.push([plusOneEventsOf(row), row.plus_one_entree]);
    for (const [events, entree] of people) {
      for (const key of RSVP_EVENT_KEYS) if (events[key]) headcounts[key] += 1;
      const choice = entreeKey(entree);
      if (events.cocktailAndReception && choice) entrees[choice] += 1;
    }
  }
  return {
    total: rows.length,
    attending,
    notAttending: rows.length - attending,
    plusOnes,
    welcomeParty: headcounts.welcomeDinner,
    farewellLunch: headcounts.farewellBrunch,
    headcounts,
    entrees,
    children,
  };
}
