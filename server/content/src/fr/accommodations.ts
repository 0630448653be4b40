// French typography writes its no-break spaces (U+00A0 before a colon, U+202F before ; ! ? and
// inside guillemets) as they are, in template literals too.
import type * as En from '../en/accommodations';
import { roomBlockReference, venue } from './site';

export const accommodationsCopy: typeof En.accommodationsCopy = {
  intro:
    'Le Cap-Ferrat est petit et ses hôtels affichent vite complet en mai : nous avons donc réservé des chambres à l’hôtel du mariage et rassemblé nos adresses préférées aux alentours, des villages du cap jusqu’à Nice et Monaco.',
  stayHeading: 'Vos dates de séjour',
  stay: 'Nous vous conseillons d’arriver le jeudi 14 mai et de repartir le dimanche 17 mai, pour profiter sans courir du dîner de bienvenue comme du brunch du lendemain.',
  minimumNights:
    'En mai, les hôtels de la Côte d’Azur imposent souvent un séjour de trois nuits minimum : réservez donc les trois nuits en une seule fois.',
  featuredLabel: 'Notre hôtel de prédilection',
  roomBlockHeading: 'Nos chambres réservées',
  moreHeading: 'D’autres adresses où séjourner',
  moreIntro:
    'Tous les hôtels ci-dessous sont à moins d’une demi-heure du lieu du mariage. Des navettes conduiront à chaque événement les invités logés à Saint-Jean-Cap-Ferrat, Beaulieu-sur-Mer et Villefranche-sur-Mer.',
  typeLabel: 'Catégorie',
  distanceLabel: 'Distance',
  websiteLink: 'Voir le site',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  travelLinkLead: 'Vous arrivez en avion ? Notre',
  travelLink: 'guide d’accès',
  travelLinkTail: 'explique comment rejoindre le cap depuis l’aéroport de Nice.',
};

export const featuredHotel: typeof En.featuredHotel = {
  name: venue.name,
  type: 'Palace',
  town: venue.town,
  distance: 'Le lieu du mariage',
  website: 'https://www.fourseasons.com/capferrat/',
  note: 'C’est ici que nous nous dirons oui : un palace Belle Époque niché dans sept hectares de jardins à la pointe du cap, avec la piscine du Club Dauphin suspendue au-dessus de la mer.',
  bookingUrl: 'https://www.fourseasons.com/capferrat/',
  bookingLabel: 'Réserver l’une de nos chambres',
  blockDetails: [
    'Des chambres vous attendent à un tarif préférentiel pour les nuits des 14, 15 et 16 mai 2026.',
    `Indiquez la référence ${roomBlockReference} en réservant. Les chambres encore libres seront remises en vente le 15 février 2026 : pensez à réserver avant cette date.`,
  ],
};

/** Ten more hotels, nearest first. */
export const hotels: typeof En.hotels = [
  {
    name: 'Hôtel Brise Marine',
    type: 'Hôtel de charme',
    town: 'Saint-Jean-Cap-Ferrat',
    distance: '1,5 km (5 minutes en voiture)',
    website: 'https://www.hotel-brisemarine.com/',
    note: 'Une villa à l’italienne tenue en famille, avec son jardin en terrasses, à quelques pas du port.',
  },
  {
    name: 'La Voile d’Or',
    type: 'Hôtel de luxe',
    town: 'Saint-Jean-Cap-Ferrat',
    distance: '2 km (5 minutes en voiture)',
    website: 'https://www.lavoiledor.fr/',
    note: 'Les pieds dans l’eau à l’entrée du port, avec deux piscines d’eau de mer.',
  },
  {
    name: 'Hôtel Royal-Riviera',
    type: 'Hôtel de luxe',
    town: 'Saint-Jean-Cap-Ferrat',
    distance: '3 km (7 minutes en voiture)',
    website: 'https://www.royal-riviera.com/',
    note: 'Un hôtel Belle Époque avec sa plage privée, entre le cap et Beaulieu.',
  },
  {
    name: 'La Réserve de Beaulieu',
    type: 'Palace',
    town: 'Beaulieu-sur-Mer',
    distance: '4 km (10 minutes en voiture)',
    website: 'https://www.reservebeaulieu.com/',
    note: 'Un palais florentin rose au bord de la baie, et l’hôtel le plus proche de la gare de Beaulieu.',
  },
  {
    name: 'Hôtel Welcome',
    type: 'Hôtel de charme',
    town: 'Villefranche-sur-Mer',
    distance: '6 km (12 minutes en voiture)',
    website: 'https://www.welcomehotel.com/',
    note: 'Sur le port de la vieille ville, avec un balcon sur la rade dans chaque chambre.',
  },
  {
    name: 'Cap Estel',
    type: 'Hôtel de luxe',
    town: 'Èze-Bord-de-Mer',
    distance: '9 km (15 minutes en voiture)',
    website: 'https://www.capestel.com/',
    note: 'Une villa retirée sur sa propre presqu’île, pour qui aime le calme entre deux festivités.',
  },
  {
    name: 'Château de la Chèvre d’Or',
    type: 'Hôtel Relais & Châteaux',
    town: 'Èze Village',
    distance: '12 km (20 minutes en voiture)',
    website: 'https://www.chevredor.com/',
    note: 'Des maisons de pierre dans le village médiéval d’Èze, à 400 mètres au-dessus de la mer.',
  },
  {
    name: 'Hôtel La Pérouse',
    type: 'Hôtel de charme',
    town: 'Nice',
    distance: '13 km (25 minutes en voiture)',
    website: 'https://www.hotel-la-perouse.com/',
    note: 'Adossé à la colline du Château, au bout de la Promenade des Anglais, à deux pas du Vieux-Nice.',
  },
  {
    name: 'Le Negresco',
    type: 'Palace historique',
    town: 'Nice',
    distance: '15 km (25 minutes en voiture)',
    website: 'https://www.hotel-negresco-nice.com/',
    note: 'L’emblème à la coupole rose de la Promenade des Anglais, à 15 minutes de l’aéroport.',
  },
  {
    name: 'Hôtel Métropole Monte-Carlo',
    type: 'Palace',
    town: 'Monaco',
    distance: '18 km (30 minutes en voiture)',
    website: 'https://www.metropole.com/',
    note: 'À deux pas des jardins du Casino, pour qui voudrait passer une nuit ou deux à Monaco.',
  },
];
