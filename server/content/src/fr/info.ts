import type * as En from '../en/info';

export const infoCopy: typeof En.infoCopy = {
  intro:
    'Les liens qui nous ont le plus servi pour préparer nos propres séjours sur la Côte d’Azur. Pour venir depuis l’aéroport et trouver où dormir, consultez notre',
  travelLink: 'guide d’accès',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
};

/** The specification's four groups of travel links, in its order. */
export const infoGroups: typeof En.infoGroups = [
  {
    id: 'flight',
    heading: 'Vols',
    intro:
      'L’aéroport le plus proche est celui de Nice Côte d’Azur (NCE), à 25 minutes du Cap-Ferrat en voiture.',
    links: [
      {
        label: 'Aéroport Nice Côte d’Azur',
        url: 'https://www.nice.aeroport.fr/',
        description: 'Terminaux, arrivées et moyens de rejoindre la ville.',
      },
      {
        label: 'Google Vols',
        url: 'https://www.google.com/travel/flights?hl=fr',
        description: 'Pour comparer les vols directs et les correspondances via Paris, Londres ou Francfort.',
      },
      {
        label: 'Air France',
        url: 'https://wwws.airfrance.fr/',
        description: 'Des vols fréquents vers Nice au départ de Paris-Charles-de-Gaulle et d’Orly.',
      },
    ],
  },
  {
    id: 'local-transportation',
    heading: 'Se déplacer sur place',
    intro: 'Inutile de louer une voiture : des navettes relieront les hôtels partenaires à chaque événement.',
    links: [
      {
        label: 'Lignes d’Azur',
        url: 'https://www.lignesdazur.com/',
        description:
          'Bus et tramways de Nice et des environs, dont les lignes 15 et 81 vers Saint-Jean-Cap-Ferrat.',
      },
      {
        label: 'SNCF Connect',
        url: 'https://www.sncf-connect.com/',
        description: 'Les TER qui longent la côte jusqu’à Villefranche-sur-Mer et Beaulieu-sur-Mer.',
      },
      {
        label: 'Uber',
        url: 'https://www.uber.com/fr/fr/',
        description: 'Pratique entre l’aéroport, Nice et le cap.',
      },
    ],
  },
  {
    id: 'general-travel',
    heading: 'Avant de partir',
    intro: 'Les formalités et l’organisation, avant de boucler vos valises.',
    links: [
      {
        label: 'France-Visas',
        url: 'https://france-visas.gouv.fr/',
        description: 'Le site officiel pour savoir si vous avez besoin d’un visa pour venir en France.',
      },
      {
        label: 'Côte d’Azur France',
        url: 'https://www.cotedazurfrance.fr/',
        description: 'Le comité régional du tourisme : plages, villages et idées de sorties.',
      },
      {
        label: 'Office de tourisme de Saint-Jean-Cap-Ferrat',
        url: 'https://www.saintjeancapferrat-tourisme.fr/',
        description: 'Balades autour du cap, restaurants et le petit port.',
      },
    ],
  },
  {
    id: 'apparel',
    heading: 'Tenues',
    intro:
      'Six événements et quatre tenues (chic Riviera, fête indienne, tenue de soirée, tenue de plage ; la page des événements précise laquelle pour chacun) : voici où trouver de quoi vous habiller.',
    links: [
      {
        label: 'Kalki Fashion',
        url: 'https://www.kalkifashion.com/',
        description: 'Saris, lehengas et kurtas pour la cérémonie hindoue, livrés dans le monde entier.',
      },
      {
        label: 'Rent the Runway',
        url: 'https://www.renttherunway.com/',
        description:
          'Pour louer une robe de soirée le temps du cocktail et de la réception. Livraison aux États-Unis seulement : à commander avant le départ.',
      },
      {
        label: 'Vilebrequin',
        url: 'https://www.vilebrequin.com/',
        description: 'Les maillots de bain de la maison tropézienne, pour le brunch sur la plage.',
      },
    ],
  },
];
