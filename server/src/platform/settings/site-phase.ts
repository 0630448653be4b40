import { zonedDate, type Language } from '@riviera/contract';
import { afterWeddingCopy as en } from '@riviera/content/en/after-wedding';
import { afterWeddingCopy as fr } from '@riviera/content/fr/after-wedding';
import { travelWeekend } from '@riviera/content/travel-facts';
import { weddingTimeZone } from '@riviera/content/wedding';
import type { DbOrTx } from '../db/database';
import { refuse, type Refused } from '../result';
import { readSetting, writeSetting } from './settings.repository';

/**
 * The site's phase (DESIGN 3.8): the hosts' choice; the clock only nudges them. A setting every
 * guest flow reads (the RSVP, travel), so it lives in the platform, under the features that
 * refuse answers by it and the album that shows it (docs/decisions/083-the-site-knows-the-wedding-is-over.md).
 */
export type SitePhase = 'BEFORE' | 'AFTER';

/** Its key in app_settings; an answer reads it with the party it locks (ADR 083). */
export const SITE_PHASE_KEY = 'site_phase';

/** The phase a stored value says: AFTER only when the hosts chose it. */
export function phaseOf(value: unknown): SitePhase {
  return value === 'AFTER' ? 'AFTER' : 'BEFORE';
}

/** The weekend's last day (YYYY-MM-DD), from the content's dates. */
export const WEEKEND_ENDS = travelWeekend.last;

/** True once the weekend's last day is over in the wedding's time zone, whatever the season. */
export function weekendIsOver(now: Date): boolean {
  return zonedDate(now, weddingTimeZone) > WEEKEND_ENDS;
}

export async function readSitePhase(db: DbOrTx): Promise<SitePhase> {
  return phaseOf(await readSetting(db, SITE_PHASE_KEY));
}

export async function writeSitePhase(db: DbOrTx, phase: SitePhase, now = new Date()): Promise<void> {
  await writeSetting(db, SITE_PHASE_KEY, phase, now);
}

/** "The weekend is over: answers are closed. …", in the guest's language. */
export function answersClosedMessage(language: Language): string {
  return (language === 'fr' ? fr : en).answersClosed;
}

/**
 * In phase AFTER, a guest's answer (the RSVP, their travel) is refused as the deadline refuses it
 * (403 over REST, `success: false` over GraphQL), and nothing is written; in phase BEFORE,
 * undefined, whatever the clock says: the hosts choose the phase (ADR 083).
 */
export function refusalInPhase(phase: SitePhase, language: Language): Refused | undefined {
  return phase === 'AFTER' ? refuse('forbidden', answersClosedMessage(language)) : undefined;
}

/** `refusalInPhase` with the phase read now: for an answer that reads no settings of its own. */
export async function refusedAfterTheWedding(db: DbOrTx, language: Language): Promise<Refused | undefined> {
  return refusalInPhase(await readSitePhase(db), language);
}
