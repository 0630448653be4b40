/**
 * The site's photos (ADR 084): the server's sentences to a host who uploads a photo for the
 * slideshow or an event, and the Photos page of the Content tab. "{limit}" becomes a size such as
 * "30 MB". The French edition (../../fr/admin/site-photos.ts) has the same keys.
 */
export const sitePhotoMessages = {
  notPicture:
    'This file is not a photo: send a JPEG, PNG, WebP or AVIF picture (the Content tab turns a phone’s HEIC photo into a JPEG where the browser can read it).',
  heic: 'This HEIC photo cannot be read here: export it as a JPEG on your phone or computer and send that.',
  unreadable: 'This picture cannot be read, it may be damaged: send it again, or send it as a JPEG.',
  tooLarge:
    'This photo is larger than {limit}: send a smaller one (a phone’s photo as a JPEG is well under it).',
  noPhoto: 'Choose a photo to send (the form field "photo").',
  oneFile: 'Send one photo at a time.',
  cutOff: 'The upload was cut off before the end: send the photo again.',
  diskFull: 'The server has no room for more photos just now: free some space on its disk, then try again.',
  focus:
    'The focal point is two numbers from 0 to 1 (across, then down): leave them out to crop around the middle.',
} as const;

export type SitePhotoMessages = Record<keyof typeof sitePhotoMessages, string>;

/** The Photos page of the Content tab. */
export const sitePhotosCopy = {
  heading: 'Photos',
  intro:
    'The home page’s slideshow and each event’s picture. Upload a photo, place it, then save the draft and publish as for the words: guests see only what is published.',
  slideshowHeading: 'Home page slideshow',
  slideshowHint: (count: number, max: number) =>
    `${count} of at most ${max} photos, in the order guests see them. The first one is shown first and in link previews.`,
  upload: 'Upload a photo',
  fileLabel: 'Photo to upload',
  send: 'Upload',
  noFile: 'Choose a photo first.',
  twice: 'This photo is in the slideshow already.',
  full: (max: number) => `The slideshow holds ${max} photos at most: remove one first.`,
  uploadHint:
    'JPEG, PNG, WebP or AVIF; a phone’s HEIC photo is turned into a JPEG here where this browser can read it. Location and camera details are removed.',
  focusLegend: 'Crop around',
  focusX: 'Across (0 left, 1 right)',
  focusY: 'Down (0 top, 1 bottom)',
  uploading: 'Uploading and cropping…',
  uploaded: 'The photo is uploaded. Place it, then save the draft.',
  uploadFailed: 'The photo could not be uploaded. Please try again.',
  heicUnreadable:
    'This browser cannot read this HEIC photo: export it as a JPEG on your phone or computer and upload that.',
  addToSlideshow: 'Add to the slideshow',
  slide: (index: number) => `Photo ${index}`,
  moveUp: (index: number) => `Move photo ${index} up`,
  moveDown: (index: number) => `Move photo ${index} down`,
  remove: (index: number) => `Remove photo ${index}`,
  replace: (index: number) => `Replace photo ${index} with the uploaded one`,
  captionEn: 'Caption in English',
  captionFr: 'Caption in French',
  captionHint: (max: number) => `Optional, at most ${max} characters.`,
  builtPhoto: 'Photo of the site',
  newPhoto: 'Uploaded photo',
  eventsHeading: 'Events’ pictures',
  useUploaded: 'Use the uploaded photo',
  useBuilt: 'Back to the site’s picture',
  eventBuilt: 'The site’s own picture',
  eventUploaded: 'An uploaded photo',
  noUpload: 'Upload a photo first.',
} as const;

export type SitePhotosCopy = {
  [K in keyof typeof sitePhotosCopy]: (typeof sitePhotosCopy)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};
