import { upperFirst } from '@riviera/contract';
import type * as En from '../en/weekend';
import * as glossary from './glossary';
import { contactEmail, hostPhones } from './site';

export { contactEmail, hostPhones };

export const weekendCopy: typeof En.weekendCopy = {
  intro: `Le week-end de votre groupe au Cap-Ferrat\u00a0: vos événements, vos navettes et comment ${glossary.contact}. Une fois ouvert, il reste sur ce téléphone et s’affiche même sans réseau.`,
  greeting: (firstName) => `Bonjour ${firstName}`,
  codeLabel: 'Votre code d’invitation',
  codeHint: `Il figure sur votre ${glossary.card}, ainsi que dans vos e-mails d’invitation et de rappel.`,
  show: `Voir mon ${glossary.pass}`,
  loading: `Mise à jour de votre ${glossary.pass}…`,
  unknownCode: glossary.unknownCode,
  failed: `Votre ${glossary.pass} n’a pas pu être chargé, et ce téléphone n’en a encore aucune copie. Réessayez quand vous aurez du réseau.`,
  updated: (when) => `Dernière mise à jour\u00a0: ${when}`,
  offline: 'Vous semblez hors ligne\u00a0: voici la dernière copie enregistrée sur ce téléphone.',
  retry: 'Réessayer',
  nothingYet: `Votre ${glossary.pass} est encore vide\u00a0: dès que vous aurez répondu à l’invitation, vos événements s’afficheront ici.`,
  answerLink: 'Répondre à l’invitation',
  coming: (names) => `Qui vient\u00a0: ${names}`,
  seatsHeading: 'Vos tables',
  seatAt: (name, table) => `${name}\u00a0: ${table}`,
  mapLink: 'Plan',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  // The stops are the hosts' names for them, as typed: an arrow needs no article or elision.
  shuttle: (from, to) => `Navette\u00a0: ${from} → ${to}`,
  seats: (seats) => (seats === 1 ? '1 place' : `${seats} places`),
  cancelled: 'Navette annulée\u00a0: choisissez-en une autre sur votre page de voyage.',
  partyHeading: 'Qui vient',
  entree: (menu) => `Plat de la réception\u00a0: ${menu}`,
  menus: { Meat: 'Viande', Fish: 'Poisson', Vegetarian: 'Végétarien', Kids: 'Menu enfant' },
  child: 'enfant',
  stayHeading: glossary.stay,
  stayDates: (checkIn, checkOut) => `Du ${checkIn} au ${checkOut}`,
  notBooked: 'Pas encore réservé.',
  albumHeading: 'Les photos',
  albumText:
    'Partagez avec nous vos photos du week-end\u00a0: elles sont liées à votre invitation, sans nom à donner.',
  albumLink: 'Partager vos photos',
  calendarHeading: upperFirst(`le ${glossary.calendar}`),
  calendarText: `Abonnez-vous une fois pour toutes\u00a0: l’agenda de votre téléphone affichera «\u202f${glossary.calendarName}\u202f», avec vos événements et vos navettes, mis à jour à chaque changement.`,
  calendarLink: `S’abonner au ${glossary.calendar}`,
  contactHeading: `${glossary.contactHeading} pendant le week-end`,
  call: (name) => `Appeler ${name}\u00a0:`,
  write: 'E-mail\u00a0:',
};
