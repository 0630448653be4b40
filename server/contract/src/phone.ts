import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import type { Language } from './language';
import type { GuestMessages } from './messages';

// The RSVP form's optional mobile number (issue 23, ADR 052). Its own entry of the contract
// (`@riviera/contract/phone`): the numbering plans (the `min` metadata) load only where a number is
// read, the RSVP form's later chunk and the server, never a guest page's first download.

/** The country a number typed without "+" is read in: the guest's language says where they live. */
export const PHONE_COUNTRY: Record<Language, CountryCode> = { en: 'GB', fr: 'FR' };

/** Longer than any number written with spaces and dashes: anything past it is not one. */
export const MAX_PHONE_LENGTH = 40;

/**
 * The number in E.164 ("+33612345678"), read in the guest's country when it has no "+" or "00"; `''`
 * for an empty box; undefined when it is not a mobile number.
 */
export function normalisePhone(value: string | undefined, language: Language): string | undefined {
  const typed = (value ?? '').trim();
  if (typed === '') return '';
  if (typed.length > MAX_PHONE_LENGTH || /[a-z]/i.test(typed)) return undefined;
  const international = typed.replace(/^00/, '+');
  const number = parsePhoneNumberFromString(international, PHONE_COUNTRY[language]);
  return number?.isValid() ? number.number : undefined;
}

/** A number on file (E.164) as a person writes it, "+44 7911 123456"; as stored when unreadable. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The phone box's rule: empty, or a phone number of the guest's country or with its "+". */
export function validateRsvpPhone(
  value: string | undefined,
  language: Language,
  messages: GuestMessages,
): string | undefined {
  return normalisePhone(value, language) === undefined ? messages.rsvp.phoneInvalid : undefined;
}

/** The digits wa.me takes: the E.164 number without its "+". */
export function whatsAppNumber(e164: string): string {
  return e164.replace(/\D/g, '');
}
