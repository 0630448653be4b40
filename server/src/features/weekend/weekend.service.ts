import { splitName, type Api } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import { partyWeekend } from './party-weekend.service';
import { guestByTypedCode } from '../guests';
import { ok, type Result } from '../../platform/result';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { runOf, travelOf, findPartyTravel } from '../travel';
import { partySeatsOnPass, type PassSeat } from '../seating';

/** The content's event each seated dinner is (DESIGN 3.6): the reception dinner is the reception. */
const SEATED_EVENT_ID: Record<PassSeat['event'], string> = {
  welcomeDinner: 'welcome-dinner',
  cocktailAndReception: 'reception',
};

/**
 * `weekendPass(invitationCode)` (ADR 054): the party's weekend as the calendar feed sees
 * it (party-weekend.service.ts), with who comes to each event, their entrées and their stay. A code
 * that finds nobody is undefined, and stays counted against code guessing.
 */
export async function weekendPass(
  db: DbOrTx,
  code: string,
  now: Date,
  use?: CodeUse,
  language: 'en' | 'fr' = 'en',
): Promise<Result<Api.WeekendPass | undefined>> {
  const found = await guestByTypedCode(db, code, use);
  if (!found.ok) return found;
  const guest = found.value;
  if (!guest) return ok(undefined);
  const [weekend, travel, seats] = await Promise.all([
    partyWeekend(db, guest.party_id),
    findPartyTravel(db, guest.party_id),
    partySeatsOnPass(db, guest.party_id, language),
  ]);
  return ok({
    firstName: splitName(guest.name).firstName || guest.name,
    invitationCode: guest.invitation_code,
    people: weekend.people.map(({ name, child, entree }) => ({ name, child, entree })),
    events: weekend.events.map((id) => ({
      id,
      people: weekend.people.filter((person) => person.events.includes(id)).map((person) => person.name),
      // The seated dinner of an event: the reception's seats are on the reception, not the cocktail.
      seats: seats
        .filter((seat) => SEATED_EVENT_ID[seat.event] === id)
        .map(({ name, table }) => ({ name, table })),
    })),
    stay: travelOf(travel).stay,
    pickups: weekend.pickups.map(({ run, seats }) => ({ run: runOf(run), seats })),
    updatedAt: now.toISOString(),
  });
}

/**
 * Whether a pass address's code opens a pass, for the page's HTTP status (a code that opens nothing
 * answers 404, ADR 060): false for a code that finds nobody (counted as a wrong one, as the page's
 * own query counts it) or that cannot be one. A use refused by the guessing ceilings is no answer:
 * the page says why itself.
 */
export async function passCodeOpens(db: DbOrTx, code: string, use?: CodeUse): Promise<boolean> {
  const found = await guestByTypedCode(db, code, use);
  return !found.ok || found.value !== undefined;
}
