// The glossary's words typed here, not imported (ADR 067): this module is in the RSVP page's first
// download, which is at its budget (ADR 019) and has no room for the glossary's other words;
// glossary.test.ts holds them to it.

/**
 * The RSVP flow's labels and copy. The specification's validation and error messages are not here:
 * they come from @riviera/contract, which the server answers with too.
 */
export const rsvpCopy = {
  intro:
    'Find your invitation, tell us which days you can join, and choose your entrée for the reception dinner on Friday. You can change your answer later, as often as you need.',
  needsJavaScript:
    'The RSVP form needs JavaScript, which is turned off in this browser. Turn it on and reload the page, or open this page in another browser, to answer.',
  lookup: {
    heading: 'Find your invitation',
    help: 'Type your name as it is written on your invitation. Accents and capitals do not matter.',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Find my invitation',
    searching: 'Looking for your name…',
    codeHeading: 'Have your invitation card handy?',
    codeHelp: 'The letters and numbers printed on it take you straight to your answer.',
    codeLabel: 'Invitation code',
    codeSubmit: 'Use my code',
    loadingCode: 'Opening your invitation…',
    /** Under a lookup's message: where "contact the couple" leads. */
    contactLink: 'Questions, and how to contact the couple',
    /** A child's name typed: children are found with their family, never by their own name (ADR 040, 072). */
    childName:
      'Children answer with their family: a parent replies for everyone on the invitation. Please type the name of a parent as it is written on the invitation, or the code printed on your invitation card.',
    /** The invitation link opened with no connection (the lookup by code got no answer). */
    codeOffline: 'Your invitation could not be opened. Please check your connection and reload the page.',
  },
};
