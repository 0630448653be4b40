import type { SitePhotoMessages, SitePhotosCopy } from '../../en/admin/site-photos';

/** Les photos du site (ADR 084) : voir ../../en/admin/site-photos.ts. */
export const sitePhotoMessages: SitePhotoMessages = {
  notPicture:
    'Ce fichier n’est pas une photo\u00a0: envoyez une image JPEG, PNG, WebP ou AVIF (l’onglet Contenu change la photo HEIC d’un téléphone en JPEG là où le navigateur sait la lire).',
  heic: 'Cette photo HEIC ne peut pas être lue ici\u00a0: exportez-la en JPEG sur votre téléphone ou votre ordinateur et envoyez celle-ci.',
  unreadable:
    'Cette image ne peut pas être lue, elle est peut-être abîmée\u00a0: envoyez-la de nouveau, ou en JPEG.',
  tooLarge:
    'Cette photo dépasse {limit}\u00a0: envoyez-en une plus petite (la photo d’un téléphone en JPEG est bien en dessous).',
  noPhoto: 'Choisissez une photo à envoyer (le champ «\u202fphoto\u202f» du formulaire).',
  oneFile: 'Envoyez une photo à la fois.',
  cutOff: 'L’envoi a été coupé avant la fin\u00a0: envoyez la photo de nouveau.',
  diskFull:
    'Le serveur n’a plus de place pour des photos pour l’instant\u00a0: libérez de l’espace sur son disque, puis réessayez.',
  focus:
    'Le point de cadrage est deux nombres de 0 à 1 (en largeur, puis en hauteur)\u00a0: laissez-les vides pour cadrer au milieu.',
};

export const sitePhotosCopy: SitePhotosCopy = {
  heading: 'Photos',
  intro:
    'Le diaporama de l’accueil et l’image de chaque événement. Envoyez une photo, placez-la, puis enregistrez le brouillon et publiez comme pour les textes\u00a0: les invités ne voient que ce qui est publié.',
  slideshowHeading: 'Diaporama de l’accueil',
  slideshowHint: (count: number, max: number) =>
    `${count} photos sur ${max} au plus, dans l’ordre où les invités les voient. La première est montrée d’abord et dans les aperçus de lien.`,
  upload: 'Envoyer une photo',
  fileLabel: 'Photo à envoyer',
  send: 'Envoyer',
  noFile: 'Choisissez d’abord une photo.',
  twice: 'Cette photo est déjà dans le diaporama.',
  full: (max: number) => `Le diaporama contient ${max} photos au plus\u00a0: retirez-en une d’abord.`,
  uploadHint:
    'JPEG, PNG, WebP ou AVIF\u202f; la photo HEIC d’un téléphone est changée ici en JPEG là où ce navigateur sait la lire. Le lieu et l’appareil sont retirés.',
  focusLegend: 'Cadrer autour de',
  focusX: 'En largeur (0 à gauche, 1 à droite)',
  focusY: 'En hauteur (0 en haut, 1 en bas)',
  uploading: 'Envoi et cadrage…',
  uploaded: 'La photo est envoyée. Placez-la, puis enregistrez le brouillon.',
  uploadFailed: 'La photo n’a pas pu être envoyée. Veuillez réessayer.',
  heicUnreadable:
    'Ce navigateur ne sait pas lire cette photo HEIC\u00a0: exportez-la en JPEG sur votre téléphone ou votre ordinateur et envoyez celle-ci.',
  addToSlideshow: 'Ajouter au diaporama',
  slide: (index: number) => `Photo ${index}`,
  moveUp: (index: number) => `Monter la photo ${index}`,
  moveDown: (index: number) => `Descendre la photo ${index}`,
  remove: (index: number) => `Retirer la photo ${index}`,
  replace: (index: number) => `Remplacer la photo ${index} par celle envoyée`,
  captionEn: 'Légende en anglais',
  captionFr: 'Légende en français',
  captionHint: (max: number) => `Facultative, ${max} caractères au plus.`,
  builtPhoto: 'Photo du site',
  newPhoto: 'Photo envoyée',
  eventsHeading: 'Images des événements',
  useUploaded: 'Utiliser la photo envoyée',
  useBuilt: 'Revenir à l’image du site',
  eventBuilt: 'L’image du site',
  eventUploaded: 'Une photo envoyée',
  noUpload: 'Envoyez d’abord une photo.',
};
