import type { TravelMessages } from './travel-messages';

/** The travel messages in French, with the English keys (placeholders kept as they are). */
export const TRAVEL_MESSAGES_FR: TravelMessages = {
  arrivalTimeInvalid:
    'Indiquez la date et l’heure de votre arrivée avec leur fuseau horaire, par exemple 2026-05-14T10:30:00+02:00 pour 10 h 30 à Paris.',
  departureTimeInvalid:
    'Indiquez la date et l’heure de votre départ avec leur fuseau horaire, par exemple 2026-05-17T16:00:00+02:00 pour 16 h à Paris.',
  arrivalOutOfRange: 'Indiquez une arrivée entre le {first} et le {last}, autour du mariage.',
  departureOutOfRange: 'Indiquez un départ entre le {first} et le {last}, autour du mariage.',
  departureBeforeArrival:
    'Votre départ est antérieur à votre arrivée. Vérifiez les deux dates et les deux heures.',
  modeInvalid: 'Indiquez comment vous voyagez : en avion, en train, en voiture ou par un autre moyen.',
  numberTooLong: 'Le numéro de vol ou de train est trop long : {max} caractères au maximum.',
  placeTooLong: 'Le nom de l’aéroport, de la gare ou du lieu est trop long : {max} caractères au maximum.',
  hotelRequired: 'Indiquez où vous logez : choisissez un hôtel de la liste, ou saisissez le nom du lieu.',
  hotelTooLong: 'Le nom du lieu où vous logez est trop long : {max} caractères au maximum.',
  checkInInvalid: 'Indiquez votre date d’arrivée à l’hôtel, par exemple 2026-05-14.',
  checkOutInvalid: 'Indiquez votre date de départ de l’hôtel, par exemple 2026-05-17.',
  stayOutOfRange: 'Indiquez des dates de séjour entre le {first} et le {last}, autour du mariage.',
  checkOutBeforeCheckIn:
    'La date de départ de l’hôtel doit suivre la date d’arrivée. Vérifiez les deux dates.',
  seatsInvalid: 'Choisissez entre 1 et {max} places dans chaque navette.',
  tooManyRuns: 'Choisissez au plus {max} navettes.',
  runTwice:
    'La même navette a été choisie deux fois. Choisissez-la une seule fois, avec toutes les places nécessaires.',
  runUnknown:
    'L’une des navettes choisies n’est plus proposée. Rechargez la page, puis choisissez de nouveau.',
  runCancelled: 'La {run} a été annulée. Remettez ses places à 0 et choisissez une autre navette.',
  runFull: 'Il ne reste aucune place dans la {run} : choisissez une autre navette.',
  runOneLeft: 'Il ne reste qu’une place dans la {run} : choisissez moins de places ou une autre navette.',
  runFewLeft:
    'Il ne reste que {left} places dans la {run} : choisissez moins de places ou une autre navette.',
  /** « navette du jeudi 14 mai à 10 h 30 (Aéroport Nice Côte d’Azur → Hôtel Welcome) ». */
  runLabel: 'navette du {day} à {time} ({from} → {to})',
  closed:
    'Les informations de voyage étaient attendues jusqu’au {deadline} (heure de Paris). Si vos projets ont changé, contactez-nous.',
  saved: 'Vos informations de voyage ont bien été enregistrées.',
  unreadable:
    'Vos informations de voyage n’ont pas pu être lues. Rechargez la page, puis envoyez-les de nouveau.',
};
