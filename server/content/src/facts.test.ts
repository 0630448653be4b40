import { describe, expect, it } from 'vitest';
import * as enEvents from './en/events';
import * as enInfo from './en/info';
import * as enTravel from './en/travel';
import * as frEvents from './fr/events';
import * as frInfo from './fr/info';
import * as frTravel from './fr/travel';

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
