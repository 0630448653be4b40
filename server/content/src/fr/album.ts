import type {
  albumMessages as english,
  albumPageCopy as englishPage,
  albumScreenCopy as englishScreen,
} from '../en/album';

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
  takedownMessage: 'Écrivez une phrase pour nous, 1\u00a0000 caractères au plus.',
  takedownSent: 'Merci\u00a0: nous lirons votre demande.',
  noSuchPhoto: 'Cette photo n’est pas dans l’album.',
  zipHostsOnly:
    'Le téléchargement de tout l’album est réservé aux mariés\u00a0: connectez-vous d’abord à leur espace.',
  zipNotAllowed: 'L’album ne se télécharge pas. Demandez-nous les photos qui vous plaisent.',
  dayFormat: 'Jour\u00a0: indiquez une date comme 2026-05-15.',
};

/** La page de l’album (/fr/album) : voir ../en/album.ts. */
export const albumPageCopy: {
  [Key in keyof typeof englishPage]: (typeof englishPage)[Key] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
} = {
  intro:
    'Le week-end au Cap-Ferrat comme vous l’avez vu\u00a0: les photos envoyées par les invités, et une place pour les vôtres.',
  before: 'L’album ouvrira après le mariage. Revenez une fois le week-end passé pour partager vos photos.',
  closed: 'L’album ne reçoit plus de photos. Merci pour toutes celles que vous avez envoyées\u00a0!',
  loading: 'Chargement de l’album…',
  unreachable:
    'L’album ne peut pas être chargé pour l’instant. Vérifiez votre connexion et rechargez la page.',
  uploadHeading: 'Ajoutez vos photos',
  uploadHint:
    'Photos et vidéos, autant que vous voulez. Nous regardons chacune avant qu’elle apparaisse ici.',
  nameLabel: 'Votre nom (facultatif)',
  fileLabel: 'Photos ou vidéos',
  send: 'Envoyer',
  sending: 'Envoi en cours…',
  mineHeading: 'Vos photos',
  pending: 'En attente de l’accord des mariés',
  approved: 'Dans l’album',
  rejected: 'Non ajoutée à l’album',
  failed: 'Non envoyée',
  retry: 'Réessayer',
  progress: (percent: number) => `${percent}\u00a0% envoyés`,
  gridHeading: 'Les photos',
  empty: 'Pas encore de photos\u00a0: les premières apparaîtront ici une fois vues par les mariés.',
  photoAlt: (name: string | null) =>
    name ? `Une photo envoyée par ${name}` : 'Une photo du week-end du mariage',
  by: (name: string) => `Envoyée par ${name}`,
  download: 'Télécharger l’album',
  takedown: 'Demander le retrait de cette photo',
  takedownLabel: 'Dites-nous pourquoi, en une phrase',
  takedownSend: 'Envoyer la demande',
  takedownCancel: 'Annuler',
};

/** L’écran de l’entrée (/fr/album/screen, ADR 085) : voir ../en/album.ts. */
export const albumScreenCopy: Record<keyof typeof englishScreen, string> = {
  scanOpen: 'Scannez le code avec l’appareil photo de votre téléphone pour ajouter vos photos du week-end.',
  scanClosed: 'Scannez le code avec l’appareil photo de votre téléphone pour voir les photos du week-end.',
  scanBefore: 'L’album ouvrira après le mariage\u00a0: scannez alors le code pour partager vos photos.',
  address: 'Ou tapez cette adresse\u00a0:',
  welcome: 'Bienvenue\u00a0! Les photos apparaîtront ici dès que les mariés les auront vues.',
  fullScreen: 'Plein écran',
  qrAlt: 'Un code QR qui ouvre l’album',
};
