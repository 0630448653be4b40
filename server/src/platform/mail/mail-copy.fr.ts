// French typography writes its no-break spaces (U+00A0 before a colon, U+202F before ; ! ? and
// inside guillemets) as they are, in template literals too.
import type * as En from './mail-copy';
import * as glossary from '@riviera/content/fr/glossary';
import { couple, venue, weddingDate } from '@riviera/content/fr/site';

/** French puts 0 and 1 in the singular: "0 réponse", "1 réponse", "2 réponses". */
const plural = (count: number, one: string, many: string) => (Math.abs(count) < 2 ? one : many);

/**
 * Every word of the mail the site sends, in French, with the English module's keys. The server
 * builds each message from it for a guest who answered in French; the admin area previews them.
 */
export const mailCopy: typeof En.mailCopy = {
  lang: 'fr',
  couple: couple.together,
  tagline: `${venue.town} · ${weddingDate.weekend}`,
  signature: `Avec toute notre affection, ${couple.together}`,
  hostSignature: 'Envoyé par votre site de mariage',
  privateLinkNote: 'Ce lien n’appartient qu’à vous : il ouvre votre réponse sans vous demander votre nom.',
  codeLabel: 'Votre code d’invitation',
  qrAlt: 'Code QR qui ouvre votre réponse',
  deadline: (date) => `Merci de nous répondre au plus tard le ${date}.`,
  deadlineChange: (date) => `Vous pouvez modifier votre réponse jusqu’au ${date}.`,
  at: (day, time) => `${day} à ${time}`,

  shuttleCancelled: {
    subject: 'Votre navette est annulée',
    preview: 'Choisissez une autre navette sur votre page de voyage.',
    greeting: (name) => `Bonjour ${name},`,
    body: (run) =>
      `Nous sommes désolés : la ${run} est annulée. Choisissez une autre navette sur votre page de voyage, ou indiquez-y comment vous vous déplacerez.`,
    linkLabel: 'Choisir une autre navette',
  },

  pickup: {
    title: (from, to) => `Navette : ${from} → ${to}`,
    description: (seats) =>
      `${seats === 1 ? '1 place réservée' : `${seats} places réservées`} pour votre groupe. Merci d’être au point de départ dix minutes avant l’heure.`,
    heading: 'Vos navettes',
    seats: (seats) =>
      seats === 1 ? '1 place réservée pour votre groupe' : `${seats} places réservées pour votre groupe`,
    calendarNote: 'Vos navettes figurent aussi dans le fichier de calendrier.',
  },

  stayReminder: {
    subject: 'Où logerez-vous ? Les hôtels libèrent bientôt nos chambres',
    preview:
      'Dites-nous où vous logerez avant que les hôtels ne remettent en vente les chambres réservées pour vous.',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Nous sommes ravis que vous veniez. Vous ne nous avez pas encore dit où vous logerez.',
    blocksIntro:
      'Ces hôtels réservent des chambres à nos invités jusqu’à la date indiquée, puis remettent en vente celles qui restent :',
    until: (date) => `jusqu’au ${date}`,
    ask: 'Une fois votre chambre réservée, ou si vous logez ailleurs, dites-le-nous sur votre page de voyage : cela nous aide à organiser les navettes.',
    linkLabel: 'Nous dire où vous logez',
  },

  announcement: {
    subject: 'Un mot au sujet du mariage',
    preview: 'Un mot de notre part sur le week-end du mariage.',
    greeting: (name) => `Bonjour ${name},`,
    forEvent: (event) => `Ce mot s’adresse aux invités de l’événement « ${event} ».`,
    linkLabel: `Ouvrir votre ${glossary.pass}`,
    linkNote: `Ce lien n’appartient qu’à vous : il ouvre le ${glossary.pass} de votre groupe sans vous demander votre code.`,
  },

  travelConfirmation: {
    subject: 'Votre voyage',
    preview:
      'Votre arrivée, votre départ, où vous logez et vos navettes, tels que vous nous les avez indiqués.',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'Merci. Voici vos informations de voyage dans leur dernière version, pour que vous les ayez sous la main.',
    arrival: 'Arrivée',
    departure: 'Départ',
    stay: glossary.stay,
    notGiven: 'Pas encore indiqué',
    modes: glossary.modes,
    stayDates: (hotel, from, to) => `${hotel}, du ${from} au ${to}`,
    booked: 'Réservé',
    notBooked: 'Pas encore réservé',
    noPickups: 'Aucune place réservée dans les navettes.',
    linkLabel: 'Voir ou modifier votre voyage',
    linkNote:
      'Ce lien n’appartient qu’à vous : il ouvre vos informations de voyage sans vous demander votre nom.',
    calendarFileName: 'nos-navettes-du-mariage.ics',
  },

  confirmation: {
    subject: {
      attending: `Votre réponse : rendez-vous à ${venue.town}`,
      declined: 'Votre réponse : merci de nous l’avoir fait savoir',
    },
    preview: 'Ce que vous nous avez répondu, événement par événement, avec les horaires et les lieux.',
    greeting: (name) => `Bonjour ${name},`,
    intro: {
      attending: 'Merci pour votre réponse. La voici, pour que vous l’ayez toujours sous la main.',
      partyComing:
        'Merci pour votre réponse. Vous allez nous manquer, et nous avons hâte de fêter ce grand jour avec le reste de votre groupe. Voici votre réponse, pour que vous l’ayez toujours sous la main.',
      declined:
        'Merci de nous l’avoir fait savoir. Vous allez nous manquer, et nous lèverons notre verre à votre santé.',
    },
    answeredFor: (name) =>
      `${name} a répondu pour toutes les personnes de votre invitation. Voici les réponses de chacun, pour que vous les ayez sous la main.`,
    answerHeading: (name) => `${name}`,
    attendingEvents: 'Présence confirmée pour :',
    notComing: 'Ne pourra pas venir.',
    entree: 'Plat de la réception (vendredi soir)',
    dietaryNotes: 'Allergies ou régime alimentaire',
    mailingAddress: 'Adresse postale',
    message: 'Votre message',
    linkLabel: 'Voir ou modifier votre réponse',
    subscribeLink: `S’abonner au ${glossary.calendar} : il suit les réponses de votre groupe et chaque changement du programme`,
    passLink: `Votre ${glossary.pass} : vos horaires, lieux et navettes, sur votre téléphone même sans réseau`,
    calendarNote: (withOthers) =>
      withOthers
        ? 'Le fichier de calendrier ci-joint contient tous les événements retenus dans votre réponse, pour chacune des personnes qu’elle concerne.'
        : 'Le fichier de calendrier ci-joint contient exactement les événements auxquels vous avez répondu oui.',
    calendarName: glossary.calendarName,
    calendarFileName: 'notre-week-end-de-mariage.ics',
  },

  hostNotice: {
    subject: (name, attending, changed) =>
      `${changed ? 'Réponse modifiée' : 'Nouvelle réponse'} : ${name} ${attending ? 'sera là' : 'ne viendra pas'}`,
    preview: 'Une réponse vient d’être enregistrée sur le site du mariage.',
    intro: (name, changed) =>
      changed ? `${name} a modifié sa réponse.` : `${name} a répondu à l’invitation.`,
    message: 'Son message',
    adminLinkLabel: 'Ouvrir l’espace admin',
  },

  hostDigest: {
    subject: (count) => `Réponses du jour : ${count} ${plural(count, 'réponse', 'réponses')}`,
    preview: 'Les réponses des dernières vingt-quatre heures, en un seul message.',
    intro: (count) =>
      count === 0
        ? 'Personne n’a répondu ni modifié sa réponse depuis le dernier récapitulatif.'
        : count === 1
          ? '1 personne a répondu ou modifié sa réponse depuis le dernier récapitulatif.'
          : `${count} personnes ont répondu ou modifié leur réponse depuis le dernier récapitulatif.`,
    line: (name, attending) => `${name} : ${attending ? 'sera là' : 'ne viendra pas'}`,
    adminLinkLabel: 'Ouvrir l’espace admin',
  },

  hostCodeGuessing: {
    subject: 'Quelqu’un essaie de deviner des codes d’invitation',
    preview: 'Le site a ralenti les essais ; les codes de vos invités fonctionnent toujours.',
    intro: (failed) =>
      `${failed} codes d’invitation erronés ont été essayés sur le site depuis une heure, depuis de nombreuses adresses : quelqu’un essaie sans doute de deviner des codes.`,
    effect:
      'Tant que cela dure, chaque adresse et chaque réseau ne peut essayer que quelques codes erronés par heure. Un invité qui tape son bon code, ou qui l’a déjà ouvert, obtient sa réponse comme d’habitude, et chacun peut toujours se retrouver par son nom. L’espace admin affiche le décompte.',
    adminLinkLabel: 'Ouvrir l’espace admin',
  },

  saveTheDate: {
    subject: `Retenez la date : ${couple.together}, ${weddingDate.weekend}`,
    preview: `Nous nous marions à ${venue.town}, ${weddingDate.days}.`,
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Nous nous marions sur la Côte d’Azur, et votre présence à nos côtés nous ferait très plaisir. Notez dès à présent ces dates dans votre agenda : trois jours au bord de la mer à ${venue.town}, ${weddingDate.days}.`,
      'L’invitation officielle suivra. D’ici là, vous trouverez sur notre site le programme, les hôtels et tout ce qu’il faut savoir pour venir.',
    ],
    linkLabel: 'Découvrir notre site de mariage',
    calendarLink: 'Ajouter tout le week-end à mon agenda',
    pictureAlt: 'La mer au crépuscule sur la Riviera, palmiers et parasols',
  },

  invitation: {
    subject: `Invitation au mariage : ${couple.together}, ${weddingDate.weekend}`,
    preview: 'Notre invitation, avec votre lien personnel pour répondre.',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `${couple.together} ont la joie de vous convier à leur mariage, le ${weddingDate.long}, au ${venue.name}. Les festivités commenceront la veille au soir par un dîner de bienvenue et se prolongeront le lendemain par un brunch.`,
      'Dites-nous, événement par événement, si vous pourrez être des nôtres. Votre lien personnel ouvre directement votre formulaire de réponse : inutile de chercher votre nom.',
    ],
    plusOne: (name) => `Cette invitation vous est adressée, à vous et à ${name}.`,
    linkLabel: 'Répondre à l’invitation',
    qrNote:
      'Vous pouvez aussi scanner ce code avec votre téléphone, ou saisir le code sur la page de réponse.',
  },

  reminder: {
    subject: `Petit rappel : ${couple.together} attendent votre réponse`,
    preview: 'Nous n’avons pas encore reçu votre réponse.',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      'Nous mettons la dernière main aux préparatifs et n’avons pas encore reçu votre réponse. Cela ne prend qu’une minute : dites-nous, événement par événement, si vous pourrez être des nôtres.',
    ],
    linkLabel: 'Répondre maintenant',
  },
};
