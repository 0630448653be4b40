// French typography writes its no-break spaces (U+00A0 before a colon, U+202F before ; ! ? and
// inside guillemets) as they are, in template literals too.
import { TRAVEL_MESSAGES_FR } from '@riviera/contract';
import type * as En from '../en/travel-form';
import * as glossary from './glossary';
import { contactEmail } from './site';

/** The travel rules' sentences in French, as the server answers a French page. */
export const travelMessages: typeof En.travelMessages = TRAVEL_MESSAGES_FR;

/** The party's travel page's words (the English module says why they are here). */
export const travelFormCopy: typeof En.travelFormCopy = {
  intro:
    'Dites-nous quand vous arrivez et quand vous repartez, où vous logez et combien de places il vous faut dans chaque navette. Tout est facultatif.',
  needsJavaScript:
    'Le formulaire de voyage fonctionne avec JavaScript, qui est désactivé dans ce navigateur. Activez-le puis rechargez la page, ou ouvrez cette page dans un autre navigateur.',
  contactLink: `Vos questions, et comment ${glossary.contact}`,
  code: {
    heading: 'Ouvrir vos informations de voyage',
    help: `Saisissez le code imprimé sur votre ${glossary.card}, ou suivez le lien de votre e-mail d’invitation.`,
    label: 'Code d’invitation',
    submit: 'Ouvrir mes informations de voyage',
    loading: 'Ouverture de vos informations de voyage…',
  },
  unknownCode: glossary.unknownCode,
  failed:
    'Vos informations de voyage n’ont pas pu s’ouvrir. Vérifiez votre connexion, puis rechargez la page.',
  heading: 'Le voyage de votre groupe',
  openUntil: (deadline) =>
    `Une seule réponse pour tout votre groupe : indiquez ce que vous savez déjà, et revenez pour le reste jusqu’au ${deadline} (heure de Paris).`,
  closedHeading: 'Vos informations de voyage ne peuvent plus être modifiées',
  closedContact: 'contactez-nous',
  contactEmail,
  journey: {
    arrival: 'Arrivée',
    departure: 'Départ',
    arrivalHint: 'Votre arrivée sur la Côte d’Azur, à l’heure de Paris.',
    departureHint: 'Votre départ de la Côte d’Azur, à l’heure de Paris.',
    date: 'Date',
    time: 'Heure (Paris)',
    mode: 'Moyen de transport',
    choose: 'Choisir…',
    modes: glossary.modes,
    number: 'Numéro de vol ou de train',
    numberHint: 'Par exemple AF 7700 ou TGV 6173.',
    place: 'Aéroport ou gare',
    places: {
      airport: 'Aéroport Nice Côte d’Azur',
      niceVille: 'Gare de Nice-Ville',
      monaco: 'Gare de Monaco',
      other: 'Ailleurs',
    },
    placeOther: 'Nom du lieu',
    whenMissing: {
      arrival: 'Indiquez la date et l’heure de votre arrivée, ou laissez toute l’arrivée vide.',
      departure: 'Indiquez la date et l’heure de votre départ, ou laissez tout le départ vide.',
    },
    placeOtherMissing: 'Saisissez le nom du lieu, ou choisissez un aéroport ou une gare dans la liste.',
  },
  stay: {
    legend: glossary.stay,
    hotel: 'Hôtel',
    hotelHint: 'Les hôtels de notre page Hébergement, ou un autre lieu.',
    otherHotel: 'Un autre lieu',
    otherName: 'Nom du lieu',
    checkIn: 'Arrivée à l’hôtel',
    checkOut: 'Départ de l’hôtel',
    nights: (nights) => (nights < 2 ? `${nights} nuit` : `${nights} nuits`),
    booked: 'Notre chambre est réservée',
  },
  shuttles: {
    legend: 'Navettes',
    hint: 'Indiquez le nombre de places dont votre groupe a besoin dans chaque navette, une par personne qui vient ; laissez 0 si vous n’en prenez pas.',
    none: 'Aucune navette n’est encore proposée : les mariés les ajouteront à l’approche du week-end.',
    seatsLeft: (left) => (left < 2 ? `${left} place restante` : `${left} places restantes`),
    full: 'Complète : plus aucune place',
    seats: 'Places',
  },
  submit: 'Envoyer nos informations de voyage',
  sending: 'Envoi en cours…',
  failedToSend:
    'Vos informations de voyage n’ont pas pu être envoyées. Vérifiez votre connexion, puis réessayez.',
  success: {
    heading: 'Merci !',
    summaryHeading: 'Ce que nous avons enregistré',
    change: 'Modifier nos informations de voyage',
  },
  summary: {
    arrival: 'Arrivée',
    departure: 'Départ',
    stay: glossary.stay,
    shuttles: 'Navettes',
    nothing: 'Non indiqué',
    booked: 'réservé',
    notBooked: 'pas encore réservé',
    seatsOn: (seats, run) => `${seats < 2 ? `${seats} place` : `${seats} places`} dans la ${run}`,
    nights: (from, to) => `du ${from} au ${to}`,
    at: (day, time) => `${day} à ${time}`,
  },
};
