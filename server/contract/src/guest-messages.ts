import type { Language } from './language';
import { MESSAGES, type GuestMessages } from './messages';
import { MESSAGES_FR } from './messages.fr';

const TABLES: Record<Language, GuestMessages> = { en: MESSAGES, fr: MESSAGES_FR };

/** The messages a guest reads, in their language: the server answers each request with these. */
export function guestMessages(language: Language): GuestMessages {
  return TABLES[language];
}

export { MESSAGES_FR };
