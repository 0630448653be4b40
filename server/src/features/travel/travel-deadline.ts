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
import type { Db, DbOrTx } from '../../platform/db/database';
import { ok, refuse, type Result } from '../../platform/result';
import { deadlineIn } from '../../platform/deadline';
import { readSettingRow, writeSetting } from '../../platform/settings/settings.repository';
import { publishedFact, writePublishedFact } from '../content';
import { travelMessages } from './travel-messages';

/** What travel dates may be: a month either side of the wedding weekend, in Paris (ADR 046). */
export const TRAVEL_RULES = travelRules(travelWeekend, weddingTimeZone);

/** The weekend itself: a shuttle run leaves in its month (ADR 074). */
export const TRAVEL_WEEKEND = travelWeekend;

const DEADLINE_KEY = 'travel_deadline';
/** The same fact as the hosts' content field (DESIGN 3.7): the later of the two edits holds (ADR 087). */
const DEADLINE_FIELD = 'travel.deadline';

/** The content's deadline: the hosts' choice until they make another. */
const DEFAULT_DEADLINE = parseOffsetIso(contentDeadline) ?? new Date('2026-05-07T21:59:00Z');

/**
 * The Content tab's deadline as an instant: with its offset as typed, or, typed without one, as the
 * wall clock in Paris (a day alone: its last minute, 23:59).
 */
export function contentInstant(text: string): Date | undefined {
  const withOffset = parseOffsetIso(text);
  if (withOffset) return withOffset;
  const wall = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2})?)?$/.exec(text.trim());
  if (!wall) return undefined;
  const local = `${wall[1]}T${wall[2] ?? '23:59'}:00`;
  const asUtc = parseOffsetIso(`${local}Z`);
  return asUtc && parseOffsetIso(`${local}${zonedIso(asUtc, weddingTimeZone).slice(-6)}`);
}

/**
 * Until when guests may give or change their travel details: the hosts' latest word on it, from the
 * Travel tab (setTravelDeadline) or a publish of the Content tab's field (ADR 087), else the content's.
 */
export async function travelDeadline(db: DbOrTx): Promise<Date> {
  const [setting, published] = await Promise.all([
    readSettingRow(db, DEADLINE_KEY),
    publishedFact(db, DEADLINE_FIELD),
  ]);
  const set = typeof setting?.value === 'string' ? parseOffsetIso(setting.value) : undefined;
  const fromContent = published && contentInstant(published.value);
  if (fromContent && (!set || !setting || published.publishedAt > setting.updatedAt)) return fromContent;
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
  db: Db,
  given: string,
  now = new Date(),
): Promise<Result<{ message: string; warnings: string[] }>> {
  const at = parseOffsetIso(given);
  if (!at) return refuse('validation', DEADLINE_MESSAGES.invalid);
  const value = zonedIso(at, weddingTimeZone);
  await db.transaction().execute(async (trx) => {
    await writeSetting(trx, DEADLINE_KEY, value);
    // The Content tab shows the deadline guests are held to (ADR 087).
    await writePublishedFact(trx, DEADLINE_FIELD, value);
  });
  return ok({ message: DEADLINE_MESSAGES.set(deadlineIn(at, 'en')), warnings: deadlineWarnings(at, now) });
}
