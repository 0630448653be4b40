// French typography writes its no-break spaces (U+00A0 before a colon, U+202F before ; ! ? and
// inside guillemets) as they are, in template literals too.
import type * as En from '../en/rsvp';
// The glossary's words typed here, not imported: the English module says why.

/**
 * The RSVP flow's labels and copy. The specification's validation and error messages are not here:
 * they come from @riviera/contract (messages.fr.ts), which the server answers with too.
 */
export const rsvpCopy: typeof En.rsvpCopy = {
  intro:
    'Retrouvez votre invitation, dites-nous quels jours vous serez des nôtres et choisissez votre plat pour le dîner de la réception, le vendredi soir. Vous pourrez modifier votre réponse par la suite, autant de fois que nécessaire.',
  needsJavaScript:
    'Le formulaire de réponse fonctionne avec JavaScript, qui est désactivé dans ce navigateur. Pour répondre, activez-le puis rechargez la page, ou ouvrez cette page dans un autre navigateur.',
  lookup: {
    heading: 'Retrouver votre invitation',
    help: 'Saisissez votre nom tel qu’il figure sur votre invitation, sans vous soucier des accents ni des majuscules.',
    firstName: 'Prénom',
    lastName: 'Nom',
    submit: 'Retrouver mon invitation',
    searching: 'Recherche de votre nom…',
    codeHeading: 'Vous avez votre carton d’invitation sous la main ?',
    codeHelp: 'Le code de lettres et chiffres imprimé dessus vous mène directement à votre réponse.',
    codeLabel: 'Code d’invitation',
    codeSubmit: 'Utiliser mon code',
    loadingCode: 'Ouverture de votre invitation…',
    contactLink: 'Vos questions, et comment nous contacter',
    childName:
      'Les enfants répondent avec leur famille : un parent répond pour toutes les personnes de l’invitation. Saisissez le nom d’un parent tel qu’il figure sur l’invitation, ou le code imprimé sur votre carton d’invitation.',
    codeOffline: 'Votre invitation n’a pas pu s’ouvrir. Vérifiez votre connexion, puis rechargez la page.',
  },
};
