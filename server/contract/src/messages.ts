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
