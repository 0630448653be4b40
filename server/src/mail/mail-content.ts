// The words and the weekend live in the site's content modules, where the couple edits them once
// and the French edition will sit beside them (ADR 022): the server reads that data, never code.
import { events, eventsCopy } from '../../../client/src/content/en/events';
import { mailCopy, type MailCopy } from '../../../client/src/content/en/mail';
import { calendarWords, weddingTimeZone } from '../../../client/src/content/en/site';
import type { CalendarEvent, CalendarWords } from '@riviera/contract';

export interface MailContent {
  copy: MailCopy;
  events: readonly CalendarEvent[];
  words: CalendarWords;
  /** The calendar files' words and stable UID domain, shared with the events page's files. */
  calendar: { dressCodeLabel: string; uidDomain: string };
  timeZone: typeof weddingTimeZone;
}

const english: MailContent = {
  copy: mailCopy,
  events,
  words: calendarWords,
  calendar: { dressCodeLabel: eventsCopy.dressCodeLabel, uidDomain: eventsCopy.calendarUidDomain },
  timeZone: weddingTimeZone,
};

/** The content of a guest's language; English until the French edition exists. */
export function mailContent(): MailContent {
  return english;
}
