/** The reply-by line of the RSVP and home pages, shown when RSVP_DEADLINE is set. */
export const replyByCopy = {
  /** "15 April 2026", the last day in Paris. */
  replyBy: (date: string) => `Kindly reply by ${date}`,
  /** Once RSVP_DEADLINE has passed: the form refuses answers, so the line says so. */
  closed: (date: string) => `RSVPs closed on ${date}`,
};
