import type * as En from '../en/glossary';
import { de } from '../french-elision';
import { couple } from './site';

// One name for each thing, in French (the English module says why and how it is used).

export const pass = 'pass du week-end';
export const passTitle = 'Votre pass du week-end';
export const card = 'carton d’invitation';
export const stay = 'Où vous logez';
export const modes: typeof En.modes = {
  FLIGHT: 'Avion',
  TRAIN: 'Train',
  CAR: 'Voiture',
  OTHER: 'Autre moyen',
};
export const unknownCode =
  'Nous ne trouvons pas ce code d’invitation. Vérifiez-le sur votre carton d’invitation ou contactez-nous.';
export const calendar = 'calendrier du mariage';
export const calendarName = `Week-end de mariage ${de(couple.together)}`;
export const contact = 'nous contacter';
export const contactHeading = 'Nous contacter';
