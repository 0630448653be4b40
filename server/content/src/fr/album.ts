import type { albumMessages as english } from '../en/album';

/** Les mots de l’album (DESIGN 3.8, ADR 082) : voir ../en/album.ts. */
export const albumMessages: Record<keyof typeof english, string> = {
  closedBefore: 'L’album ouvrira après le mariage : revenez une fois le week-end passé.',
  closed: 'L’album ne reçoit plus de photos. Merci pour toutes celles que vous avez envoyées\u00a0!',
  tooLarge:
    'Ce fichier dépasse {limit}. Envoyez-en un plus petit, ou utilisez l’envoi par reprise pour les vidéos.',
  notMedia:
    'Ce fichier n’est ni une photo ni une vidéo que nous pouvons garder. Envoyez une photo JPEG, PNG, WebP, HEIC, AVIF ou GIF, ou une vidéo MP4, MOV ou WebM.',
  noPhoto: 'Choisissez une photo à envoyer (le champ «\u00a0photo\u00a0» du formulaire).',
  oneFile: 'Envoyez une photo à la fois.',
  name: 'Votre nom\u00a0: 100 caractères au plus, ou laissez-le vide.',
  code: 'Ce code d’invitation ne correspond à personne\u00a0: vérifiez-le sur votre carton d’invitation, ou laissez-le vide.',
  tooMany:
    'Vous avez envoyé beaucoup de photos depuis cette adresse en peu de temps. Attendez {wait} et réessayez.',
  diskFull:
    'L’album n’a plus de place pour l’instant. Nous sommes prévenus\u00a0; réessayez un peu plus tard.',
  cutOff: 'L’envoi a été interrompu avant la fin. Envoyez la photo à nouveau.',
  notReady: 'Cet envoi n’est pas terminé. Envoyez d’abord la suite du fichier.',
  takedownMessage: 'Écrivez-nous une phrase, 1\u00a0000 caractères au plus.',
  takedownSent: 'Merci\u00a0: nous lirons votre demande.',
  noSuchPhoto: 'Cette photo n’est pas dans l’album.',
  zipHostsOnly:
    'Le téléchargement de tout l’album est réservé aux mariés\u00a0: connectez-vous d’abord à leur espace.',
  zipNotAllowed: 'L’album ne se télécharge pas. Demandez-nous les photos qui vous plaisent.',
  dayFormat: 'Jour\u00a0: indiquez une date comme 2026-05-15.',
};
