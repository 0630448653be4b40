import type * as En from '../en/reply-by';

/** The reply-by line of the RSVP and home pages, shown when RSVP_DEADLINE is set. */
export const replyByCopy: typeof En.replyByCopy = {
  /** "15 avril 2026", the last day in Paris: the guest may still answer on that day. */
  replyBy: (date) => `Réponse souhaitée au plus tard le ${date}`,
  closed: (date) => `La date limite de réponse était le ${date}`,
};
