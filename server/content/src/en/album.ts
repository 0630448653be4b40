/**
 * The album's words (DESIGN 3.8, ADR 082): the server's sentences to a guest who uploads, and the
 * page's. "{limit}" becomes a size such as "40 MB"; "{wait}" a wait such as "15 minutes".
 */
export const albumMessages = {
  closedBefore: 'The album opens after the wedding: come back once the weekend is over.',
  closed: 'The album is closed to new photos. Thank you for all the ones you sent!',
  tooLarge:
    'This file is larger than {limit}. Please send a smaller one, or use the resumable upload for videos.',
  notMedia:
    'This file is not a picture or a video we can keep. Please send a JPEG, PNG, WebP, HEIC, AVIF or GIF photo, or an MP4, MOV or WebM video.',
  noPhoto: 'Please choose a photo to send (the form field "photo").',
  oneFile: 'Please send one photo at a time.',
  name: 'Your name: please give at most 100 characters, or leave it empty.',
  code: 'This invitation code finds nobody: check it on your invitation card, or leave it empty.',
  tooMany: 'You have sent many photos from this address in a short time. Please wait {wait} and try again.',
  diskFull: 'The album has no room for more photos just now. We have been told; please try again later.',
  cutOff: 'The upload was cut off before the end. Please send the photo again.',
  notReady: 'This upload is not finished yet. Please send the rest of the file first.',
  takedownMessage: 'Please write a sentence for us, at most 1,000 characters.',
  takedownSent: 'Thank you: we will read your request.',
  noSuchPhoto: 'There is no such photo in the album.',
  zipHostsOnly: 'Downloading the whole album is for the hosts: please log in to the admin area first.',
  zipNotAllowed: 'The album cannot be downloaded. Please ask us for the photos you would like.',
  dayFormat: 'Day: please give a date such as 2026-05-15.',
} as const;

/** The album page (/album, DESIGN 3.8): the grid, the upload form, a guest's own uploads. */
export const albumPageCopy = {
  intro: 'The weekend at Cap Ferrat as you saw it: the photos the guests sent, and a place to add yours.',
  before: 'The album opens after the wedding. Come back once the weekend is over to share your photos.',
  closed: 'The album is closed to new photos. Thank you for all the ones you sent!',
  loading: 'Loading the album…',
  unreachable: 'The album cannot be loaded just now. Please check your connection and reload the page.',
  uploadHeading: 'Add your photos',
  uploadHint: 'Photos and videos, as many as you like. We look at each one before it appears here.',
  nameLabel: 'Your name (optional)',
  fileLabel: 'Photos or videos',
  send: 'Send',
  sending: 'Sending…',
  mineHeading: 'Your photos',
  pending: 'Waiting for the couple’s approval',
  approved: 'In the album',
  rejected: 'Not added to the album',
  failed: 'Not sent',
  retry: 'Try again',
  progress: (percent: number) => `${percent}% sent`,
  gridHeading: 'The photos',
  empty: 'No photos yet: the first ones will appear here once the couple has seen them.',
  photoAlt: (name: string | null) => (name ? `A photo sent by ${name}` : 'A photo of the wedding weekend'),
  by: (name: string) => `Sent by ${name}`,
  download: 'Download the album',
  takedown: 'Ask for this photo to be taken down',
  takedownLabel: 'Tell us why, in a sentence',
  takedownSend: 'Send the request',
  takedownCancel: 'Cancel',
} as const;

/**
 * The door screen (/album/screen, ADR 085): the approved photos full screen at the party, with the
 * album's QR code. Its heading is the page's title ("Share Your Photos", pages.ts).
 */
export const albumScreenCopy = {
  scanOpen: 'Scan the code with your phone’s camera to add your photos of the weekend.',
  scanClosed: 'Scan the code with your phone’s camera to see the photos of the weekend.',
  scanBefore: 'The album opens after the wedding: scan the code then to share your photos.',
  address: 'Or type this address:',
  welcome: 'Welcome! The photos will appear here as soon as the couple has seen them.',
  fullScreen: 'Full screen',
  qrAlt: 'A QR code that opens the album',
} as const;
