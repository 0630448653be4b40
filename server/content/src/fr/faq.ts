// French typography writes its no-break spaces (U+00A0 before a colon, U+202F before ; ! ? and
// inside guillemets) as they are.
import type * as En from '../en/faq';
import * as glossary from './glossary';
import { contactEmail } from './site';

export const faqCopy: typeof En.faqCopy = {
  intro: `Les questions que nos invités nous posent le plus souvent, et comment ${glossary.contact} pour tout le reste.`,
  contactHeading: glossary.contactHeading,
  contactLead: 'Envoyez-nous un e-mail à',
  contactTail:
    'Nous lisons chaque message et répondons sous deux ou trois jours, et chaque jour à l’approche du mariage.',
  eventsLink: 'Voir chaque événement, son adresse et sa tenue',
};

export { contactEmail };

export const faqEntries: typeof En.faqEntries = [
  {
    id: 'no-code',
    question: 'Je ne retrouve pas mon code d’invitation. Comment répondre ?',
    answer: [
      'Vous n’en avez pas besoin : sur la page de réponse, saisissez votre prénom et votre nom tels qu’ils figurent sur votre invitation, sans vous soucier des accents ni des majuscules.',
      'Si la page ne vous trouve pas, ou indique que plusieurs invités portent le même nom, contactez-nous et nous vous enverrons votre lien personnel.',
    ],
    aboutReplying: true,
  },
  {
    id: 'children',
    question: 'Pouvons-nous venir avec nos enfants ?',
    answer: [
      'Votre invitation nomme toutes les personnes que nous avons prévues, tout comme le formulaire de réponse une fois votre nom retrouvé. Si vous souhaitez venir avec des enfants qui n’y figurent pas, contactez-nous avant de répondre.',
    ],
  },
  {
    id: 'dress-codes',
    question: 'Comment s’habiller ?',
    answer: [
      'Chaque événement a sa tenue, indiquée sur la page du programme : chic Riviera pour le dîner de bienvenue, tenue de fête indienne pour la cérémonie (évitez le tout blanc et le tout noir), tenue de soirée pour le cocktail et la réception, et tenue de vacances décontractée pour le brunch sur la plage.',
    ],
  },
  {
    id: 'weather',
    question: 'Quel temps fait-il en mai ?',
    answer: [
      'À la mi-mai, il fait environ 21 °C sur la Côte d’Azur, le plus souvent sous le soleil. La mer est encore fraîche pour se baigner et les soirées au bord de l’eau le sont aussi : prévoyez une étole ou une veste légère pour les dîners en plein air, et des chaussures plates pour les allées de gravier des jardins.',
    ],
  },
  {
    id: 'shuttles',
    question: 'Comment se rendre aux événements ?',
    answer: [
      'Des navettes desservent chaque événement, à l’aller comme au retour, depuis les hôtels partenaires de Saint-Jean-Cap-Ferrat, Beaulieu-sur-Mer et Villefranche-sur-Mer ; après la réception, elles circulent de 23 h jusqu’à la fin de la fête. Inutile de louer une voiture.',
      `Réservez les places de votre groupe sur votre page de voyage, accessible depuis la page de réponse une fois que vous avez répondu avec votre code ; votre ${glossary.pass} affiche ensuite chaque départ, avec son heure.`,
    ],
  },
  {
    id: 'delayed-flight',
    question: 'Mon vol est retardé ou annulé. Que faire ?',
    answer: [
      'Pas d’inquiétude : rejoignez-nous directement là où nous sommes. La page du programme donne chaque adresse, et un taxi met de 25 à 45 minutes depuis l’aéroport de Nice. Modifiez vos places de navette sur votre page de voyage, et contactez-nous dès que vous connaissez votre nouvelle heure d’arrivée : nous garderons votre place à table et préviendrons les chauffeurs.',
    ],
  },
];
