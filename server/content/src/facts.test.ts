import { describe, expect, it } from 'vitest';
import * as enAccommodations from './en/accommodations';
import * as enEvents from './en/events';
import * as enInfo from './en/info';
import * as enTravel from './en/travel';
import * as frAccommodations from './fr/accommodations';
import * as frEvents from './fr/events';
import * as frInfo from './fr/info';
import * as frTravel from './fr/travel';
import { roomBlocks, roomBlocksByHotel, stayHotels, travelWeekend } from './travel-facts';

// Facts a guest acts on (when to book, where to rent a gown), checked in both editions: a wrong one
// costs a guest a hotel room or a dress that never arrives.

const editions = [
  {
    lang: 'en',
    travel: enTravel,
    info: enInfo,
    events: enEvents,
    six: 'Six events',
    usOnly: 'United States only',
  },
  {
    lang: 'fr',
    travel: frTravel,
    info: frInfo,
    events: frEvents,
    six: 'Six événements',
    usOnly: 'États-Unis seulement',
  },
] as const;

describe.each(editions)('the facts of the $lang edition', ({ travel, info, events, six, usOnly }) => {
  const words = (value: unknown) => JSON.stringify(value);

  it('says the Cannes festival in mid-May fills the coast, not the Monaco Grand Prix (in June in 2026)', () => {
    const dates = words(travel.travelSections.find((section) => section.id === 'dates'));
    expect(dates).toMatch(/Cannes/);
    expect(words(travel)).not.toMatch(/Grand Prix/);
  });

  it('says Rent the Runway delivers in the United States only', () => {
    const apparel = info.infoGroups.find((group) => group.id === 'apparel');
    const rental = apparel?.links.find((link) => link.label === 'Rent the Runway');
    expect(rental?.description).toContain(usOnly);
  });

  it('counts the dress codes against the events page: six events, four dress codes', () => {
    const apparel = info.infoGroups.find((group) => group.id === 'apparel');
    expect(events.events).toHaveLength(6);
    expect(apparel?.intro).toContain(six);
    expect(apparel?.intro).not.toMatch(/Three|Trois/);
  });
});

describe('the room blocks', () => {
  it('give a real cut-off before the weekend and some rooms, and the preferred hotel’s is the date both editions tell guests', () => {
    // Each block names a hotel of the page exactly as the page lists it.
    expect(Object.keys(roomBlocksByHotel).filter((hotel) => !stayHotels.includes(hotel))).toEqual([]);
    expect(roomBlocks.length).toBeGreaterThan(0);
    for (const block of roomBlocks) {
      expect(block.cutOff).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${block.cutOff}T00:00:00Z`).toISOString().slice(0, 10)).toBe(block.cutOff);
      expect(block.cutOff < travelWeekend.first).toBe(true);
      expect(Number.isInteger(block.rooms) && block.rooms > 0).toBe(true);
    }
    expect(roomBlocksByHotel[enAccommodations.featuredHotel.name]?.cutOff).toBe('2026-02-15');
    expect(enAccommodations.featuredHotel.blockDetails.join(' ')).toContain('15 February 2026');
    expect(frAccommodations.featuredHotel.blockDetails.join(' ')).toContain('15 février 2026');
  });
});
