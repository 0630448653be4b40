// The words and the weekend live in the site's content modules, where the couple edits them once,
// one module per language (ADRs 019 and 022): the server reads that data, never code.
import type { CalendarEvent, Entree, Language } from '@riviera/contract';
import * as enEvents from '../../../client/src/content/en/events';
import { mailCopy as enMail, type MailCopy } from '../../../client/src/content/en/mail';
import { entreeLabels as enEntrees } from '../../../client/src/content/en/rsvp';
import { weddingTimeZone } from '../../../client/src/content/en/site';
import * as frEvents from '../../../client/src/content/fr/events';
import { mailCopy as frMail } from '../../../client/src/content/fr/mail';
import { entreeLabels as frEntrees } from '../../../client/src/content/fr/rsvp';

export interface MailContent {
  language: Language;
  copy: MailCopy;
  events: readonly CalendarEvent[];
  /** The reception entrées by their stored value, as the RSVP form names them. */
  entrees: Record<Entree, string>;
  /** The calendar files' words and stable UID domain, shared with the events page's files. */
  calendar: { dressCodeLabel: string; uidDomain: string };
  timeZone: typeof weddingTimeZone;
}

function contentOf(
  language: Language,
  copy: MailCopy,
  { events, eventsCopy }: typeof enEvents,
  entrees: Record<Entree, string>,
): MailContent {
  return {
    language,
    copy,
    events,
    entrees,
    calendar: { dressCodeLabel: eventsCopy.dressCodeLabel, uidDomain: eventsCopy.calendarUidDomain },
    timeZone: weddingTimeZone,
  };
}

const CONTENT: Record<Language, MailContent> = {
  en: contentOf('en', enMail, enEvents, enEntrees),
  fr: contentOf('fr', frMail, frEvents, frEntrees),
};

/**
 * The mail's words in a language: a guest's messages in theirs (the language of the page they
 * answered on, or the one the hosts chose), the hosts' own in English.
 */
export function mailContent(language: Language = 'en'): MailContent {
  return CONTENT[language];
}
