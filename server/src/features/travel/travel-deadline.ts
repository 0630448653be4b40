import { parseOffsetIso, travelRules, travelSentence, zonedIso, type Language } from '@riviera/contract';
import { travelDeadline as contentDeadline, travelWeekend } from '@riviera/content/travel-facts';
import { weddingTimeZone } from '@riviera/content/wedding';
import type { DbOrTx } from '../../platform/db/database';
import { ok, refuse, type Result } from '../../platform/result';
import { deadlineIn } from '../../platform/deadline';
import { readSetting, writeSetting } from '../../platform/settings/settings.repository';
import { travelMessages } from './travel-messages';

/** What travel dates may be: a month either side of the wedding weekend, in Paris (ADR 046). */
export const TRAVEL_RULES = travelRules(travelWeekend, weddingTimeZone);

const DEADLINE_KEY = 'travel_deadline';

/** The content's deadline: the hosts' choice until they make another. */
const DEFAULT_DEADLINE = parseOffsetIso(contentDeadline) ?? new Date('2026-05-07T21:59:00Z');

/** Until when guests may give or change their travel details: the hosts' setting, else the content's. */
export async function travelDeadline(db: DbOrTx): Promise<Date> {
  const value = await readSetting(db, DEADLINE_KEY);
  const set = typeof value === 'string' ? parseOffsetIso(value) : undefined;
  return set ?? DEFAULT_DEADLINE;
}

/** "Travel details could be given until 7 May 2026 at 11:59 PM (Paris time). …", in the guest’s language. */
export function travelClosedMessage(deadline: Date, language: Language): string {
  return travelSentence(travelMessages(language).closed, { deadline: deadlineIn(deadline, language) });
}

export const DEADLINE_MESSAGES = {
  invalid: 'Please give the deadline with its time zone, such as 2026-05-07T23:59:00+02:00.',
  set: (when: string) => `Guests can give or change their travel details until ${when} (Paris time).`,
} as const;

/** The hosts set the travel deadline (setTravelDeadline). */
export async function setTravelDeadline(db: DbOrTx, given: string): Promise<Result<{ message: string }>> {
  const at = parseOffsetIso(given);
  if (!at) return refuse('validation', DEADLINE_MESSAGES.invalid);
  await writeSetting(db, DEADLINE_KEY, zonedIso(at, weddingTimeZone));
  return ok({ message: DEADLINE_MESSAGES.set(deadlineIn(at, 'en')) });
}
