import { MESSAGES } from '@riviera/contract';

/** The wedding is in France: the deadline is told in the couple's time zone, whatever the server's. */
export const DEADLINE_TIME_ZONE = 'Europe/Paris';

const deadlineFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEADLINE_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "15 April 2026 at 23:59 (Paris time)": the deadline as guests read it in mail. */
export function formatDeadline(deadline: Date): string {
  return `${deadlineFormat.format(deadline)} (Paris time)`;
}

/** "RSVPs closed on 15 April 2026 at 23:59 (Paris time, Europe/Paris). …" */
export function closedMessage(deadline: Date): string {
  return MESSAGES.rsvp.closed.replace('{deadline}', deadlineFormat.format(deadline));
}

/** True once the deadline has passed; a submission exactly at the deadline still counts. */
export function isPastDeadline(now: Date, deadline: Date): boolean {
  return now.getTime() > deadline.getTime();
}
