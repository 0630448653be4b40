import { CODE_NOT_FOUND_FR } from '@riviera/contract';
import type * as En from '../en/glossary';
import { de } from '../french-elision';
import { couple } from './site';

/** One name for each thing, in French (the English module says why and how it is used). */
export const glossary: typeof En.glossary = {
  pass: 'pass du week-end',
  passTitle: 'Votre pass du week-end',
  card: 'carton d’invitation',
  stay: 'Où vous logez',
  modes: { FLIGHT: 'Avion', TRAIN: 'Train', CAR: 'Voiture', OTHER: 'Autre moyen' },
  unknownCode: CODE_NOT_FOUND_FR,
  calendar: 'calendrier du mariage',
  calendarName: `Week-end de mariage ${de(couple.together)}`,
  contact: 'nous contacter',
  contactHeading: 'Nous contacter',
};
