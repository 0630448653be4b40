import type * as En from '../en/weekend';
import { contactEmail, hostPhones } from './site';

export { contactEmail, hostPhones };

export const weekendCopy: typeof En.weekendCopy = {
  intro:
    'Votre week-end au Cap-Ferrat\u00a0: vos moments, vos navettes et comment nous joindre. Une fois ouvert, il reste sur ce téléphone pour quand le réseau vous lâche.',
  greeting: (firstName) => `Bonjour ${firstName}`,
  codeLabel: 'Votre code d’invitation',
  codeHint: 'Il figure sur votre faire-part et dans votre e-mail de confirmation.',
  show: 'Voir mon week-end',
  loading: 'Mise à jour de votre week-end…',
  unknownCode:
    'Nous ne connaissons pas ce code d’invitation. Vérifiez-le sur votre faire-part, ou écrivez-nous.',
  failed:
    'Votre week-end n’a pas pu être chargé, et ce téléphone n’en a pas encore de copie. Réessayez quand vous aurez du réseau.',
  updated: (when) => `Mis à jour pour la dernière fois\u00a0: ${when}`,
  offline:
    'Vous semblez hors ligne\u00a0: voici votre week-end tel que ce téléphone l’a vu la dernière fois.',
  retry: 'Réessayer',
  nothingYet:
    'Rien encore dans votre week-end\u00a0: dès que vous aurez répondu, vos moments s’afficheront ici.',
  answerLink: 'Répondre à l’invitation',
  coming: (names) => `Présents\u00a0: ${names}`,
  mapLink: 'Plan',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  shuttle: (from, to) => `Navette de ${from} à ${to}`,
  seats: (seats) => (seats === 1 ? '1 place' : `${seats} places`),
  cancelled: 'Annulée par nos soins\u00a0: nous revenons vers vous.',
  partyHeading: 'Qui vient',
  entree: (menu) => `Plat du dîner\u00a0: ${menu}`,
  menus: { Meat: 'Viande', Fish: 'Poisson', Vegetarian: 'Végétarien', Kids: 'Menu enfant' },
  child: 'enfant',
  stayHeading: 'Où vous logez',
  stayDates: (checkIn, checkOut) => `Du ${checkIn} au ${checkOut}`,
  notBooked: 'Pas encore réservé.',
  calendarHeading: 'Votre agenda',
  calendarText:
    'L’agenda de votre téléphone peut suivre vos moments et vos navettes, et chacun de leurs changements.',
  calendarLink: 'S’abonner à votre agenda',
  contactHeading: 'Nous joindre pendant le week-end',
  call: (name) => `Appeler ${name}\u00a0:`,
  write: 'Nous écrire\u00a0:',
};
