import type { TextSection } from '../types';
import * as glossary from './glossary';

export const travelCopy = {
  intro:
    'Everything you need to get from your front door to the tip of Cap Ferrat, and to enjoy the weekend once you are here.',
  accommodationsLead: 'Ready to book?',
  accommodationsLink: 'See our room block and ten more hotels',
  infoLead: 'Looking for airlines, buses or what to wear?',
  infoLink: 'See our travel links',
};

/** The travel guide, in the order a guest needs it. */
export const travelSections: TextSection[] = [
  {
    id: 'dates',
    heading: 'When to come',
    paragraphs: [
      'The welcome dinner is on the evening of Thursday 14 May and the farewell brunch ends mid-afternoon on Saturday 16 May. We recommend arriving on Thursday and flying home on Sunday 17 May.',
      'Hotels on the Riviera commonly require a 3-night minimum stay in May, and the Cannes Film Festival, in the middle of May, fills the hotels along the coast quickly, so please book early.',
    ],
  },
  {
    id: 'flying',
    heading: 'Flying into Nice',
    paragraphs: [
      'Nice Côte d’Azur Airport (NCE) is the closest airport, 20 kilometers from Cap Ferrat. It has direct flights from most European capitals, from New York, Dubai and Doha, and hourly flights from Paris.',
      'Flying from further afield, connect through Paris, London, Frankfurt or Istanbul. Terminal 2 serves most international airlines; a free shuttle links it to Terminal 1.',
    ],
  },
  {
    id: 'airport-to-cap-ferrat',
    heading: 'From the airport to Cap Ferrat',
    paragraphs: [
      'Allow 25 to 45 minutes depending on traffic along the coast road.',
      'On the arrival days we will also run shuttles from the airport and the stations: once they are on offer, take seats on them for your party on your travel page.',
    ],
    points: [
      'Taxi: from the taxi stand outside each terminal. Expect about €80 to €100 to Saint-Jean-Cap-Ferrat.',
      'Ride-hailing: Uber and Bolt pick up in the marked area outside each terminal, usually a little cheaper than a taxi.',
      'Private transfer: most hotels on the cape will book a driver for you; ask when you reserve.',
      'Train: tram line 2 to Nice Port or the Nice Ville station, then the coastal train to Beaulieu-sur-Mer (10 minutes) and a short taxi ride. Best with light luggage.',
      'Bus: line 15 from Nice Port to Saint-Jean-Cap-Ferrat, about 30 minutes, for €2.',
    ],
  },
  {
    id: 'getting-around',
    heading: 'Getting around during the weekend',
    paragraphs: [
      `You will not need a car. Shuttles will take you to and from every event, leaving from the hotels in Saint-Jean-Cap-Ferrat, Beaulieu-sur-Mer and Villefranche-sur-Mer: take seats on them on your travel page, and your ${glossary.pass} shows each pickup.`,
      'Parking on the cape is scarce in May. If you do drive, the wedding hotel has valet parking for its guests.',
    ],
  },
  {
    id: 'practical',
    heading: 'Good to know',
    paragraphs: ['A few practical details for guests traveling from outside France.'],
    points: [
      'Passports and visas: France is in the Schengen area. Check whether you need a visa on France-Visas well before you book.',
      'Money: the euro. Credit cards are accepted almost everywhere; keep a few euros for the bus and tips.',
      'Power: plugs are type C and E, 230 volts.',
      'Weather: mid-May days are around 21 °C and sunny; evenings by the sea are cool, so bring a wrap or a light jacket.',
      'Language: French, though English is spoken in every hotel and most restaurants. A cheerful "bonjour" goes a long way.',
    ],
  },
];
