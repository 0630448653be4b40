/**
 * Every message of the specification's validation rules and error catalogue, word for word.
 * The client shows them and the server answers with them, so both import this one table.
 */
export const MESSAGES = {
  lookup: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    firstNameTooShort: 'First name must be at least 2 characters',
    lastNameTooShort: 'Last name must be at least 2 characters',
    notFound: 'Name not found on guest list. Please check spelling or contact the couple.',
    failed: 'Failed to lookup guest information',
    exception: 'An error occurred. Please try again.',
    ambiguous:
      'More than one guest has this name. Please enter the code printed on your invitation card, or contact the couple.',
    /** The same words as the content's glossary (unknownCode), which its test holds them to (ADR 067). */
    codeNotFound:
      'We could not find that invitation code. Please check it against your invitation card, or contact the couple.',
    codeInvalid:
      'Please enter the code printed on your invitation card: 8 letters and numbers, or 6 on some.',
    /**
     * Beyond the specification: a code with characters no code uses, named ("{chars}": “1”, or “1”
     * and “0”). The page says it before asking the server, which answers codeInvalid.
     */
    codeCharacters:
      'Invitation codes never use {chars}. They are made of the letters A to Z except I, L and O, and the digits 2 to 9: please check the code on your invitation card.',
    tooMany: 'Too many lookups from your connection. Please wait {wait} and try again.',
    codeTooMany:
      'Too many wrong invitation codes have been tried. Please wait {wait} and try again, or look yourself up by your name.',
  },
  rsvp: {
    mailingAddressRequired: 'Mailing address is required',
    mailingAddressRequiredWhenAttending: 'Mailing address is required when attending',
    selectEvent: 'Please select at least one event to attend',
    selectPlusOneEvent: 'Please select at least one event for your plus-one',
    selectEntree: 'Please select your reception entrée',
    selectPlusOneEntree: 'Please select a reception entrée for your plus-one',
    fixErrorsHeading: 'Please fix the following errors:',
    submitFailed: 'Failed to submit RSVP',
    exception: 'An error occurred. Please try again.',
    // Beyond the specification: rules the form enforces itself, so a guest meets them only when
    // another client (or a changed guest list) sends something the form would not.
    plusOneNameRequired: 'Please enter the first name of your plus-one',
    noPlusOne:
      'Your invitation does not include a plus-one, so the plus-one fields must be left empty. Please contact the couple if this is a mistake.',
    attendanceMismatch:
      'Your answer says you cannot attend, yet events are ticked. Please answer Yes, or untick the events.',
    plusOneAttendanceMismatch:
      'Your answer says your plus-one is not coming, yet events are ticked for them. Please untick them, or say they are coming.',
    guestNotFound:
      'We could not find you on the guest list. Please look up your name again, or contact the couple.',
    /** "{deadline}" is the date and time in Europe/Paris, e.g. "15 April 2026 at 11:59 PM". */
    closed:
      'RSVPs closed on {deadline} (Paris time, Europe/Paris). Please contact the couple if your plans have changed.',
    tooMany: 'Too many RSVPs sent from your connection. Please wait {wait} and try again.',
    saved: 'Thank you! Your RSVP has been saved.',
    savedDeclined: 'Thank you for letting us know. Your reply has been saved.',
    emailInvalid: 'Please enter a valid email address, or leave the email box empty.',
    /** An email sent with an answer by name: only the invitation's holder may add one (ADR 031). */
    emailNeedsCode:
      'An email address can only be added with the code printed on your invitation card. Please leave the email box empty, or open the link in your invitation email.',
    /**
     * Beyond the specification: the optional mobile number. Refused most often for a number typed
     * without its country code that the page cannot place (phone.ts): the sentence asks for it.
     */
    phoneInvalid:
      'Please enter a mobile number with its country code (a + and the code, such as +1, +44 or +91), or leave the box empty.',
    /** A phone sent with an answer by name: the hosts send the private link to it (ADR 052). */
    phoneNeedsCode:
      'A mobile number can only be added with the code printed on your invitation card. Please leave the mobile box empty, or open the link in your invitation email.',
    // Beyond the specification: a party's answer (ADR 040). "{name}" is the member's full name.
    memberSelectEvent: 'Please select at least one event for {name}',
    memberSelectEntree: 'Please select a reception entrée for {name}',
    memberAttendanceMismatch:
      'The answer for {name} says they cannot come, yet events are ticked for them. Please tick only the events they will attend, or none if they cannot come.',
    kidsMenuForChildren: "The kids' menu is for children. Please choose another entrée for {name}.",
    memberNotInParty:
      'Someone in this answer is not on your invitation. Please look up your name again, or contact the couple.',
    memberTwice: 'The answer for {name} was sent twice. Please send one answer per person.',
    /** A name alone may not change what was answered with a code of the party (ADR 070). */
    memberAnsweredWithCode:
      '{name} answered with an invitation code, so their answer can only be changed with one: open the link in your invitation email, or type the code printed on your invitation card.',
    /** The deadline's date and time in Paris: "15 April 2026 at 11:59 PM". */
    deadlineAt: '{date} at {time}',
    /** A time told in the wedding's zone, in mail: "15 April 2026 at 11:59 PM (Paris time)". */
    inParisTime: '{when} (Paris time)',
  },
  /**
   * Beyond the specification: what the server answers a guest's page when the request itself cannot
   * be served. Sentences about the shape of a request, which only another program gets wrong, are
   * the server's own and stay English (ADR 019).
   */
  request: {
    busy: 'The site is busy for a moment. Please try again in a few seconds.',
    internal: 'Something went wrong on our side. Please try again in a moment.',
    /** "{field}" is the field's name as the client sent it. */
    unstorableText:
      'The field "{field}" contains a character that cannot be saved (a NUL control character or half of an emoji). Remove it and send again.',
    tooLarge: 'The request body is too large. Send at most 64 KB.',
    tooSlow: 'Your answer took too long to arrive. Please check your connection and send it again.',
  },
  admin: {
    authFailed: 'Authentication failed',
    authException: 'An error occurred during authentication',
    createGuestFailed: 'Failed to create guest',
    noRsvps: 'No RSVP responses found.',
    noGuests: 'No guests found. Add your first guest using the button above.',
  },
  guest: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    plusOneNameRequired: 'Plus one name is required when plus one is allowed',
  },
} as const;

/** A message table with the English keys and any wording. */
export type Sentences<T> = { [K in keyof T]: T[K] extends string ? string : Sentences<T[K]> };

/**
 * What a guest can read: the lookup's, the RSVP's and the request's messages, in either language (English word for
 * word as the specification, French in messages.fr.ts). The hosts' sections stay English.
 */
export type GuestMessages = Sentences<Pick<typeof MESSAGES, 'lookup' | 'rsvp' | 'request'>>;
