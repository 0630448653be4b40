import type { Language } from '@riviera/contract';
import { couple, venue } from '@riviera/content/en/site';

/**
 * The message the hosts send a guest by WhatsApp or SMS from the send queue (ADR 052), in each
 * language: a greeting by first name and the guest's private link. Plain text, as a chat shows it.
 */
export const PHONE_MESSAGE: Record<Language, (firstName: string, link: string) => string> = {
  en: (firstName, link) =>
    `Hello ${firstName}, ${couple.together} here: your private link for our wedding in ${venue.town} is ${link}\nIt opens your RSVP without asking for your name.`,
  fr: (firstName, link) =>
    `Bonjour ${firstName}, ici ${couple.together}\u00a0: votre lien personnel pour notre mariage à ${venue.town} est ${link}\nIl ouvre votre réponse sans vous demander votre nom.`,
};

/** The hosts' words for the queue's mutation (the admin area is in English). */
export const SEND_QUEUE_MESSAGES = {
  marked: (name: string) => `Marked ${name}'s message as sent.`,
  unmarked: (name: string) => `Marked ${name}'s message as not sent.`,
  notFound: 'This guest has no mobile number any more. Please reload the send queue.',
} as const;
