import type { FeaturedHotel, Hotel } from '../types';
import { roomBlockReference, venue } from './site';

export const accommodationsCopy = {
  intro:
    'Cap Ferrat is small and books up early in May, so we have reserved a block of rooms at the wedding hotel and gathered our favorite places nearby, from the villages of the cape to Nice and Monaco.',
  stayHeading: 'When to stay',
  stay: 'We recommend arriving on Thursday 14 May and leaving on Sunday 17 May, so you can enjoy the welcome dinner and the farewell brunch without rushing.',
  minimumNights:
    'Hotels on the Riviera commonly require a 3-night minimum stay in May, so book all three nights at once.',
  featuredLabel: 'Our preferred hotel',
  roomBlockHeading: 'Our room block',
  moreHeading: 'More places to stay',
  moreIntro:
    'Every hotel below is within half an hour of the venue. We will run shuttles to every event from the hotels in Saint-Jean-Cap-Ferrat, Beaulieu-sur-Mer and Villefranche-sur-Mer.',
  typeLabel: 'Type',
  distanceLabel: 'Distance',
  websiteLink: 'Visit website',
  opensInNewTab: '(opens in a new tab)',
  travelLinkLead: 'Flying in? Our',
  travelLink: 'travel guide',
  travelLinkTail: 'explains how to get from Nice airport to the cape.',
};

export const featuredHotel: FeaturedHotel = {
  name: venue.name,
  type: 'Palace hotel',
  town: venue.town,
  distance: 'The wedding venue',
  website: 'https://www.fourseasons.com/capferrat/',
  note: 'Where we say our vows: a belle-époque palace in seven hectares of gardens at the tip of the cape, with the Club Dauphin pool above the sea.',
  bookingUrl: 'https://www.fourseasons.com/capferrat/',
  bookingLabel: 'Book a room in our block',
  blockDetails: [
    'Rooms are held at a reduced wedding rate for the nights of 14, 15 and 16 May 2026.',
    `Give the reference ${roomBlockReference} when you book. The block is released on 15 February 2026, so please book before then.`,
  ],
};

/** Ten more hotels, nearest first. */
export const hotels: Hotel[] = [
  {
    name: 'Hôtel Brise Marine',
    type: 'Boutique hotel',
    town: 'Saint-Jean-Cap-Ferrat',
    distance: '1.5 km (5 minutes by car)',
    website: 'https://www.hotel-brisemarine.com/',
    note: 'A family-run Italianate villa with a terraced garden, a short walk from the port.',
  },
  {
    name: "La Voile d'Or",
    type: 'Luxury hotel',
    town: 'Saint-Jean-Cap-Ferrat',
    distance: '2 km (5 minutes by car)',
    website: 'https://www.lavoiledor.fr/',
    note: 'On the water at the entrance of the port, with two seawater pools.',
  },
  {
    name: 'Hôtel Royal-Riviera',
    type: 'Luxury hotel',
    town: 'Saint-Jean-Cap-Ferrat',
    distance: '3 km (7 minutes by car)',
    website: 'https://www.royal-riviera.com/',
    note: 'A belle-époque hotel with its own private beach, between the cape and Beaulieu.',
  },
  {
    name: 'La Réserve de Beaulieu',
    type: 'Palace hotel',
    town: 'Beaulieu-sur-Mer',
    distance: '4 km (10 minutes by car)',
    website: 'https://www.reservebeaulieu.com/',
    note: 'A pink Florentine palazzo on the bay, and the nearest hotel to Beaulieu train station.',
  },
  {
    name: 'Hôtel Welcome',
    type: 'Boutique hotel',
    town: 'Villefranche-sur-Mer',
    distance: '6 km (12 minutes by car)',
    website: 'https://www.welcomehotel.com/',
    note: 'On the harbor of the old town, where every room has a balcony over the bay.',
  },
  {
    name: 'Cap Estel',
    type: 'Luxury hotel',
    town: 'Èze-Bord-de-Mer',
    distance: '9 km (15 minutes by car)',
    website: 'https://www.capestel.com/',
    note: 'A secluded villa on its own peninsula, for guests who want quiet between the festivities.',
  },
  {
    name: "Château de la Chèvre d'Or",
    type: 'Relais & Châteaux hotel',
    town: 'Èze Village',
    distance: '12 km (20 minutes by car)',
    website: 'https://www.chevredor.com/',
    note: 'Stone cottages in the medieval village of Èze, 400 meters above the sea.',
  },
  {
    name: 'Hôtel La Pérouse',
    type: 'Boutique hotel',
    town: 'Nice',
    distance: '13 km (25 minutes by car)',
    website: 'https://www.hotel-la-perouse.com/',
    note: 'Built into the castle hill at the end of the Promenade des Anglais, next to the old town.',
  },
  {
    name: 'Le Negresco',
    type: 'Historic palace hotel',
    town: 'Nice',
    distance: '15 km (25 minutes by car)',
    website: 'https://www.hotel-negresco-nice.com/',
    note: 'The pink-domed landmark of the Promenade des Anglais, 15 minutes from the airport.',
  },
  {
    name: 'Hôtel Métropole Monte-Carlo',
    type: 'Palace hotel',
    town: 'Monaco',
    distance: '18 km (30 minutes by car)',
    website: 'https://www.metropole.com/',
    note: 'Steps from the Casino gardens, for guests who would like a night or two in Monaco.',
  },
];
