/**
 * The airports and stations the travel form offers for an arrival or a departure (ADR 049), by id,
 * with the name stored for the hosts whatever the guest's language (each language's travel-form.ts
 * has its own label for each). Another place is typed in.
 */
export const journeyPlaces = [
  { id: 'airport', name: 'Nice Côte d’Azur airport' },
  { id: 'niceVille', name: 'Nice-Ville station' },
  { id: 'monaco', name: 'Monaco station' },
] as const;

export type JourneyPlaceId = (typeof journeyPlaces)[number]['id'];
