import {
  parseInvitationCode,
  runFullMessage,
  runLabel,
  validateTravel,
  type Api,
  guestMessages,
  type TravelMessages,
  type Language,
  zonedIso,
} from '@riviera/contract';
import { travelInputOf, type TravelPayload } from '@riviera/contract/wire';
import { weddingTimeZone } from '@riviera/content/wedding';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { ShuttleRunRow } from '../../platform/db/rows';
import { inResultTransaction } from '../../platform/db/result-transaction';
import { findGuestByCountedCode, guestByTypedCode, isGuestId, lockedInParty } from '../guests';
import { queueTravelMail } from './mail/travel-mail.service';
import { ok, refuse, type Refused, type Result } from '../../platform/result';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { isPastDeadline } from '../../platform/deadline';
import { refusedAfterTheWedding } from '../../platform/settings/site-phase';
import { listRuns, lockRuns, seatsTakenByOthers, type RunWithSeats } from './shuttle.repository';
import { TRAVEL_RULES, travelClosedMessage, travelDeadline } from './travel-deadline';
import { runOf, travelOf, travelRowOf } from './travel-row';
import {
  findPartyTravel,
  partyPeopleCount,
  partySeats,
  replaceSeats,
  savePartyTravel,
} from './travel.repository';
import { travelMessages } from './travel-messages';

/**
 * A party's travel (DESIGN 3.4, ADR 046): given and read with any member's invitation
 * code. A submission replaces the party's details and seats whole, in one transaction that locks
 * the party, then the runs it takes seats on (in id order), and refuses everything when one run has
 * too few seats left.
 */

/** The runs a party has seats on, with its seats: its pickups (the calendar and the mail read them). */
export async function partyPickups(
  db: DbOrTx,
  partyId: string,
): Promise<Array<{ run: RunWithSeats; seats: number }>> {
  return partySeats(db, partyId);
}

/** `travel(invitationCode)`: the party's own travel, or undefined for a code that finds nobody. */
export async function partyTravel(
  db: DbOrTx,
  code: string,
  use?: CodeUse,
): Promise<Result<Api.PartyTravel | undefined>> {
  const found = await guestByTypedCode(db, code, use);
  if (!found.ok) return found;
  const guest = found.value;
  if (!guest) return ok(undefined);
  const [stored, pickups, runs, deadline, people] = await Promise.all([
    findPartyTravel(db, guest.party_id),
    partyPickups(db, guest.party_id),
    listRuns(db, { cancelled: false }),
    travelDeadline(db),
    partyPeopleCount(db, guest.party_id),
  ]);
  return ok({
    ...travelOf(stored),
    shuttleSeats: pickups.map(({ run, seats }) => ({ run: runOf(run), seats })),
    runs: runs.map(runOf),
    deadline: zonedIso(deadline, weddingTimeZone),
    people,
  });
}

export interface TravelOptions {
  now: Date;
  language: Language;
  /** Counts the invitation code before it is looked up; a code that finds nobody stays counted. */
  codeUse?: CodeUse;
}

/** Why these seats cannot be taken on these locked runs, or undefined when they all can. */
function seatRefusal(
  wanted: NonNullable<TravelPayload['shuttleSeats']>,
  runs: readonly ShuttleRunRow[],
  takenByOthers: Map<string, number>,
  messages: TravelMessages,
  language: Language,
): Refused | undefined {
  for (const { runId, seats } of wanted) {
    const run = runs.find((row) => row.id === runId);
    if (!run) return refuse('validation', messages.runUnknown);
    const label = runLabel(
      { from: run.from_place, to: run.to_place, departsAt: run.departs_at },
      weddingTimeZone,
      messages,
      language,
    );
    if (run.cancelled_at) return refuse('validation', messages.runCancelled.replace('{run}', label));
    const left = run.capacity - (takenByOthers.get(run.id) ?? 0);
    if (seats > left) return refuse('conflict', runFullMessage(left, label, messages));
  }
  return undefined;
}

/** `submitTravel`: checks everything, then replaces the party's travel and seats, all or nothing. */
export async function submitTravel(
  db: Db,
  input: Api.TravelInput,
  { now, language, codeUse }: TravelOptions,
): Promise<Result<{ message: string }>> {
  // After the wedding (the hosts' phase), answers are closed before anything else (ADR 083).
  const over = await refusedAfterTheWedding(db, language);
  if (over) return over;
  const messages = travelMessages(language);
  const parsed = travelInputOf(input);
  if (!parsed.success) return refuse('bad_request', messages.unreadable);
  const details = parsed.data;
  const code = parseInvitationCode(details.invitationCode);
  if (!code) return refuse('validation', guestMessages(language).lookup.codeInvalid);
  const deadline = await travelDeadline(db);
  if (isPastDeadline(now, deadline)) return refuse('forbidden', travelClosedMessage(deadline, language));
  const errors = validateTravel(details, TRAVEL_RULES, messages, language);
  if (errors.length > 0) return refuse('validation', errors.join(' '), { errors });

  const found = await findGuestByCountedCode(db, code, codeUse);
  if (!found.ok) return found;
  const guest = found.value;
  if (!guest) return refuse('not_found', guestMessages(language).lookup.codeNotFound);

  const wanted = details.shuttleSeats ?? [];
  if (wanted.some(({ runId }) => !isGuestId(runId))) return refuse('validation', messages.runUnknown);
  return inResultTransaction(db, async (trx) => {
    // The party first, as every write to a party does (ADR 040), then its runs in id order.
    const found = await lockedInParty(trx, guest.id);
    if (!found) return refuse('not_found', guestMessages(language).lookup.codeNotFound);
    const { party } = found;
    const runIds = wanted.map(({ runId }) => runId);
    const runs = await lockRuns(trx, runIds);
    const taken = await seatsTakenByOthers(trx, runIds, party.id);
    const refused = seatRefusal(wanted, runs, taken, messages, language);
    if (refused) return refused;
    await savePartyTravel(trx, travelRowOf(party.id, details));
    await replaceSeats(trx, party.id, wanted);
    await queueTravelMail(trx, { guestId: guest.id, partyId: party.id, language, now });
    return ok({ message: messages.saved });
  });
}
