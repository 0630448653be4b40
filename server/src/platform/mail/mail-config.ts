import { LANGUAGE_PREFIXES, type Language } from '@riviera/contract';
import type { Env } from '../config/env';

/** What composing and sending mail needs to know about this installation. */
/** What the hosts send from the guest list (kinds of the outbox, outbox.repository.ts). */
export type GuestMailKind = 'save_the_date' | 'invitation' | 'reminder';

export interface MailConfig {
  /** The absolute address guests use: private links and QR codes point here. */
  siteUrl: string;
  /** RSVP_DEADLINE, told in every message that asks for a reply. */
  deadline: Date | undefined;
  /** HOSTS_EMAIL: where the hosts are told of answers, and the Reply-To of every message. */
  hosts: readonly string[];
  /** MAIL_FROM, or a local sender for the mail catcher. */
  from: string;
  /**
   * How mail leaves: through SMTP_URL, to the local catcher (development without SMTP_URL), or not at
   * all yet (production without SMTP_URL: kept in the outbox until it is set; ADR 022).
   */
  delivery: 'smtp' | 'catcher' | 'held';
}

export const LOCAL_SENDER = 'Wedding website <wedding@localhost.localdomain>';

export function mailConfig(env: Env): MailConfig {
  return {
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    deadline: env.RSVP_DEADLINE,
    hosts: env.HOSTS_EMAIL,
    from: env.MAIL_FROM ?? LOCAL_SENDER,
    delivery: env.SMTP_URL ? 'smtp' : env.NODE_ENV === 'production' ? 'held' : 'catcher',
  };
}

/** The guest's private link, in their language: the RSVP page opens their answer from the code. */
export function privateLink(siteUrl: string, code: string, language: Language = 'en'): string {
  return `${siteUrl}${LANGUAGE_PREFIXES[language]}/rsvp?code=${encodeURIComponent(code)}`;
}

/**
 * The party's private travel page, in the guest's language (ADR 049): where they give or change
 * their arrival, departure, stay and shuttle seats with their invitation code.
 */
export function travelLink(siteUrl: string, code: string, language: Language = 'en'): string {
  return `${siteUrl}${LANGUAGE_PREFIXES[language]}/rsvp/travel?code=${encodeURIComponent(code)}`;
}

/** The party's weekend pass (ADR 054), in the guest's language: their weekend, kept on their phone. */
export function weekendPassLink(siteUrl: string, code: string, language: Language = 'en'): string {
  return `${siteUrl}${LANGUAGE_PREFIXES[language]}/weekend?code=${encodeURIComponent(code)}`;
}

/** The site's home page in a language: '/' or '/fr'. */
export function siteHome(siteUrl: string, language: Language = 'en'): string {
  return language === 'en' ? siteUrl : `${siteUrl}${LANGUAGE_PREFIXES[language]}`;
}

/**
 * The party's calendar feed as a phone subscribes to it (ADR 048): webcal:// opens the calendar app,
 * which then fetches the same address over HTTPS (or HTTP) and follows its changes.
 */
export function calendarFeedLink(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/^https?:\/\//, 'webcal://')}/calendar/${encodeURIComponent(code)}.ics`;
}
