/**
 * The hosts' nudge once the weekend is over (DESIGN 3.8, ADR 083): the banner at the top of the
 * hosts' area, its confirmation, and the send dialog's question. The hosts' area is in English.
 */
export const sitePhaseCopy = {
  region: 'After the wedding',
  overHeading: 'The weekend is over',
  over: 'The site still asks guests to answer. Switch it to after the wedding: it thanks the guests, and the RSVP and travel forms say answers are closed.',
  switchAfter: 'Switch the site to after the wedding',
  after: 'The site thanks the guests: the RSVP and travel forms say the weekend is over.',
  switchBefore: 'Switch back to before the wedding',
  confirmAfterTitle: 'Switch the site to after the wedding?',
  confirmAfter:
    'Guests will be thanked, and their RSVP and travel answers refused with a sentence. You can switch back at any time.',
  confirmBeforeTitle: 'Switch back to before the wedding?',
  confirmBefore: 'The RSVP and travel forms open again, as before the wedding, until their deadlines.',
  confirm: 'Switch',
  cancel: 'Cancel',
  switching: 'Switching…',
  switchedAfter: 'The site now thanks the guests: answers are closed.',
  switchedBefore: 'The site is back to before the wedding: guests can answer again.',
  failed: 'The site’s phase could not be changed. Please check your connection and try again.',
  /** The send dialog, for an invitation or a reminder once the weekend is over. */
  sendLate: 'The weekend is over. Send anyway?',
  sendAnyway: 'Send anyway',
  dontSend: 'Don’t send',
};
