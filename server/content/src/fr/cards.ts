import type * as En from '../en/cards';
import { de } from '../french-elision';
import * as glossary from './glossary';

/** The printed invitation card of a guest whose language is French. */
export const cardCopy: typeof En.cardCopy = {
  // « Cher » and « Chère » say whether the guest is a man or a woman, which the list does not know:
  // « Bonjour » greets everyone, as « Dear » does on the English cards.
  dear: (name) => `Bonjour ${name}`,
  invitation: 'Nous avons la joie de vous convier à notre mariage au Cap-Ferrat, le 15 mai 2026.',
  rsvpAt: 'Répondez en ligne avec votre code\u00a0:',
  orVisit: (address) => `ou rendez-vous sur ${address} et saisissez-le`,
  qrAlt: (name) => `Code QR ouvrant la page de réponse ${de(name)}`,
  weekendAt: (address) => `Pendant les festivités, votre ${glossary.pass}\u00a0: ${address}`,
};
