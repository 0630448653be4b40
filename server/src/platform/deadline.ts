import { formatLongDate, formatTime, guestMessages, type Language } from '@riviera/contract';

/** The wedding is in France: the deadline is told in the couple's time zone, whatever the server's. */
export const DEADLINE_TIME_ZONE = 'Europe/Paris';

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEADLINE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * '15 April 2026 at 11:59 PM' / « 15 avril 2026 à 23 h 59 »: the deadline in Paris, on each
 * language's clock (12 hours in English, ADR 067).
 */
export function deadlineIn(deadline: Date, language: Language): string {
  const clock = clockFormat.format(deadline);
  return guestMessages(language)
    .rsvp.deadlineAt.replace('{date}', formatLongDate(deadline, language, DEADLINE_TIME_ZONE))
    .replace('{time}', formatTime(clock, language));
}

/** "15 April 2026 at 11:59 PM (Paris time)": the deadline as guests read it in mail. */
export function formatDeadline(deadline: Date, language: Language = 'en'): string {
  return guestMessages(language).rsvp.inParisTime.replace('{when}', deadlineIn(deadline, language));
}

/** "RSVPs closed on 15 April 2026 at 11:59 PM (Paris time, Europe/Paris). …", in the guest's language. */
export function closedMessage(deadline: Date, language: Language = 'en'): string {
  return guestMessages(language).rsvp.closed.replace('{deadline}', deadlineIn(deadline, language));
}

/** True once the deadline has passed; a submission exactly at the deadline still counts. */
export function isPastDeadline(now: Date, deadline: Date): boolean {
  return now.getTime() > deadline.getTime();
}
