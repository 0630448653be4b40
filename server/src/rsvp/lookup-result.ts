import { splitName, type DetailsOnFile, type GuestLookupFound, type PreviousAnswer } from '@riviera/contract';
import type { RsvpRow } from '../db/schema';
import type { LookupGuest } from './guest-lookup.repository';

/** Whether each private detail holds something; told even when withheld, never what it says. */
export function detailsOnFile(row: RsvpRow): DetailsOnFile {
  const filled = (value: string | null) => (value ?? '').trim() !== '';
  return {
    mailingAddress: filled(row.mailing_address),
    dietaryNotes: filled(row.dietary_notes),
    plusOneDietaryNotes: filled(row.plus_one_dietary_notes),
    message: filled(row.message),
  };
}

function previousAnswer(row: RsvpRow, withDetails: boolean): PreviousAnswer {
  const detail = (value: string | null) => (withDetails ? (value ?? '') : '');
  return {
    submittedAt: row.submitted_at.toISOString(),
    attending: row.attending,
    plusOneAttending: row.plus_one_attending,
    plusOneFirstName: row.plus_one_first_name ?? '',
    plusOneLastName: row.plus_one_last_name ?? '',
    events: {
      welcomeDinner: row.welcome_dinner,
      ceremonyAndLunch: row.ceremony_and_lunch,
      cocktailAndReception: row.cocktail_and_reception,
      farewellBrunch: row.farewell_brunch,
    },
    plusOneEvents: {
      welcomeDinner: row.plus_one_welcome_dinner,
      ceremonyAndLunch: row.plus_one_ceremony_and_lunch,
      cocktailAndReception: row.plus_one_cocktail_and_reception,
      farewellBrunch: row.plus_one_farewell_brunch,
    },
    dietaryRestrictions: row.entree ?? '',
    plusOneDietaryRestrictions: row.plus_one_entree ?? '',
    dietaryNotes: detail(row.dietary_notes),
    plusOneDietaryNotes: detail(row.plus_one_dietary_notes),
    mailingAddress: detail(row.mailing_address),
    message: detail(row.message),
    detailsWithheld: !withDetails,
    onFile: detailsOnFile(row),
  };
}

/**
 * The lookup answer for one guest: the stored names split for the form, and their current answer.
 * Private details of that answer only go to a caller who holds the invitation code.
 */
export function toLookupResult(
  guest: LookupGuest,
  current: RsvpRow | undefined,
  invitationCode?: string,
): GuestLookupFound {
  const { firstName, lastName } = splitName(guest.name);
  const plusOne = guest.plus_one_allowed && guest.plus_one_name ? splitName(guest.plus_one_name) : undefined;
  return {
    found: true,
    firstName,
    lastName,
    hasPlusOne: guest.plus_one_allowed,
    plusOneFirstName: plusOne?.firstName ?? '',
    plusOneLastName: plusOne?.lastName ?? '',
    ...(invitationCode ? { invitationCode } : {}),
    ...(current ? { previousAnswer: previousAnswer(current, Boolean(invitationCode)) } : {}),
  };
}
