import type { Language } from '@riviera/contract';
import { couple, venue } from '@riviera/content/en/site';
import * as english from '@riviera/content/en/glossary';
import * as french from '@riviera/content/fr/glossary';

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

/**
 * Once the guest has answered (ADR 074): coming, the message leads with their weekend pass and keeps
 * the RSVP link last on its line, to change the answer; not coming, the private link stays with a
 * thank-you, as the pass is a weekend they will not be at.
 */
export const ANSWERED_MESSAGE: Record<
  Language,
  {
    attending: (firstName: string, pass: string, rsvp: string) => string;
    declined: (firstName: string, rsvp: string) => string;
  }
> = {
  en: {
    attending: (firstName, pass, rsvp) =>
      `Hello ${firstName}, ${couple.together} here: thank you for your answer! Your ${english.pass} for our wedding in ${venue.town} is ${pass} and your answer, to change it, is ${rsvp}\nThe pass keeps the schedule, your shuttle and the calendar on your phone.`,
    declined: (firstName, rsvp) =>
      `Hello ${firstName}, ${couple.together} here: your private link for our wedding in ${venue.town} is ${rsvp}\nThank you for your answer: we will miss you. If your plans change, the link lets you change it.`,
  },
  fr: {
    attending: (firstName, pass, rsvp) =>
      `Bonjour ${firstName}, ici ${couple.together}\u00a0: merci pour votre réponse\u202f! Votre ${french.pass} pour notre mariage à ${venue.town} est ${pass} et votre réponse, pour la modifier, est ${rsvp}\nLe pass garde le programme, votre navette et le calendrier sur votre téléphone.`,
    declined: (firstName, rsvp) =>
      `Bonjour ${firstName}, ici ${couple.together}\u00a0: votre lien personnel pour notre mariage à ${venue.town} est ${rsvp}\nMerci pour votre réponse\u00a0: vous nous manquerez. Si vos projets changent, ce lien vous permet de la modifier.`,
  },
};

/** The hosts' words for the queue's mutation (the admin area is in English). */
export const SEND_QUEUE_MESSAGES = {
  marked: (name: string) => `Marked ${name}'s message as sent.`,
  unmarked: (name: string) => `Marked ${name}'s message as not sent.`,
  notFound: 'This guest has no mobile number any more. Please reload the send queue.',
} as const;
