import { featuredHotel, hotels } from './en/accommodations';
import { eventFacts } from './events';
import type { RoomBlock } from './types';

// The facts the travel form and the server check a party's travel against (ADR 046), the
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

/**
 * The room blocks the couple negotiated (ADR 051), by the hotel's name on the
 * accommodations page: the rooms the hotel holds for the wedding's guests, and the last day they can
 * book in the block (YYYY-MM-DD, Paris), after which the hotel releases the rest. A hotel without a
 * block is left out. The hosts' stays per hotel count against them, and guests are reminded before
 * the cut-off. The preferred hotel's date is also in its `blockDetails`, in both editions.
 */
export const roomBlocksByHotel: Readonly<Record<string, RoomBlock>> = {
  [featuredHotel.name]: { rooms: 25, cutOff: '2026-02-15' },
  'Hôtel Royal-Riviera': { rooms: 12, cutOff: '2026-03-15' },
  'Hôtel Welcome': { rooms: 10, cutOff: '2026-04-01' },
};

/** The room blocks, in the page's order of the hotels. */
export const roomBlocks: ReadonlyArray<RoomBlock & { hotel: string }> = stayHotels.flatMap((hotel) => {
  const block = roomBlocksByHotel[hotel];
  return block ? [{ hotel, ...block }] : [];
});
