import type * as En from '../en/events';
import { eventsIn } from '../events';
import * as glossary from './glossary';

export const eventsCopy: typeof En.eventsCopy = {
  intro:
    'Trois jours au bord de la mer, six moments que nous aimerions tant partager avec vous. Tous les horaires sont indiqués en heure locale.',
  dressCodeLabel: 'Tenue',
  mapLink: 'Voir sur Google Maps',
  addToCalendar: 'Ajouter à mon agenda',
  addToGoogleCalendar: 'Ajouter à Google Agenda',
  addWeekendToCalendar: 'Ajouter tout le week-end à mon agenda',
  weekendCalendarHint:
    'Un seul fichier avec les six événements, pour le Calendrier d’Apple, Google Agenda ou Outlook.',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  dateLabel: 'Date',
  timeLabel: 'Heure',
  placeLabel: 'Lieu',
  /** Calendar files: their name in the guest's calendar app and the weekend file's name. */
  calendarName: glossary.calendarName,
  calendarFileName: 'aanya-julien-week-end-de-mariage',
  /** The same as in English: an event keeps its identity whichever edition it was added from. */
  calendarUidDomain: 'aanya-julien-wedding',
};

/**
 * The six events of the weekend in French: the words of each, beside their facts (when, where, the
 * picture), which are the same in every language (../events.ts).
 */
export const events: typeof En.events = eventsIn({
  'welcome-dinner': {
    title: 'Dîner de bienvenue',
    place: 'Villa Ephrussi de Rothschild',
    description:
      'Le week-end commence au milieu des roseraies de la villa, qui domine la baie. Venez directement en descendant de l’avion : un verre de rosé au coucher du soleil, un dîner sous les étoiles et, pour nos deux familles, la première occasion de se rencontrer.',
    dressCode:
      'Chic Riviera : lin, costumes légers et robes d’été. Les allées des jardins sont en gravier, alors laissez les talons aiguilles à l’hôtel.',
  },
  'hindu-ceremony': {
    title: 'Cérémonie hindoue',
    place: 'Les jardins, Grand-Hôtel du Cap-Ferrat',
    description:
      'Julien arrive porté par le baraat, son cortège en musique et en danse, puis nous nous marions sous le mandap, face à la mer. La cérémonie dure environ deux heures ; nos familles vous en expliqueront chaque rituel au fur et à mesure, vous n’avez donc rien à savoir à l’avance.',
    dressCode:
      'Tenue de fête indienne : saris, lehengas, kurtas et sherwanis, et plus c’est coloré, mieux c’est. Évitez le tout blanc et le tout noir. Une étole légère pour couvrir les épaules sera la bienvenue.',
  },
  lunch: {
    title: 'Déjeuner',
    place: 'Club Dauphin, Grand-Hôtel du Cap-Ferrat',
    description:
      'Un long déjeuner méditerranéen au bord de la piscine, sans se presser, juste après la cérémonie. L’après-midi est ensuite à vous : baignade, sieste ou balade sur le sentier du littoral, tout autour du cap.',
    dressCode:
      'Gardez votre tenue de cérémonie, ou passez quelque chose de plus léger pour le soleil de l’après-midi.',
  },
  'cocktail-hour': {
    title: 'Cocktail',
    place: 'La terrasse, Grand-Hôtel du Cap-Ferrat',
    description:
      'Champagne et canapés sur la terrasse, pendant que le soleil se couche sur la rade de Villefranche, avec un trio à cordes et la plus belle vue de la Côte d’Azur.',
    dressCode:
      'Tenue de soirée : robe longue ou robe de cocktail, smoking ou costume sombre. Les tenues de cérémonie indiennes sont tout aussi bienvenues.',
  },
  reception: {
    title: 'Réception',
    place: 'La salle de bal et les jardins, Grand-Hôtel du Cap-Ferrat',
    description:
      'Le dîner, quelques discours (courts, promis) et la fête jusque tard dans la nuit. Les navettes de retour vers les hôtels partenaires circulent de 23 h jusqu’à la fin de la fête.',
    dressCode:
      'Tenue de soirée, comme pour le cocktail. Prévoyez des chaussures confortables pour la piste de danse.',
  },
  'farewell-brunch': {
    title: 'Brunch du lendemain',
    place: 'Paloma Beach',
    description:
      'Un brunch tout en douceur, les pieds dans le sable, pour se dire au revoir, ou plutôt à bientôt. Passez quand bon vous semble : pas de programme, rien que de bonnes choses à manger et la mer.',
    dressCode:
      'Tenue de vacances décontractée, sans oublier le maillot de bain si l’envie d’une baignade vous prend.',
  },
});
