import type * as En from '../en/travel';
import * as glossary from './glossary';

export const travelCopy: typeof En.travelCopy = {
  intro:
    'Tout ce qu’il faut savoir pour venir de chez vous jusqu’à la pointe du Cap-Ferrat, et pour profiter du week-end une fois sur place.',
  accommodationsLead: 'Envie de réserver ?',
  accommodationsLink: 'Découvrez nos chambres réservées et dix autres hôtels',
  infoLead: 'Vous cherchez une compagnie aérienne, un bus ou une tenue ?',
  infoLink: 'Consultez nos liens utiles',
};

/** The travel guide, in the order a guest needs it. */
export const travelSections: typeof En.travelSections = [
  {
    id: 'dates',
    heading: 'Quand venir',
    paragraphs: [
      'Le dîner de bienvenue a lieu le jeudi 14 mai au soir, et le brunch du lendemain se termine le samedi 16 mai en milieu d’après-midi. Nous vous conseillons d’arriver le jeudi et de repartir le dimanche 17 mai.',
      'En mai, les hôtels de la Côte d’Azur imposent souvent un séjour de trois nuits minimum, et le Festival de Cannes, à la mi-mai, remplit vite les hôtels de toute la côte : pensez à réserver tôt.',
    ],
  },
  {
    id: 'flying',
    heading: 'Arriver en avion à Nice',
    paragraphs: [
      'L’aéroport Nice Côte d’Azur (NCE) est le plus proche, à 20 kilomètres du Cap-Ferrat. Il est relié par des vols directs à la plupart des capitales européennes, à New York, Dubaï et Doha, et à Paris par un vol toutes les heures.',
      'Si vous venez de plus loin, passez par Paris, Londres, Francfort ou Istanbul. Le terminal 2 accueille la plupart des compagnies internationales ; une navette gratuite le relie au terminal 1.',
    ],
  },
  {
    id: 'airport-to-cap-ferrat',
    heading: 'De l’aéroport au Cap-Ferrat',
    paragraphs: [
      'Comptez de 25 à 45 minutes selon la circulation sur la route du bord de mer.',
      'Les jours d’arrivée, nous affréterons aussi des navettes depuis l’aéroport et les gares : dès qu’elles seront proposées, réservez-y des places pour votre groupe sur votre page de voyage.',
    ],
    points: [
      'Taxi : à la station devant chaque terminal. Comptez environ 80 à 100 € jusqu’à Saint-Jean-Cap-Ferrat.',
      'VTC : Uber et Bolt vous attendent dans la zone signalée devant chaque terminal, en général pour un peu moins cher qu’un taxi.',
      'Transfert privé : la plupart des hôtels du cap vous trouveront un chauffeur ; demandez-le en réservant votre chambre.',
      'Train : le tramway (ligne 2) jusqu’au port de Nice ou à la gare de Nice-Ville, puis le TER du littoral jusqu’à Beaulieu-sur-Mer (10 minutes) et une courte course en taxi. Idéal si vous voyagez léger.',
      'Bus : la ligne 15 relie le port de Nice à Saint-Jean-Cap-Ferrat en 30 minutes environ, pour 2 €.',
    ],
  },
  {
    id: 'getting-around',
    heading: 'Se déplacer pendant le week-end',
    paragraphs: [
      `Vous n’aurez pas besoin de voiture. Des navettes vous conduiront à chaque événement et vous ramèneront, au départ des hôtels de Saint-Jean-Cap-Ferrat, Beaulieu-sur-Mer et Villefranche-sur-Mer : réservez-y vos places sur votre page de voyage, et votre ${glossary.pass} affichera chaque départ.`,
      'En mai, il est difficile de se garer sur le cap. Si vous venez tout de même en voiture, l’hôtel du mariage propose un service de voiturier à ses clients.',
    ],
  },
  {
    id: 'practical',
    heading: 'Bon à savoir',
    paragraphs: ['Quelques détails pratiques pour les invités qui viennent de l’étranger.'],
    points: [
      'Passeports et visas : la France fait partie de l’espace Schengen. Vérifiez sur France-Visas si vous avez besoin d’un visa, bien avant de réserver.',
      'Argent : l’euro. La carte bancaire est acceptée presque partout ; gardez quelques euros pour le bus et les pourboires.',
      'Électricité : prises de type C et E, 230 V.',
      'Météo : à la mi-mai, il fait autour de 21 °C en journée, sous le soleil ; les soirées au bord de la mer sont fraîches, prévoyez donc une étole ou une veste légère.',
      'Langue : le français, bien sûr, mais l’anglais est parlé dans tous les hôtels et la plupart des restaurants.',
    ],
  },
];
