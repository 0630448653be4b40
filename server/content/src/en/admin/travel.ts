/** The Travel tab: hotel stays, shuttles, the manifest. */
export const travelCopy = {
  /** Stays per hotel against the room blocks (ADR 051). */
  hotelStays: {
    heading: 'Stays per hotel',
    caption: 'Where parties stay, night by night, against the rooms each hotel holds for your guests',
    scrollRegion: 'Stays per hotel, scrolls sideways',
    columns: {
      hotel: 'Hotel',
      block: 'Room block',
      parties: 'Parties',
      people: 'People',
      booked: 'Booked',
      nights: 'Parties a night',
    },
    other: 'Other places',
    noBlock: 'No room block',
    block: (rooms: number, cutOff: string) => `${rooms} ${rooms === 1 ? 'room' : 'rooms'} until ${cutOff}`,
    busiest: (parties: number, rooms: number) =>
      `Busiest night: ${parties} ${parties === 1 ? 'party' : 'parties'} for ${rooms} ${rooms === 1 ? 'room' : 'rooms'}`,
    overBlock: 'More parties than rooms in the block',
    noNights: 'Nobody yet',
    night: (day: string, parties: number) => `${day}: ${parties}`,
    loading: 'Loading the stays…',
    loadFailed: 'The stays could not be loaded. Please try again.',
  },
  /** The Travel tab (ADR 050): shuttle runs, the travel deadline, the arrivals board, manifests. */
  travel: {
    runsHeading: 'Shuttle runs',
    runsIntro:
      'The coaches and minibuses guests can take seats on, from the airport and the stations and to each event. Times are Paris time.',
    noRuns: 'No shuttle runs yet. Add the first one: guests then see it on offer with their travel details.',
    addRun: 'Add a run',
    addHeading: 'Add a shuttle run',
    editHeading: (label: string) => `Change the run ${label}`,
    from: 'From',
    // Guests read the stops as typed, on the English and the French pages alike (ADR 067): the
    // place's own name reads in both, a description in one language does not.
    fromHint:
      'English and French guests both read it as typed: give the place’s own name, such as Nice Côte d’Azur T2 or Gare de Nice-Ville',
    to: 'To',
    toHint: 'The place’s own name, such as Grand-Hôtel du Cap-Ferrat',
    day: 'Day',
    time: 'Departure (Paris time)',
    capacity: 'Seats on board',
    save: 'Save the run',
    saving: 'Saving…',
    close: 'Close',
    whenMissing: 'Give the day and the time of departure.',
    capacityMissing: 'Give the number of seats on board, from 1 to 500.',
    saveFailed: 'The run could not be saved. Please try again.',
    departure: 'Departure',
    seatsTaken: 'Seats taken',
    seats: (taken: number, capacity: number) => `${taken} of ${capacity}`,
    full: 'full',
    cancelled: 'Cancelled',
    cancelledOn: (date: string) => `Cancelled on ${date}`,
    edit: 'Edit',
    editRun: (label: string) => `Edit the run ${label}`,
    cancelRun: 'Cancel',
    cancelRunFull: (label: string) => `Cancel the run ${label}`,
    cancelHeading: (label: string) => `Cancel the run ${label}?`,
    cancelBody: (taken: number) =>
      taken === 0
        ? 'Guests will no longer see it on offer. Nobody holds a seat on it yet, so no one is told by mail. A cancelled run cannot be brought back: add a new run instead.'
        : `Guests will no longer see it on offer. The ${taken === 1 ? 'party holding its seat is' : `parties holding its ${taken} seats are`} told by mail, each adult in their language, with their private link to choose another run. A cancelled run cannot be brought back.`,
    cancelConfirm: 'Cancel the run and tell its passengers',
    keep: 'Keep the run',
    cancelFailed: 'The run could not be cancelled. Please try again.',
    manifest: 'Manifest',
    manifestFor: (label: string) => `Manifest of the run ${label}`,
    deadlineHeading: 'Travel deadline',
    deadlineNow: (when: string) =>
      `Guests can give or change their travel details until ${when} (Paris time).`,
    deadlinePast: (when: string) =>
      `The deadline has passed: guests could give or change their travel details until ${when} (Paris time).`,
    deadlineDay: 'New deadline: day',
    deadlineTime: 'Time (Paris time)',
    deadlineSave: 'Change the deadline',
    deadlineFailed: 'The deadline could not be changed. Please try again.',
    /**
     * On the dashboard once the deadline has passed (ADR 074): short, on the counts' heading line, so
     * the guest list's tabs stay near the top on a phone; the Travel tab, headed by the deadline,
     * says the rest.
     */
    deadlinePassedNotice: (day: string) => `Travel closed on ${day}`,
    deadlinePassedTitle: (when: string) =>
      `Guests could give or change their travel details until ${when} (Paris time). To reopen them, change the deadline in the Travel tab.`,
    arrivalsHeading: 'Arrivals board',
    arrivalsIntro:
      'Parties and people arriving in each half hour, Paris time, from the travel details guests have given. People are the party’s members and plus-ones, less those who said no.',
    noArrivals: 'No arrivals yet: they appear here as guests give their travel details.',
    window: (from: string, to: string) => `${from}–${to}`,
    parties: (count: number) => (count === 1 ? '1 party' : `${count} parties`),
    people: (count: number) => (count === 1 ? '1 person' : `${count} people`),
    dayTotal: (parties: number, people: number) =>
      `${parties === 1 ? '1 party' : `${parties} parties`}, ${people === 1 ? '1 person' : `${people} people`} in all`,
    loadFailed: 'The travel details could not be loaded. Please reload the page.',
    loading: 'Loading travel details…',
  },
  /** A run's manifest for the coach company: a printable sheet, a CSV, what changed since the last export. */
  manifest: {
    heading: 'Shuttle manifest',
    back: 'Back to travel',
    print: 'Print',
    csv: 'Download CSV',
    exportNote:
      'Printing or downloading records this manifest as sent to the coach company: the changes below then start again from it.',
    exportFailed: 'The manifest could not be exported. Please try again.',
    loading: 'Loading the manifest…',
    run: (from: string, to: string) => `${from} → ${to}`,
    departs: (when: string) => `Departs ${when} (Paris time)`,
    seatsLine: (taken: number, capacity: number) => `${taken} of ${capacity} seats taken`,
    cancelled: 'This run is cancelled.',
    caption: 'Passengers, by name',
    name: 'Name',
    seats: 'Seats',
    phone: 'Phone',
    noPhone: '—',
    total: 'Total',
    none: 'Nobody has a seat on this run yet.',
    changesHeading: 'Since the manifest was last exported',
    neverExported: 'This manifest has not been exported yet.',
    exportedAt: (date: string) => `Last exported on ${date}.`,
    noChanges: 'Nothing has changed for the coach company since then.',
    change: {
      added: (name: string, seats: number) =>
        `${name} was added with ${seats === 1 ? '1 seat' : `${seats} seats`}.`,
      removed: (name: string, seats: number) =>
        `${name} was removed (${seats === 1 ? '1 seat' : `${seats} seats`}).`,
      seats: (name: string, before: number, after: number) =>
        `${name} now has ${after === 1 ? '1 seat' : `${after} seats`} instead of ${before}.`,
    },
    csvHeader: ['Name', 'Seats', 'Phone'],
  },
} as const;
