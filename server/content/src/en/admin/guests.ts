import { MESSAGES } from '@riviera/contract';

/** The guest list, a guest’s form, parties, the RSVPs, cards and the CSV import. */
export const guestsCopy = {
  guests: {
    heading: 'Guests',
    add: 'Add guest',
    search: 'Search guests',
    /** Under the search box (a placeholder was cut short on a phone). */
    searchHint: 'Finds a name, email, mobile, plus-one, code, note or party.',
    /** Said before a guest's mobile number, under their email. */
    mobile: 'Mobile',
    /** Shown once a party has more than one person (ADR 040). */
    partySummary: (people: number, parties: number, children: number) => {
      const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
      return `${count(people, 'person', 'people')} on ${count(parties, 'invitation', 'invitations')}: ${count(people - children, 'adult', 'adults')} and ${count(children, 'child', 'children')}.`;
    },
    sort: 'Sort by',
    sortOptions: {
      name: 'Name',
      email: 'Email',
      newest: 'Newest first',
      saveTheDate: 'Save the date pending first',
      formalInvite: 'Formal invite pending first',
      address: 'Address pending first',
    },
    empty: MESSAGES.admin.noGuests,
    noMatch: 'No guest matches this search.',
    caption: 'The guest list',
    columns: {
      select: 'Select',
      name: 'Name',
      email: 'Email',
      plusOne: 'Plus-one',
      saveTheDate: 'Save the date',
      formalInvite: 'Formal invite',
      address: 'Address',
      reply: 'Reply',
      actions: 'Actions',
    },
    selectAll: 'Select every guest shown',
    selectGuest: (name: string) => `Select ${name}`,
    sent: 'Sent',
    pending: 'Pending',
    collected: 'Collected',
    none: '—',
    sentOn: (date: string) => `Sent on ${date}`,
    markSent: 'Mark sent',
    undo: 'Undo',
    /** Read after "Mark sent" or "Undo" by screen readers: which guest and which mailing. */
    saveTheDateOf: (name: string) => ` (save the date for ${name})`,
    formalInviteOf: (name: string) => ` (formal invite for ${name})`,
    selected: (count: number) => (count === 1 ? '1 guest selected' : `${count} guests selected`),
    bulkSaveTheDate: 'Mark save the dates sent',
    bulkFormalInvite: 'Mark formal invites sent',
    clearSelection: 'Clear selection',
    sendMail: 'Send mail…',
    selectAwaiting: 'Select everyone awaiting a reply',
    selectSaveTheDatePending: 'Select everyone whose save-the-date is pending',
    selectInvitationPending: 'Select everyone whose invitation is pending',
    replyFilter: 'Reply',
    replyFilterOptions: {
      all: 'Everyone',
      AWAITING: 'Awaiting a reply',
      ATTENDING: 'Attending',
      DECLINED: 'Declined',
    },
    reply: { AWAITING: 'Awaiting', ATTENDING: 'Attending', DECLINED: 'Declined' },
    mailProblem: 'Mail failed',
    mailProblemOf: (name: string, reason: string) => `Mail to ${name} failed: ${reason}`,
    edit: 'Edit',

    delete: 'Delete',

    code: 'Invitation code',
    /** The party a guest's invitation is addressed to, and a child of it (ADR 040). */
    party: 'Party',
    child: 'child',
    /** Beside a party's name over its members (ADR 073). */
    partyMembers: (adults: number, children: number) =>
      [
        `${adults} ${adults === 1 ? 'adult' : 'adults'}`,
        ...(children > 0 ? [`${children} ${children === 1 ? 'child' : 'children'}`] : []),
      ].join(', '),
    pages: 'Pages of the guest list',
    pagerNoun: 'guests',
  },
  form: {
    addHeading: 'Add a guest',
    editHeading: (name: string) => `Edit ${name}`,
    name: 'Name',
    email: 'Email',
    plusOneAllowed: 'Plus-one allowed',
    byPost: 'No email: invited by post',
    plusOneName: 'Plus-one name',
    notes: 'Notes (optional)',
    language: 'Language of their mail and invitation card',
    languageNames: { en: 'English', fr: 'Français (French)' },
    address: 'Postal address (optional)',
    street: 'Street',
    city: 'City',
    state: 'State or region',
    zip: 'Postal code',
    country: 'Country',
    create: 'Add guest',
    /** Said under the name while the host types. */
    oneWordName:
      'A one-word name cannot be looked up on the RSVP page: this guest answers with the code on their card or the link in their mail.',
    sameName: (name: string) =>
      `${name} is already on the list. A second guest of the same name answers with their invitation code, as the RSVP page cannot tell them apart by name.`,
    addAnyway: 'Add anyway',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
    createFailed: MESSAGES.admin.createGuestFailed,
    updateFailed: 'Failed to save the guest',
    exception: 'The server could not be reached. Please try again.',
    /** ADR 062: the form given back after the host logged in again. */
    keptDraft:
      'Your session ended before these changes were saved. They are still here: check them, then save.',
  },
  /** A person added to a guest's party (ADR 040). */
  party: {
    addAction: 'Add to party',
    addHeading: (party: string) => `Add a person to ${party}`,
    child: 'A child (may have no email, can choose the kids’ menu)',
    email: 'Email (optional)',
    add: 'Add to party',
    addFailed: 'Failed to add the person to the party',
    partyAction: 'Party',
    dialogHeading: (name: string) => `${name}'s party`,
    partyName: 'Party name, as the invitation is addressed',
    /** ADR 074: the name is printed as written, after the greeting in the card's language. */
    printedAs: (language: string) => `Printed on the card, in ${language}:`,
    printedHint:
      'The name follows the card’s greeting as you write it: on a French card write “la famille Dupont”, on an English one “The Dupont family”.',
    cardLanguages: { en: 'English', fr: 'French' },
    rename: 'Rename party',
    moveTo: (name: string) => `Move ${name} to`,
    ownParty: 'An invitation of their own',
    /** The button under the choice of party, naming the move it makes. */
    move: (name: string, party: string) => `Move ${name} to ${party}`,
    moveToOwn: (name: string) => `Give ${name} an invitation of their own`,
    changeFailed: 'Failed to change the party',
  },
  rsvps: {
    heading: 'RSVPs',
    empty: MESSAGES.admin.noRsvps,
    caption: 'Every current answer, newest first, each party together',
    columns: {
      name: 'Name',
      email: 'Email',
      phone: 'Mobile',
      attending: 'Attending',
      plusOne: 'Plus-one',
      entrees: 'Entrées',
      allergies: 'Allergies and dietary notes',
      events: 'Events',
      address: 'Mailing address',
      message: 'Message',
      submitted: 'Submitted',
      versions: 'Changes',
    },
    yes: 'Yes',
    no: 'No',
    guest: 'Guest',
    plusOneLabel: (name: string) => `Plus-one (${name})`,
    /** Whose entrée is whose, once a plus-one comes too (ADR 047). */
    entreeOf: (entree: string, name: string) => `${entree} (${name})`,
    plusOneEntreeOf: (entree: string, name: string | null) =>
      name ? `${entree} (plus-one: ${name})` : `${entree} (plus-one)`,
    noEvents: 'None',
    answeredBy: (name: string) => `Answered by ${name}`,
    /** Over what changed the last time (ADR 073). */
    changedTimes: (count: number) =>
      count === 1 ? 'Changed once; last time:' : `Changed ${count} times; last time:`,
    scrollRegion: 'RSVP table',
    pages: 'Pages of the answers',
    pagerNoun: 'answers',
    /** What changed from a guest's answer before to the current one (ADR 073). */
    changes: {
      heading: 'What changed',
      coming: 'coming',
      notComing: 'not coming',
      none: 'none',
      /** A detail the guest left blank, kept from an answer before that one. */
      onFile: 'as on file',
      event: (event: string, before: string, after: string) => `${event}: ${before} → ${after}`,
      entree: (before: string, after: string) => `Entrée: ${before} → ${after}`,
      notes: (before: string, after: string) => `Dietary notes: ${before} → ${after}`,
      quoted: (text: string) => `“${text}”`,
      plusOne: (name: string, change: string) => `Plus-one (${name}): ${change}`,
      plusOneName: (before: string, after: string) => `Plus-one: ${before} → ${after}`,
      address: 'Mailing address changed',
      message: 'Message changed',
      memberAdded: (name: string) => `${name} added to the answer`,
      memberRemoved: (name: string) => `${name} no longer in the answer`,
      /** Sent again as it was. */
      nothing: 'Sent again, nothing changed',
      /** A line of the hosts' notice, for each person of the answer. */
      of: (name: string, change: string) => `${name} — ${change}`,
    },
  },
  cards: {
    heading: 'Invitation cards',
    intro:
      'One card per party, in the language of its first adult, with their invitation code and a QR code that opens the party’s RSVP. Print them all, or only the ones you choose.',
    show: 'Show invitation cards',
    print: 'Print cards',
    back: 'Back to the dashboard',
    none: 'There are no guests to print cards for yet.',
    /** ADR 074: printing one party's card, or a chosen few. */
    count: (cards: number) =>
      `${cards === 1 ? '1 card' : `${cards} cards`}, one per party. Tick “Print this card” to print only those you choose.`,
    find: 'Find a party',
    findHint: 'A name in the party or its code. Printing prints the cards shown.',
    noMatch: 'No party matches this search.',
    choose: 'Print this card',
    chooseFor: (addressee: string) => ` (${addressee})`,
    printChosen: (cards: number) =>
      cards === 1 ? 'Print the chosen card' : `Print the ${cards} chosen cards`,
    printShown: (cards: number) => (cards === 1 ? 'Print the card shown' : `Print the ${cards} cards shown`),
    clearChoice: 'Clear the choice',
  },
  csv: {
    yes: 'yes',
    no: 'no',
    sent: 'Sent',
    pending: 'Pending',
    collected: 'Collected',
    guest: 'Guest',
    plusOne: 'Plus-one',
    child: 'Child',
    children: 'Children',
  },
} as const;
