import type { GuestMessages } from './messages';

/**
 * The messages a guest can read (the lookup's, the RSVP's and the request's) in French, with the
 * English keys of MESSAGES. Placeholders (`{wait}`, `{deadline}`, `{date}`, …) are kept as they are
 * and filled in as in English. The hosts' sections stay English.
 */
export const MESSAGES_FR: GuestMessages = {
  lookup: {
    firstNameRequired: 'Le prénom est obligatoire',
    lastNameRequired: 'Le nom est obligatoire',
    firstNameTooShort: 'Le prénom doit comporter au moins 2 caractères',
    lastNameTooShort: 'Le nom doit comporter au moins 2 caractères',
    notFound: 'Ce nom ne figure pas sur la liste des invités. Vérifiez l’orthographe ou contactez-nous.',
    failed: 'Impossible de retrouver votre invitation',
    exception: 'Une erreur est survenue. Merci de réessayer.',
    ambiguous:
      'Plusieurs invités portent ce nom. Saisissez le code imprimé sur votre carton d’invitation ou contactez-nous.',
    codeNotFound:
      'Nous ne trouvons pas ce code d’invitation. Vérifiez-le sur votre carton d’invitation ou contactez-nous.',
    codeInvalid:
      'Saisissez le code imprimé sur votre carton d’invitation : 8 lettres et chiffres (6 sur certains cartons).',
    codeCharacters:
      'Les codes d’invitation n’utilisent jamais {chars}. Ils se composent des lettres A à Z, sauf I, L et O, et des chiffres 2 à 9 : vérifiez le code sur votre carton d’invitation.',
    tooMany: 'Trop de recherches depuis votre connexion. Merci de patienter {wait} avant de réessayer.',
    codeTooMany:
      'Trop de codes d’invitation erronés ont été essayés. Merci de patienter {wait} avant de réessayer, ou cherchez-vous par votre nom.',
  },
  rsvp: {
    mailingAddressRequired: 'L’adresse postale est obligatoire',
    mailingAddressRequiredWhenAttending: 'L’adresse postale est obligatoire si vous venez',
    selectEvent: 'Choisissez au moins un événement',
    selectPlusOneEvent: 'Choisissez au moins un événement pour la personne qui vous accompagne',
    selectEntree: 'Choisissez votre plat pour le dîner de la réception',
    selectPlusOneEntree: 'Choisissez le plat de la personne qui vous accompagne',
    fixErrorsHeading: 'Merci de corriger les points suivants :',
    submitFailed: 'Votre réponse n’a pas pu être envoyée',
    exception: 'Une erreur est survenue. Merci de réessayer.',
    plusOneNameRequired: 'Indiquez le prénom de la personne qui vous accompagne',
    noPlusOne:
      'Votre invitation est à votre seul nom : merci de laisser vides les champs prévus pour une personne qui vous accompagne. S’il s’agit d’une erreur, contactez-nous.',
    attendanceMismatch:
      'Vous avez indiqué ne pas pouvoir venir, mais des événements sont cochés. Indiquez que vous venez, ou décochez ces événements.',
    plusOneAttendanceMismatch:
      'Vous avez indiqué que la personne qui vous accompagne ne viendra pas, mais des événements sont cochés pour elle. Décochez-les, ou indiquez qu’elle sera présente.',
    guestNotFound:
      'Nous ne vous trouvons pas sur la liste des invités. Recherchez de nouveau votre nom ou contactez-nous.',
    /** "{deadline}" is the date and time in Europe/Paris, such as "15 avril 2026 à 23 h 59". */
    closed:
      'Les réponses étaient attendues jusqu’au {deadline} (heure de Paris). Si vos projets ont changé, contactez-nous.',
    tooMany:
      'Trop de réponses envoyées depuis votre connexion. Merci de patienter {wait} avant de réessayer.',
    saved: 'Votre réponse a bien été enregistrée.',
    savedDeclined: 'Merci de nous l’avoir fait savoir. Votre réponse a bien été enregistrée.',
    emailInvalid: 'Saisissez une adresse e-mail valide, ou laissez ce champ vide.',
    emailNeedsCode:
      'Une adresse e-mail ne peut être ajoutée qu’avec le code imprimé sur votre carton d’invitation. Laissez ce champ vide, ou ouvrez le lien de votre e-mail d’invitation.',
    phoneInvalid:
      'Saisissez un numéro de portable avec l’indicatif de son pays (un + suivi de l’indicatif, comme +33, +44 ou +1), ou laissez ce champ vide.',
    phoneNeedsCode:
      'Un numéro de portable ne peut être ajouté qu’avec le code imprimé sur votre carton d’invitation. Laissez ce champ vide, ou ouvrez le lien de votre e-mail d’invitation.',
    memberSelectEvent: 'Choisissez au moins un événement pour {name}',
    memberSelectEntree: 'Choisissez le plat du dîner de la réception pour {name}',
    memberAttendanceMismatch:
      'La réponse donnée pour {name} indique une absence, mais des événements sont cochés. Cochez seulement les événements auxquels cette personne participera, ou aucun si elle ne vient pas.',
    kidsMenuForChildren: 'Le menu enfant est réservé aux enfants. Choisissez un autre plat pour {name}.',
    memberNotInParty:
      'Une personne de cette réponse ne figure pas sur votre invitation. Cherchez de nouveau votre nom ou contactez-nous.',
    memberTwice: 'La réponse pour {name} a été envoyée deux fois. Envoyez une seule réponse par personne.',
    memberAnsweredWithCode:
      '{name} a répondu avec un code d’invitation : sa réponse ne peut être modifiée qu’avec un code. Ouvrez le lien de votre e-mail d’invitation, ou saisissez le code imprimé sur votre carton d’invitation.',
    /** The deadline's date and time in Paris: "15 avril 2026 à 23 h 59". */
    deadlineAt: '{date} à {time}',
    /** A time told in the wedding's zone, in mail: "15 avril 2026 à 23 h 59 (heure de Paris)". */
    inParisTime: '{when} (heure de Paris)',
  },
  request: {
    busy: 'Le site est très sollicité en ce moment. Merci de réessayer dans quelques secondes.',
    internal: 'Un problème est survenu de notre côté. Merci de réessayer dans un instant.',
    unstorableText:
      'Le champ « {field} » contient un caractère qui ne peut pas être enregistré (un caractère de contrôle NUL ou la moitié d’un emoji). Supprimez-le, puis envoyez de nouveau.',
    tooLarge: 'La requête est trop volumineuse. Envoyez au maximum 64 Ko.',
    tooSlow:
      'Votre réponse a mis trop de temps à arriver. Vérifiez votre connexion, puis envoyez-la de nouveau.',
  },
};
