import { MESSAGES, type GuestMessages } from '@riviera/contract';

/**
 * The specification's messages, word for word, as the server answers in English. A module of its
 * own: only the RSVP pages need them, so the others never download them.
 */
export const messages: GuestMessages = MESSAGES;
