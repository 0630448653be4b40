import { TRAVEL_MESSAGES, TRAVEL_MESSAGES_FR, type Language, type TravelMessages } from '@riviera/contract';

const TABLES: Record<Language, TravelMessages> = { en: TRAVEL_MESSAGES, fr: TRAVEL_MESSAGES_FR };

/** The travel messages a guest reads, in their language. */
export function travelMessages(language: Language): TravelMessages {
  return TABLES[language];
}
