import { featuredHotel, hotels } from './en/accommodations';
import { eventFacts } from './events';

// The facts the travel form and the server check a party's travel against (issue 22, ADR 046), the
// same in every language. Change them here and both follow.

/** The wedding weekend, first and last day of its events: travel dates may fall a month either side. */
export const travelWeekend = {
  first: eventFacts[0]?.date ?? '2026-05-14',
  last: eventFacts[eventFacts.length - 1]?.date ?? '2026-05-16',
};

/**
 * Until when guests may give or change their travel details, unless the hosts set another date in
 * the admin area: a week before the weekend, when the coach company wants its manifests.
 */
export const travelDeadline = '2026-05-07T23:59:00+02:00';

/**
 * The places to stay of the accommodations page, by the names it lists them under (the French
 * edition writes the same names, with typographic apostrophes, which the contract's matching sets
 * aside). A party may name another place.
 */
export const stayHotels: readonly string[] = [featuredHotel.name, ...hotels.map((hotel) => hotel.name)];
