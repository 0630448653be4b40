// French typography writes its no-break spaces (U+00A0 before a colon, U+202F before ; ! ? and
// inside guillemets) as they are, in template literals too.
import type * as En from '../en/rsvp-form';
import { de } from '../french-elision';
import * as glossary from './glossary';

/** French puts 0 and 1 in the singular: "0 seconde", "1 seconde", "2 secondes". */
const plural = (count: number, one: string, many: string) => (Math.abs(count) < 2 ? one : many);

/** The RSVP form's and the thanks' words (the English module says why they are apart). */
export const rsvpFormCopy: typeof En.rsvpFormCopy = {
  form: {
    greeting: (firstName) => `Bienvenue, ${firstName}`,
    previousReply: (when) =>
      `Vous avez répondu le ${when}. Vos réponses sont reprises ci-dessous : modifiez ce que vous souhaitez, puis envoyez-les de nouveau.`,
    answeredByName: (when) =>
      `Vous avez répondu le ${when}. Par discrétion, votre réponse ne s’affiche pas lorsque vous retrouvez votre invitation par votre nom : répondez de nouveau ci-dessous pour la remplacer. Ce que vous nous aviez indiqué dans les champs adresse, remarques et message est conservé si vous les laissez vides. Le lien qui contient votre code d’invitation, lui, affiche toute votre réponse.`,
    keptOnFile:
      'Nous avons déjà cette information. Laissez le champ vide pour la conserver, ou écrivez-y un nouveau texte pour la remplacer.',
    chooseAttendance:
      'Dites-nous si vous pourrez venir : choisissez « Oui, avec joie » ou « Hélas, je ne pourrai pas venir ».',
    attendanceLegend: 'Serez-vous des nôtres ?',
    yes: 'Oui, avec joie',
    no: 'Hélas, je ne pourrai pas venir',
    eventsLegend: 'À quels événements participerez-vous ?',
    entreeLegend: 'Votre plat pour le dîner de la réception (vendredi soir)',
    dietaryNotes: 'Allergies ou régime alimentaire (facultatif)',
    dietaryNotesHint: 'Notre traiteur en tiendra compte.',
    plusOneLegend: 'La personne qui vous accompagne',
    plusOneComing: 'Cette personne sera des nôtres',
    plusOneFirstName: 'Son prénom',
    plusOneLastName: 'Son nom',
    plusOneEventsLegend: 'À quels événements participera-t-elle ?',
    plusOneEntreeLegend: 'Son plat pour le dîner de la réception (vendredi soir)',
    plusOneDietaryNotes: 'Ses allergies ou son régime alimentaire (facultatif)',
    mailingAddress: 'Adresse postale',
    mailingAddressHint:
      'Pour le mot de remerciement que nous vous enverrons après le mariage, et pour nos dossiers.',
    message: 'Un petit mot pour nous (facultatif)',
    email: 'Votre e-mail (facultatif)',
    emailHint: 'Nous vous enverrons une copie de votre réponse, avec un lien personnel pour la modifier.',
    phone: 'Votre numéro de portable (facultatif)',
    phoneHint:
      'Pour les nouvelles du week-end par WhatsApp ou SMS. Saisissez-le avec l’indicatif de son pays, par exemple +33 6 12 34 56 78 ou +44 7911 123456 ; un numéro français peut s’en passer.',
    submit: 'Envoyer ma réponse',
    sending: 'Envoi en cours…',
    /** While the phone has no connection: the answer waits in the page and goes when it returns. */
    waitingForConnection: 'En attente de connexion…',
    offline:
      'Votre téléphone est hors ligne, et votre réponse ne nous est pas encore parvenue. Gardez cette page ouverte : elle partira dès le retour de la connexion.',
    startOver: 'Ce n’est pas vous ? Chercher un autre nom',
    privateLinkByName: `Vos informations de voyage et votre ${glossary.pass} s’ouvrent avec votre lien personnel : il figure dans votre e-mail d’invitation, et le code imprimé sur votre carton d’invitation les ouvre aussi. Une fois votre réponse envoyée, nous vous dirons où le trouver.`,
    sameAsMe: 'Les mêmes événements que moi',
    everyoneSameAsMe: 'Tout le monde aux mêmes événements que moi',
    kidsMenu: 'Menu enfant',
    child: 'enfant',
    memberEventsLegend: (name) => `À quels événements participera ${name} ?`,
    memberEntreeLegend: (name) => `Plat ${de(name)} pour le dîner de la réception (vendredi soir)`,
    memberNotes: (name) => `Allergies ou régime alimentaire ${de(name)} (facultatif)`,
    memberAnswered: (when, by) => `Réponse donnée le ${when}${by ? ` par ${by}` : ''}.`,
    memberChange: 'Modifier sa réponse',
    memberKept: 'Sa réponse reste telle quelle, sauf si vous la modifiez.',
    memberKeptByCode:
      'Cette personne a répondu avec un code d’invitation : sa réponse reste telle quelle ici. Pour la modifier, utilisez un code de votre invitation : le lien de votre e-mail d’invitation, ou le code de votre carton d’invitation.',
    previousReplyBy: (when, by) =>
      `${by} a répondu pour vous le ${when}. Les réponses sont reprises ci-dessous : modifiez ce que vous souhaitez, puis envoyez-les de nouveau.`,
  },
  travel: {
    link: 'Dites-nous comment vous venez',
    hint: 'Arrivée, hôtel et places dans les navettes, pour tout votre groupe.',
  },
  success: {
    heading: 'Merci !',
    attending: 'Nous avons hâte de célébrer ce grand jour avec vous au Cap-Ferrat.',
    partyComing:
      'Vous allez nous manquer, et nous avons hâte de fêter ce grand jour avec le reste de votre groupe.',
    declining: 'Vous allez nous manquer.',
    countdown: (seconds) => `Retour à l’accueil dans ${seconds} ${plural(seconds, 'seconde', 'secondes')}…`,
    goHome: 'Retour à l’accueil',
    staying: 'Prenez votre temps : revenez à l’accueil quand vous le souhaitez.',
    weekendLink: `Votre ${glossary.pass} : vos horaires, lieux et navettes sur votre téléphone`,
    emailed: (address) => `Une copie de votre réponse vient de vous être envoyée à ${address}.`,
    nextHeading: 'Et maintenant',
    privateLinkMailed: `Cet e-mail contient votre lien personnel, qui ouvre vos informations de voyage et votre ${glossary.pass}.`,
    privateLinkElsewhere: `Votre lien personnel, qui ouvre vos informations de voyage et votre ${glossary.pass}, figure dans votre e-mail d’invitation et ses rappels. Le code imprimé sur votre carton d’invitation les ouvre aussi, sur cette page.`,
    summaryHeading: 'Ce que nous avons enregistré',
    notes: (notes) => `allergies et régime : ${notes}`,
    notComing: 'ne viendra pas',
    entree: (entree) => `plat de la réception : ${entree}`,
  },
};

