import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import type { Language } from './language';
import type { GuestMessages } from './messages';

// The RSVP form's optional mobile number (ADR 052). Its own entry of the contract
// (`@riviera/contract/phone`): the numbering plans (the `min` metadata) load only where a number is
// read, the RSVP form's later chunk and the server, never a guest page's first download.

/**
 * The countries a number typed without "+" may be from, by the page's language: the English pages'
 * guests mostly live in the United States or the United Kingdom, the French pages' in France. A
 * number from anywhere else is typed with its country code, which the box's hint and its error ask
 * for (ADR 067).
 */
export const PHONE_COUNTRIES: Record<Language, readonly CountryCode[]> = { en: ['US', 'GB'], fr: ['FR'] };

/** Longer than any number written with spaces and dashes: anything past it is not one. */
export const MAX_PHONE_LENGTH = 40;

/**
 * The number in E.164 ("+33612345678"); `''` for an empty box; undefined when it is not a mobile
 * number. With "+" or "00" it is read as written, in any country's format; without, it must be a
 * mobile number of exactly one of the page's countries (a US "(415) 555-2671", a UK "07911
 * 123456"): one that none of them, or more than one, reads is refused, and the sentence asks for
 * the country code.
 */
export function normalisePhone(value: string | undefined, language: Language): string | undefined {
  const typed = (value ?? '').trim();
  if (typed === '') return '';
  if (typed.length > MAX_PHONE_LENGTH || /[a-z]/i.test(typed)) return undefined;
  const international = typed.replace(/^00/, '+');
  if (international.startsWith('+')) {
    const number = parsePhoneNumberFromString(international);
    return number?.isValid() ? number.number : undefined;
  }
  const readings = new Set(
    PHONE_COUNTRIES[language].flatMap((country) => {
      const number = parsePhoneNumberFromString(international, country);
      return number?.isValid() ? [number.number] : [];
    }),
  );
  const [only] = readings;
  return readings.size === 1 ? only : undefined;
}

/** A number on file (E.164) as a person writes it, "+44 7911 123456"; as stored when unreadable. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The phone box's rule: empty, or a mobile number of the page's countries or with its "+". */
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
