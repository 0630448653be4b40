import { MESSAGES, type EventId, type RsvpEventKey } from '@riviera/contract';
import { eventFacts } from '../../events';

/** "Thu 14 May": the day of one of the weekend's events, from its facts. */
const dayOf = (id: EventId): string => {
  const date = eventFacts.find((event) => event.id === id)?.date ?? '';
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
};

/** The frame of the hosts’ area: signing in, the tabs, the dashboard’s figures, paging, files. */
export const areaCopy = {
  login: {
    heading: 'Log in',
    intro: 'This area is for the couple. Enter the admin password to see guests and RSVPs.',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    failed: MESSAGES.admin.authFailed,
    exception: MESSAGES.admin.authException,
    expired: 'Your session has expired. Please log in again.',
    loggedOut: 'You are logged out.',
  },
  session: {
    logout: 'Log out',
    loading: 'Loading guests and RSVPs…',
    loadFailed: 'The guest list could not be loaded. Please reload the page.',
    retry: 'Try again',
  },
  codeGuessing: {
    guessing: (failed: number, ceiling: number) =>
      `Someone may be guessing invitation codes: ${failed} wrong codes were tried in the last hour. Past ${ceiling}, the site lets each address try only a few wrong codes and mails you; guests' right codes always work.`,
    alert: (failed: number, until: string) =>
      `Someone is guessing invitation codes: ${failed} wrong codes were tried in the last hour, from many addresses. Until ${until}, each address and network may try only a few wrong codes; your guests' right codes, private links and calendars keep working.`,
  },
  tabs: {
    label: 'Guest list and answers',
    guests: (count: number) => `Guests (${count})`,
    rsvps: (count: number) => `RSVPs (${count})`,
    travel: 'Travel',
    seating: 'Seating',
  },
  stats: {
    heading: 'At a glance',
    peopleComing: 'People coming',
    peopleComingNote: 'Guests, plus-ones and family members',
    totalGuests: 'Guests on the list',
    awaitingReply: 'Awaiting a reply',
    responses: 'Responses',
    attending: 'Attending',
    attendingNote: 'Answers saying yes',
    notAttending: 'Not attending',
    notAttendingNote: 'Answers saying no',
    plusOnes: 'Plus-ones',
    plusOnesNote: 'Coming with a guest',
    welcomeParty: 'Welcome party',
    welcomePartyNote: `People at the Welcome Dinner, ${dayOf('welcome-dinner')}`,
    farewellLunch: 'Farewell lunch',
    farewellLunchNote: `People at the Farewell Brunch, ${dayOf('farewell-brunch')}`,
    saveTheDatesSent: 'Save the dates sent',
    formalInvitesSent: 'Formal invites sent',
    addressesCollected: 'Addresses collected',
    children: 'Children coming',
    headcountsHeading: 'People per event',
    headcountsCaption: 'Guests and plus-ones who said yes to each event.',
    entreesHeading: 'Reception entrées',
    entreesCaption: 'Entrées chosen by the people at the reception.',
    people: (count: number) => (count === 1 ? '1 person' : `${count} people`),
  },
  events: {
    welcomeDinner: 'Welcome dinner',
    ceremonyAndLunch: 'Ceremony & lunch',
    cocktailAndReception: 'Cocktail & reception',
    farewellBrunch: 'Farewell brunch',
  } satisfies Record<RsvpEventKey, string>,
  entrees: { meat: 'Meat', fish: 'Fish', vegetarian: 'Vegetarian', kids: 'Kids’ menu' },
  confirmDelete: {
    heading: (name: string) => `Delete ${name}?`,
    body: 'Their invitation code stops working, and their RSVP and its history are deleted too. This cannot be undone.',
    confirm: 'Delete guest',
    cancel: 'Keep guest',
    failed: 'Failed to delete the guest',
  },
  pager: {
    previous: 'Previous page',
    next: 'Next page',
    position: (first: number, last: number, total: number, noun: string) =>
      `${first.toLocaleString('en')}–${last.toLocaleString('en')} of ${total.toLocaleString('en')} ${noun}`,
  },
  files: {
    heading: 'Files',
    exportHeading: 'Export CSV',
    exportIntro:
      'Spreadsheets of the guest list and the answers. The caterer sheets hold no emails or addresses.',
    guestsCsv: 'Download guests',
    rsvpsCsv: 'Download RSVPs',
    catererCsv: 'Download caterer sheets',
    changesHeading: 'Since the last caterer export',
    neverExported: 'The caterer sheets have not been exported yet.',
    exportedAt: (date: string) => `Last exported on ${date}.`,
    noChanges: 'Nothing has changed for the caterer since then.',
    change: {
      joined: (name: string, event: string) => `${name} now comes to the ${event}.`,
      left: (name: string, event: string) => `${name} no longer comes to the ${event}.`,
      entree: (name: string, before: string, after: string) =>
        `${name} changed their entrée from ${before} to ${after}.`,
      allergies: (name: string, after: string) =>
        after
          ? `${name}'s allergies and dietary notes are now: ${after}.`
          : `${name} no longer has dietary notes.`,
    },
    exportFailed: 'The caterer sheets could not be exported. Please try again.',
    importHeading: 'Import a guest list',
    importIntro:
      'A CSV file with a header row and the columns Name, Email, Plus-one (yes or no), Plus-one name, Notes, Language (en or fr, English when empty), Party (rows with the same Party share one invitation) and Child (yes or no; a child may have no email). Nothing is imported unless every row is correct.',
    chooseFile: 'CSV file',
    checking: 'Checking the file…',
    previewCaption: 'Guests in the file',
    row: 'Row',
    problems: 'Problems',
    /** The preview's columns that make a family (ADR 040), as the file's header names them. */
    childColumn: 'Child',
    byPostColumn: 'By post',
    ok: 'OK',
    /** Notes, not refusals: such guests answer with their invitation code. */
    alreadyListed: (name: string) => `Note: ${name} is already on the list (answers by code)`,
    sameAsRow: (row: number) => `Note: same name as row ${row} (answers by code)`,
    importButton: (count: number) => (count === 1 ? 'Import 1 guest' : `Import ${count} guests`),
    importing: 'Importing…',
    discard: 'Choose another file',
    unreadable: 'The file could not be read as CSV text. Save it as CSV (UTF-8) and try again.',
    missingColumns: 'The file needs a header row with at least the columns Name and Email.',
    badPlusOne: 'Plus-one must be yes or no',
    badChild: 'Child must be yes or no, or left empty for an adult',
    badByPost: 'By post must be yes (no email: invited by post) or no, or left empty',
    badLanguage: 'Language must be en (English) or fr (French), or left empty for English',
    importFailed: 'The guest list could not be imported. Please try again.',
  },
} as const;
