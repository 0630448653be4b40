/** The longest address mail can carry (RFC 5321), as the database's CHECK on guests.email. */
export const MAX_EMAIL_LENGTH = 254;

/** Same pattern as the database's CHECK on guests.email: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The one rule of an email address, wherever one is typed (the guest form and its import, the RSVP
 * form's email box, a guest's registration): what is wrong with it, or undefined. Surrounding spaces
 * do not count.
 */
export function emailProblem(value: string): 'invalid' | 'tooLong' | undefined {
  const email = value.trim();
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  return email.length > MAX_EMAIL_LENGTH ? 'tooLong' : undefined;
}

export function isEmailAddress(value: string): boolean {
  return emailProblem(value) === undefined;
}

/** An address a mail header can carry: the site's one email rule, with no space, angle bracket or comma. */
export function isHeaderAddress(address: string): boolean {
  return isEmailAddress(address) && !/[\s<>,]/.test(address);
}