/** The four choices of the form, with the events each covers (times are local, in Cap Ferrat). */
export const rsvpEventLabels: typeof En.rsvpEventLabels = {
  welcomeDinner: { title: 'Dîner de bienvenue', when: 'Jeudi 14 mai à 18 h 30' },
  ceremonyAndLunch: { title: 'Cérémonie hindoue et déjeuner', when: 'Vendredi 15 mai dès 9 h 30' },
  cocktailAndReception: { title: 'Cocktail et réception', when: 'Vendredi 15 mai dès 18 h 30' },
  farewellBrunch: { title: 'Brunch du lendemain', when: 'Samedi 16 mai à midi' },
};

export const entreeLabels: typeof En.entreeLabels = {
  Meat: 'Viande',
  Fish: 'Poisson',
  Vegetarian: 'Végétarien',
};

const replyDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

const replyClock = new Intl.DateTimeFormat('fr-FR', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
});

/** The value of one part of a date formatted by Intl. */
const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((candidate) => candidate.type === type)?.value ?? '';

/**
 * When a guest last replied, told in the wedding's time zone and in the French way:
 * "3 mars 2026 à 14 h 05 (heure de Paris)", "1er avril 2026 à 9 h (heure de Paris)".
 */
export const formatReplyTime: typeof En.formatReplyTime = (iso) => {
  const moment = new Date(iso);
  const date = replyDate.formatToParts(moment);
  const day = part(date, 'day');
  const clock = replyClock.formatToParts(moment);
  const hour = Number(part(clock, 'hour'));
  const minute = part(clock, 'minute');
  const time = minute === '00' ? `${hour} h` : `${hour} h ${minute}`;
  return `${day === '1' ? '1er' : day} ${part(date, 'month')} ${part(date, 'year')} à ${time} (heure de Paris)`;
};
