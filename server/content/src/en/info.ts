import type { LinkGroup } from '../types';

export const infoCopy = {
  intro:
    'The links we found most useful while planning our own trips to the Côte d’Azur. For directions from the airport and where to stay, see the',
  travelLink: 'travel guide',
  opensInNewTab: '(opens in a new tab)',
};

/** The specification's four groups of travel links, in its order. */
export const infoGroups: LinkGroup[] = [
  {
    id: 'flight',
    heading: 'Flight',
    intro: 'Fly into Nice Côte d’Azur Airport (NCE), 25 minutes from Cap Ferrat by car.',
    links: [
      {
        label: 'Nice Côte d’Azur Airport',
        url: 'https://www.nice.aeroport.fr/en',
        description: 'Terminals, arrivals and the ways into town.',
      },
      {
        label: 'Google Flights',
        url: 'https://www.google.com/travel/flights',
        description: 'Compare direct flights and connections through Paris, London or Frankfurt.',
      },
      {
        label: 'Air France',
        url: 'https://wwws.airfrance.us/',
        description: 'Frequent flights from Paris Charles de Gaulle and Orly to Nice.',
      },
    ],
  },
  {
    id: 'local-transportation',
    heading: 'Local Transportation',
    intro: 'No need to rent a car: shuttles will run to every event from the partner hotels.',
    links: [
      {
        label: 'Lignes d’Azur',
        url: 'https://www.lignesdazur.com/en',
        description: 'Buses and trams around Nice, including the 15 and 81 to Saint-Jean-Cap-Ferrat.',
      },
      {
        label: 'SNCF Connect',
        url: 'https://www.sncf-connect.com/en-en/',
        description: 'Regional trains along the coast to Villefranche-sur-Mer and Beaulieu-sur-Mer.',
      },
      {
        label: 'Uber',
        url: 'https://www.uber.com/fr/en/',
        description: 'Works well between the airport, Nice and the cape.',
      },
    ],
  },
  {
    id: 'general-travel',
    heading: 'General Travel',
    intro: 'Paperwork and planning before you leave home.',
    links: [
      {
        label: 'France-Visas',
        url: 'https://france-visas.gouv.fr/en/',
        description: 'The official site to check whether you need a visa for France.',
      },
      {
        label: 'Côte d’Azur France',
        url: 'https://www.cotedazurfrance.fr/en/',
        description: 'The regional tourist board: beaches, villages and things to do.',
      },
      {
        label: 'Saint-Jean-Cap-Ferrat tourist office',
        url: 'https://www.saintjeancapferrat-tourisme.fr/en/',
        description: 'Walks around the cape, restaurants and the little port.',
      },
    ],
  },
  {
    id: 'apparel',
    heading: 'Apparel',
    intro:
      'Six events and four dress codes (Riviera chic, Indian festive, black tie, beach resort wear; the events page says which is which): here is where to find something for each.',
    links: [
      {
        label: 'Kalki Fashion',
        url: 'https://www.kalkifashion.com/',
        description: 'Saris, lehengas and kurtas for the Hindu ceremony, shipped worldwide.',
      },
      {
        label: 'Rent the Runway',
        url: 'https://www.renttherunway.com/',
        description:
          'Rent a black-tie gown for the cocktail hour and reception. It delivers in the United States only, so order before you fly.',
      },
      {
        label: 'Vilebrequin',
        url: 'https://www.vilebrequin.com/',
        description: 'The Saint-Tropez swimwear label, for the farewell brunch on the beach.',
      },
    ],
  },
];
