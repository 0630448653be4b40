/**
 * Phase AFTER (DESIGN 3.8, ADR 083): what the RSVP and travel pages say in place of their forms,
 * and the sentence the server refuses answers with.
 */
export const afterWeddingCopy = {
  /** POST /rsvp, submitRSVP and submitTravel refuse with it, and nothing is written. */
  answersClosed: 'The weekend is over: answers are closed. Thank you for celebrating with us.',
  /** In place of the RSVP and travel forms. */
  heading: 'The weekend is over',
  rsvp: 'Answers are closed now. Thank you for celebrating with us: it was a joy to share these days with you.',
  travel: 'Travel details are closed now. Thank you for making the journey to celebrate with us.',
  /** While the page asks the server whether the weekend is over (a moment). */
  checking: 'Checking…',
};
