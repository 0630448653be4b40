/** The two sit-down dinners a plan is made for (DESIGN 3.6). */
export const SEATED_EVENTS = ['welcomeDinner', 'cocktailAndReception'] as const;
export type SeatedEvent = (typeof SEATED_EVENTS)[number];

export const isSeatedEvent = (event: string): event is SeatedEvent =>
  (SEATED_EVENTS as readonly string[]).includes(event);
