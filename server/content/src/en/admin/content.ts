/**
 * The Content tab (DESIGN 3.7, ADR 080): the hosts change the site's words and facts, save a draft,
 * publish it, and go back in the history. The French edition (../../fr/admin/content.ts) has the
 * same keys; the fields' labels and the server's refusals are the server's (ADR 076).
 */
export const contentTabCopy = {
  tab: 'Content',
  heading: 'The site’s words',
  intro:
    'Change the words and facts guests read. A draft stays yours until you publish it: guests only ever see what is published.',
  pagesLabel: 'Pages of the site',
  pages: {
    home: 'Home',
    events: 'Events',
    accommodations: 'Hotels',
    info: 'Info',
    travel: 'Travel',
    questions: 'Questions',
    mails: 'Mails',
    photos: 'Photos',
  } as Record<string, string>,
  checklist: {
    heading: 'Before the invitations go out',
    intro: 'These still hold a placeholder: give the real ones.',
    done: 'Everything is filled in.',
    line: (page: string, label: string) => `${page}: ${label}`,
  },
  english: 'English',
  french: 'French',
  languageSwitch: 'Language to edit',
  fact: 'The same in both languages',
  placeholder: 'Placeholder',
  frOutdated: 'French out of date',
  drafted: 'Draft not published',
  parisTime: 'Paris time',
  length: (length: number, max: number) => `${length} of ${max} characters`,
  lengthNear: (left: number) => `${left} ${left === 1 ? 'character' : 'characters'} left`,
  lengthOver: (over: number) => `${over} ${over === 1 ? 'character' : 'characters'} too many`,
  mailsHint:
    'In a greeting, {name} is where the guest’s first name goes. In a text, leave an empty line between paragraphs. A mail sent after you publish uses the published words.',
  fixTypography: 'Fix the typography',
  save: 'Save the draft',
  saving: 'Saving…',
  nothingChanged: 'Nothing changed on this page yet.',
  unsaved: 'Changes on this page are not saved yet.',
  saveFailed: 'The draft could not be saved. Please try again.',
  discard: 'Discard the draft',
  discardTitle: 'Discard every draft?',
  discardBody: 'Every field of every page goes back to what guests see now. This cannot be undone.',
  discardFailed: 'The draft could not be discarded. Please try again.',
  publish: 'Publish',
  publishTitle: 'Publish for guests?',
  publishBody:
    'Guests will see every saved draft, on every page and in every mail it touches, within 30 seconds. You can restore an older version from the history afterwards.',
  publishFailed: 'The draft could not be published. Please try again.',
  cancel: 'Cancel',
  previewArea: (page: string) => `Preview of ${page}`,
  afterPublishArea: 'After the publish',
  conflict: {
    heading: (label: string) => `Another host saved “${label}” since you opened it`,
    intro:
      'Nothing of yours was saved. Read their text beside yours, then take theirs or keep yours and save again.',
    theirs: 'Their text',
    mine: 'Your text',
    takeTheirs: 'Take theirs',
    keepMine: 'Keep mine and go on editing',
  },
  history: {
    heading: 'History',
    intro:
      'Every publish, newest first. Restoring a version makes it the draft: publish it to show it again.',
    none: 'Nothing is published yet.',
    version: (version: number, date: string) => `Version ${version}, ${date}`,
    changed: (count: number) => (count === 1 ? '1 field changed:' : `${count} fields changed:`),
    restore: 'Restore as draft',
    restoreVersion: (version: number) => `Restore version ${version} as draft`,
    restoreFailed: 'The version could not be restored. Please try again.',
  },
  editor: {
    toolbar: (label: string) => `Formatting of ${label}`,
    bold: 'Bold',
    italic: 'Italic',
    link: 'Link',
    bulletList: 'List',
    orderedList: 'Numbered list',
    linkPrompt: 'Address of the link, starting with https:// (empty to remove the link)',
    loading: 'Loading the editor…',
  },
  loading: 'Loading the content…',
  loadFailed: 'The content could not be loaded. Please try again.',
  retry: 'Try again',
};

export type ContentTabCopy = typeof contentTabCopy;
