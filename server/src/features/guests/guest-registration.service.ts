import {
  guestMessages,
  isEmailAddress,
  MESSAGES,
  parseInvitationCode,
  type Api,
  type Language,
} from '@riviera/contract';
import type { Db } from '../../platform/db/database';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { ok, refuse, type Result } from '../../platform/result';
import type { GuestRowUpdate } from '../../platform/db/rows';
import { updateGuestRow } from './guest.repository';
import { findGuestByCountedCode } from './guest-code.service';
import { addressOf } from './guest.service';

/** What a listed guest sends to give the couple their email and postal address (registerGuest's input). */
export type RegistrationInput = Api.RegisterGuestInput;

export const REGISTRATION_MESSAGES = {
  saved: 'Thank you! Your details were saved.',
  nothingToSave: 'Please enter your email address or your postal address.',
} as const;

/**
 * A guest on the list, identified by the code printed on their invitation, gives their email and
 * address. The answer never carries the guest's record: the caller is not a host.
 */
export async function registerGuest(
  db: Db,
  input: RegistrationInput,
  language: Language = 'en',
  use?: CodeUse,
): Promise<Result<{ message: string }>> {
  const { lookup } = guestMessages(language);
  const code = parseInvitationCode(input.code);
  if (!code) return refuse('validation', lookup.codeInvalid);
  const email = input.email?.trim() ?? '';
  if (email && !isEmailAddress(email)) return refuse('validation', MESSAGES.guest.emailInvalid);
  const address = input.address ? addressOf(input.address) : undefined;
  if (address && !address.ok) return refuse('validation', address.refusal.message);
  if (!email && !address?.value.address_collected) {
    return refuse('validation', REGISTRATION_MESSAGES.nothingToSave);
  }
  const found = await findGuestByCountedCode(db, code, use);
  if (!found.ok) return found;
  const guest = found.value;
  if (!guest) return refuse('not_found', lookup.codeNotFound);
  const changes: GuestRowUpdate = { ...(email ? { email } : {}) };
  // Only a complete address replaces what the couple already has.
  if (address?.value.address_collected) Object.assign(changes, address.value);
  await updateGuestRow(db, guest.id, changes);
  return ok({ message: REGISTRATION_MESSAGES.saved });
}
