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
      'More than one guest has this name. Please enter the code printed on your invitation, or contact the couple.',
    codeNotFound:
      'We could not find that invitation code. Please check it against your invitation, or contact the couple.',
    codeInvalid: 'Please enter the 6-character code printed on your invitation.',
    tooMany: 'Too many lookups from your connection. Please wait {wait} and try again.',
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
    /** "{deadline}" is the date and time in Europe/Paris, e.g. "15 April 2026 at 23:59". */
    closed:
      'RSVPs closed on {deadline} (Paris time, Europe/Paris). Please contact the couple if your plans have changed.',
    tooMany: 'Too many RSVPs sent from your connection. Please wait {wait} and try again.',
    saved: 'Thank you! Your RSVP has been saved.',
    savedDeclined: 'Thank you for letting us know. Your reply has been saved.',
    emailInvalid: 'Please enter a valid email address, or leave the email box empty.',
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
