/** The six events of the weekend, by the specification's ids. */
export const EVENT_IDS = [
  'welcome-dinner',
  'hindu-ceremony',
  'lunch',
  'cocktail-hour',
  'reception',
  'farewell-brunch',
] as const;
export type EventId = (typeof EVENT_IDS)[number];

/**
 * The four choices a guest ticks on the RSVP form. Each groups one or more events: the ceremony
 * (hindu-ceremony) is followed by lunch, the cocktail hour by the reception.
 */
export const RSVP_EVENT_KEYS = [
  'welcomeDinner',
  'ceremonyAndLunch',
  'cocktailAndReception',
  'farewellBrunch',
] as const;
export type RsvpEventKey = (typeof RSVP_EVENT_KEYS)[number];
export type EventChoices = Record<RsvpEventKey, boolean>;

/** Every choice set to the same answer: the attendance toggle's 'Yes' and 'Sorry'. */
export function allEvents(value: boolean): EventChoices {
  return {
    welcomeDinner: value,
    ceremonyAndLunch: value,
    cocktailAndReception: value,
    farewellBrunch: value,
  };
}

export function anyEvent(choices: Partial<EventChoices> | undefined): boolean {
  return RSVP_EVENT_KEYS.some((key) => choices?.[key] === true);
}

/** The events each RSVP choice covers, in the weekend's order: the confirmation and its calendar file. */
export const RSVP_EVENT_GROUPS: Record<RsvpEventKey, readonly EventId[]> = {
  welcomeDinner: ['welcome-dinner'],
  ceremonyAndLunch: ['hindu-ceremony', 'lunch'],
  cocktailAndReception: ['cocktail-hour', 'reception'],
  farewellBrunch: ['farewell-brunch'],
};
