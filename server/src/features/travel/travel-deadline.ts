import {
  formatLongDate,
  parseOffsetIso,
  travelRules,
  travelSentence,
  zonedDate,
  zonedIso,
  type Language,
} from '@riviera/contract';
import { travelDeadline as contentDeadline, travelWeekend } from '@riviera/content/travel-facts';
import { weddingTimeZone } from '@riviera/content/wedding';
import type { DbOrTx } from '../../platform/db/database';
import { ok, refuse, type Result } from '../../platform/result';
import { deadlineIn } from '../../platform/deadline';
import { readSetting, writeSetting } from '../../platform/settings/settings.repository';
import { travelMessages } from './travel-messages';

/** What travel dates may be: a month either side of the wedding weekend, in Paris (ADR 046). */
export const TRAVEL_RULES = travelRules(travelWeekend, weddingTimeZone);

/** The weekend itself: a shuttle run leaves in its month (ADR 074). */
export const TRAVEL_WEEKEND = travelWeekend;

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

const weekendDay = (iso: string) => formatLongDate(new Date(`${iso}T12:00:00Z`), 'en', 'UTC');
const WEEKEND = `${weekendDay(travelWeekend.first)} to ${weekendDay(travelWeekend.last)}`;

export const DEADLINE_MESSAGES = {
  invalid: 'Please give the deadline with its time zone, such as 2026-05-07T23:59:00+02:00.',
  set: (when: string) => `Guests can give or change their travel details until ${when} (Paris time).`,
  afterWedding: `This deadline is after the wedding weekend (${WEEKEND}): guests could still change their shuttle seats once the coach company has its manifests. Choose a day before ${weekendDay(travelWeekend.first)} unless that is what you want.`,
  duringWedding: `This deadline falls during the wedding weekend (${WEEKEND}): guests could change their shuttle seats after the manifests are printed. Choose a day before ${weekendDay(travelWeekend.first)} unless that is what you want.`,
  passed: 'This deadline has already passed: guests can no longer give or change their travel details.',
} as const;

/**
 * What is saved but is likely a mistake (ADR 074): a deadline after or during the weekend, or one
 * already past. Warned, not refused: a host may mean to keep travel open, or to close it now.
 */
export function deadlineWarnings(at: Date, now: Date): string[] {
  const day = zonedDate(at, weddingTimeZone);
  const warnings: string[] = [];
  if (day > travelWeekend.last) warnings.push(DEADLINE_MESSAGES.afterWedding);
  else if (day >= travelWeekend.first) warnings.push(DEADLINE_MESSAGES.duringWedding);
  if (at.getTime() <= now.getTime()) warnings.push(DEADLINE_MESSAGES.passed);
  return warnings;
}

/** The hosts set the travel deadline (setTravelDeadline), told what about it looks wrong. */
export async function setTravelDeadline(
  db: DbOrTx,
  given: string,
  now = new Date(),
): Promise<Result<{ message: string; warnings: string[] }>> {
  const at = parseOffsetIso(given);
  if (!at) return refuse('validation', DEADLINE_MESSAGES.invalid);
  await writeSetting(db, DEADLINE_KEY, zonedIso(at, weddingTimeZone));
  return ok({ message: DEADLINE_MESSAGES.set(deadlineIn(at, 'en')), warnings: deadlineWarnings(at, now) });
}
