// The weekend and the entrées' names come from the wedding's content package, where the couple
// edits them once for the site and the mail (ADRs 019, 022 and 037); the mail's own words are this
// feature's, one module per language (mail-copy.ts, mail-copy.fr.ts).
import {
  colon,
  type CalendarEvent,
  type CalendarOptions,
  type Entree,
  type Language,
} from '@riviera/contract';
import * as enEvents from '@riviera/content/en/events';
import { entreeLabels as enEntrees, rsvpFormCopy as enForm } from '@riviera/content/en/rsvp-form';
import * as frEvents from '@riviera/content/fr/events';
import { entreeLabels as frEntrees, rsvpFormCopy as frForm } from '@riviera/content/fr/rsvp-form';
import { weddingTimeZone } from '@riviera/content/wedding';
import { mailCopy as enMail, type MailCopy } from './mail-copy';
import { mailCopy as frMail } from './mail-copy.fr';

export interface MailContent {
  language: Language;
  copy: MailCopy;
  events: readonly CalendarEvent[];
  /** The reception entrées by their stored value, as the RSVP form names them. */
  entrees: Record<Entree, string>;
  /** The kids' menu, as the RSVP form names it (ADR 040). */
  kidsMenu: string;
  /**
   * The calendar files' words and stable UID domain, shared with the events page's files, and the
   * name of the whole weekend's file the site serves (the save-the-date links to it).
   */
  calendar: { dressCodeLabel: string; uidDomain: string; weekendFileName: string };
  timeZone: typeof weddingTimeZone;
  /**
   * How often the hosts moved each event (ADR 087), for the SEQUENCE of the events in a message's
   * `.ics`; none in the built content.
   */
  revisions?: ReadonlyMap<string, { sequence: number; lastModified: Date }>;
}

function contentOf(
  language: Language,
  copy: MailCopy,
  { events, eventsCopy }: typeof enEvents,
  entrees: Record<Entree, string>,
  kidsMenu: string,
): MailContent {
  return {
    language,
    copy,
    events,
    entrees,
    kidsMenu,
    calendar: {
      dressCodeLabel: eventsCopy.dressCodeLabel,
      uidDomain: eventsCopy.calendarUidDomain,
      weekendFileName: eventsCopy.calendarFileName,
    },
    timeZone: weddingTimeZone,
  };
}

const CONTENT: Record<Language, MailContent> = {
  en: contentOf('en', enMail, enEvents, enEntrees, enForm.form.kidsMenu),
  fr: contentOf('fr', frMail, frEvents, frEntrees, frForm.form.kidsMenu),
};

/**
 * The mail's words in a language: a guest's messages in theirs (the language of the page they
 * answered on, or the one the hosts chose), the hosts' own in English.
 */
export function mailContent(language: Language = 'en'): MailContent {
  return CONTENT[language];
}

/**
 * What a guest's calendar file says of itself in their language: its name, the couple after each
 * title, the words around the dress code and the stable UIDs. The confirmation's `.ics` and the
 * party's feed (ADR 048) are written with it.
 */
export function guestCalendarOptions(content: MailContent, stamp: Date): CalendarOptions {
  return {
    name: content.copy.confirmation.calendarName,
    titleSuffix: content.copy.couple,
    dressCodeLabel: content.calendar.dressCodeLabel,
    colon: colon(content.language),
    language: content.language,
    uidDomain: content.calendar.uidDomain,
    timeZone: content.timeZone,
    stamp,
    ...(content.revisions ? { revisionOf: (id: string) => content.revisions?.get(id) } : {}),
  };
}
