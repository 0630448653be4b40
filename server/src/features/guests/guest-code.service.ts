import { parseInvitationCode } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { GuestRow } from '../../platform/db/rows';
import { ok, type Result } from '../../platform/result';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { findGuestByCode } from './guest.repository';

// A guest by the code on their invitation, counted against code guessing (ADR 069).

/**
 * The guest, and so the party, an invitation code opens as a guest typed it or a link carries it (in
 * any case, with spaces or hyphens): undefined when it cannot be a code or finds nobody, counted
 * as findGuestByCountedCode counts it. The pass, the travel page and the calendar feed start here.
 */
export async function guestByTypedCode(
  db: DbOrTx,
  typed: string,
  use?: CodeUse,
): Promise<Result<GuestRow | undefined>> {
  const code = parseInvitationCode(typed);
  return code ? findGuestByCountedCode(db, code, use) : ok(undefined);
}

/**
 * The guest an invitation code (already read and normalised) finds, with the use counted against
 * code guessing: refused past the limits, counted as a wrong code when it finds nobody (undefined),
 * given back when it finds someone. Every service that opens something by a code starts here.
 */
export async function findGuestByCountedCode(
  db: DbOrTx,
  code: string,
  use?: CodeUse,
): Promise<Result<GuestRow | undefined>> {
  const attempt = await use?.(code);
  if (attempt && 'refused' in attempt) return { ok: false, refusal: attempt.refused };
  const guest = await findGuestByCode(db, code);
  if (guest) await attempt?.found();
  return ok(guest);
}
