/**
 * The types of the GraphQL API, generated from the server's schema by `npm run api:types`.
 * Do not edit: change the SDL in the feature's *.graphql.ts and generate again.
 */
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Query = {
  /** Exchanges the hosts' password for a token (operation AdminLogin). Failures are throttled (ADR 008). */
  adminLogin: AuthPayload;
  /** An invitation code to the guest it belongs to: the same fields as GET /rsvp. */
  validateRSVPCode: GuestLookup;
  /** Wrong invitation codes tried across the site this hour, and whether the site is past its ceiling. */
  codeGuessing: CodeGuessing;
  /** The guest list, by name (operation GetGuests). */
  guests: Array<Guest>;
  /** Counts of the guest list (operation GetGuestStats). */
  guestStats: GuestStats;
  /** Every current RSVP, newest first (operation GetAdminRSVPs). */
  adminRSVPs: Array<AdminRSVP>;
  /** Counts of the answers: responses, people per event, entrées. */
  rsvpStats: RSVPStats;
  /** Caterer sheets per event and what changed since they were last exported. */
  catererReport: CatererReport;
  /** How mail leaves, the hosts' notification choice, and every message of the outbox, newest first. */
  mailOverview: MailOverview;
  /** One message: its plain text, and a short-lived link to its HTML for a sandboxed frame. */
  mailMessage: MailMessageResult;
  /** The message a guest would get, rendered and never stored. */
  mailPreview: MailMessageResult;
  /** The party's own travel details, by any member's invitation code; null for an unknown code. */
  travel: Maybe<PartyTravel>;
  /** Every shuttle run, cancelled ones included, in order of departure. */
  shuttleRuns: Array<ShuttleRun>;
  /** Who rides a run: each party by its lead's name, with its seats. No entrée, allergy or address. */
  shuttleManifest: ShuttleManifest;
  /** Until when guests may give or change travel details (ISO 8601 with the Paris offset). */
  travelDeadline: Scalars['String']['output'];
  /** Parties and people arriving, in 30-minute windows of Paris time, earliest first (empty windows left out). */
  arrivals: Array<ArrivalWindow>;
  /** Each hotel of the accommodations page, in its order, with the parties staying there against its room block; then the other places, together. */
  hotelStays: Array<HotelStay>;
  /** Every guest who gave a mobile number, by name, each with their message in their language (their private link in it), ready to open in WhatsApp or the SMS app. */
  sendQueue: Array<PhoneMessage>;
  /** The party's weekend: who comes to which event, their entrées, stay and shuttle pickups. Null for a code that finds nobody. */
  weekendPass: Maybe<WeekendPass>;
  /** The hosts' notices, newest first. */
  announcements: Array<Announcement>;
  /** Every content field, or one page's. */
  contentFields: Array<ContentField>;
  /** Every publish, newest first. */
  contentHistory: Array<ContentVersion>;
  /** The guest page at path (/faq, /fr/faq) as guests will see it once the drafts are published (ADR 079). */
  contentPreview: Scalars['String']['output'];
  /** The site's phase and the album's settings (hosts only). */
  album: Album;
  /** The album's photos in upload order, of one status or all (hosts only). */
  albumPhotos: Array<AlbumPhoto>;
  /** The space the album takes and has left, and the open takedown requests (hosts only). */
  albumSpace: AlbumSpace;
  albumTakedowns: Array<AlbumTakedown>;
  /** A dinner's plan: its tables with their people, everyone coming and not yet seated, the rules and the warnings. */
  seatingPlan: SeatingPlan;
  /** The caterer's sheet of a dinner, one line per table, in French: counts and allergies, no names or addresses. */
  kitchenSheet: Array<KitchenTable>;
};


export type QueryadminLoginArgs = {
  password: Scalars['String']['input'];
};


export type QueryvalidateRSVPCodeArgs = {
  code: Scalars['String']['input'];
};


export type QuerycodeGuessingArgs = {
  token: Scalars['String']['input'];
};


export type QueryguestsArgs = {
  token: Scalars['String']['input'];
};


export type QueryguestStatsArgs = {
  token: Scalars['String']['input'];
};


export type QueryadminRSVPsArgs = {
  token: Scalars['String']['input'];
};


export type QueryrsvpStatsArgs = {
  token: Scalars['String']['input'];
};


export type QuerycatererReportArgs = {
  token: Scalars['String']['input'];
};


export type QuerymailOverviewArgs = {
  token: Scalars['String']['input'];
};


export type QuerymailMessageArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QuerymailPreviewArgs = {
  token: Scalars['String']['input'];
  kind: GuestMailKind;
  guestId: Scalars['ID']['input'];
};


export type QuerytravelArgs = {
  invitationCode: Scalars['String']['input'];
};


export type QueryshuttleRunsArgs = {
  token: Scalars['String']['input'];
};


export type QueryshuttleManifestArgs = {
  token: Scalars['String']['input'];
  runId: Scalars['ID']['input'];
};


export type QuerytravelDeadlineArgs = {
  token: Scalars['String']['input'];
};


export type QueryarrivalsArgs = {
  token: Scalars['String']['input'];
};


export type QueryhotelStaysArgs = {
  token: Scalars['String']['input'];
};


export type QuerysendQueueArgs = {
  token: Scalars['String']['input'];
};


export type QueryweekendPassArgs = {
  invitationCode: Scalars['String']['input'];
};


export type QueryannouncementsArgs = {
  token: Scalars['String']['input'];
};


export type QuerycontentFieldsArgs = {
  token: Scalars['String']['input'];
  page: InputMaybe<Scalars['String']['input']>;
};


export type QuerycontentHistoryArgs = {
  token: Scalars['String']['input'];
};


export type QuerycontentPreviewArgs = {
  token: Scalars['String']['input'];
  path: Scalars['String']['input'];
};


export type QueryalbumArgs = {
  token: Scalars['String']['input'];
};


export type QueryalbumPhotosArgs = {
  token: Scalars['String']['input'];
  status: InputMaybe<PhotoStatus>;
};


export type QueryalbumSpaceArgs = {
  token: Scalars['String']['input'];
};


export type QueryalbumTakedownsArgs = {
  token: Scalars['String']['input'];
};


export type QueryseatingPlanArgs = {
  token: Scalars['String']['input'];
  event: RsvpEvent;
};


export type QuerykitchenSheetArgs = {
  token: Scalars['String']['input'];
  event: RsvpEvent;
};

export type Mutation = {
  /** Ends the token on the server, for every replica, until it would have expired (ADR 006). */
  adminLogout: AuthPayload;
  /** The same rules and storage as POST /rsvp. */
  submitRSVP: RSVPResult;
  /** Adds a guest with a fresh invitation code (operation CreateGuest). */
  createGuest: GuestResult;
  /** Changes a guest; fields left out keep their value. */
  updateGuest: GuestResult;
  /** Removes a guest, with their RSVP and its history. */
  deleteGuest: GuestResult;
  markSaveTheDateSent: GuestResult;
  markFormalInviteSent: GuestResult;
  /** Marks several guests at once, all or none. */
  markGuestsSent: GuestsResult;
  /** Checks every row, then adds all of them or none. dryRun only checks: the preview. */
  importGuests: ImportResult;
  /** A guest on the list, by invitation code, gives their email and postal address. Never returns the guest. */
  registerGuest: GuestResult;
  /** Adds a person to the party of guest guestId. */
  addPartyMember: GuestResult;
  /** Moves a guest into another party: partyId is any of its members' Guest.partyId. */
  moveGuestToParty: GuestResult;
  /** Takes a guest out of their party into a party of their own, named after them. */
  moveGuestToOwnParty: GuestResult;
  /** Renames a party: the name its invitation is addressed to. */
  renameParty: PartyResult;
  /** Returns the caterer sheets and remembers them as exported. */
  exportCatererSheets: CatererReport;
  /** Puts the message in the outbox for each selected guest and marks them sent, all or nothing. Guests who already had this save-the-date or invitation are skipped unless resend is true. */
  sendGuestMail: SendMailResult;
  /** How the hosts hear of answers: a message for each, a daily digest, or not at all. */
  setHostNotifications: MailSettingsResult;
  /** The hosts' own addresses (one to five; commas or lines between them): where they are told of answers and where guests' replies go. An empty list goes back to HOSTS_EMAIL. */
  setHostsEmail: MailSettingsResult;
  /** Puts on a shuttle run. */
  createShuttleRun: ShuttleRunResult;
  /** Changes a run; its capacity cannot go below the seats already taken. */
  updateShuttleRun: ShuttleRunResult;
  /** Cancels a run: it takes no more seats and guests no longer see it on offer. */
  cancelShuttleRun: ShuttleRunResult;
  /** Returns the run's manifest and remembers it as exported: the next one shows what changed since. */
  exportShuttleManifest: ShuttleManifest;
  /** Sets when guests can no longer give or change travel details (ISO 8601 with an offset). */
  setTravelDeadline: TravelDeadlineResult;
  /** Replaces the party's travel details and seats, all or nothing. */
  submitTravel: TravelResult;
  /** Records that the hosts sent the guest their message now; sent false clears it. */
  markPhoneMessageSent: PhoneMessageResult;
  /** Posts a notice (and with mail, queues it to each guest it is meant for), in one transaction. */
  createAnnouncement: AnnouncementResult;
  /** Deletes a notice for good: guest pages stop showing it within 30 seconds. */
  deleteAnnouncement: AnnouncementResult;
  /** Saves drafts, all of the batch or none. */
  saveContentDraft: ContentResult;
  discardContentDraft: ContentResult;
  /** Every draft becomes what guests see, as a new version. */
  publishContent: ContentResult;
  /** That version's values become the draft. */
  restoreContent: ContentResult;
  /** Switches the site to before or after the wedding. */
  setSitePhase: AlbumResult;
  /** Saves the album's settings; a closing date without its time zone is refused, nothing written. */
  setAlbum: AlbumResult;
  /** Approves or rejects many photos at once, in one transaction; REJECTED later hides an approved one. */
  moderatePhotos: AlbumResult;
  /** Adds a table to a dinner. */
  createTable: SeatingResult;
  /** Changes a table; its capacity cannot go below the people seated at it. */
  updateTable: SeatingResult;
  /** Deletes a table: its people go back to the unseated list. */
  deleteTable: SeatingResult;
  /** Seats people at a table, all or none; tableId null unseats them (at event, else the dinner of the first one's seat). */
  seatPeople: SeatingResult;
  /** Adds a rule: these people together at one table, or each at a different table. */
  addSeatingRule: SeatingResult;
  removeSeatingRule: SeatingResult;
  /** Seats everyone unseated, keeping who is seated, every party at one table and the hard rules; all or nobody. Another variant gives another arrangement. */
  fillSeating: SeatingResult;
  /** Returns the kitchen sheet with its CSV and the tables changed since the last export, and remembers it as exported (ADR 081). */
  exportKitchenSheet: KitchenExport;
  /** Shows (or hides) each person's table on the guests' weekend pass. */
  releaseSeating: SeatingResult;
};


export type MutationadminLogoutArgs = {
  token: Scalars['String']['input'];
};


export type MutationsubmitRSVPArgs = {
  input: RSVPInput;
};


export type MutationcreateGuestArgs = {
  token: Scalars['String']['input'];
  input: GuestInput;
};


export type MutationupdateGuestArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  input: GuestUpdateInput;
};


export type MutationdeleteGuestArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationmarkSaveTheDateSentArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  sent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationmarkFormalInviteSentArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  sent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationmarkGuestsSentArgs = {
  token: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
  kind: SentKind;
  sent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationimportGuestsArgs = {
  token: Scalars['String']['input'];
  guests: Array<GuestInput>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationregisterGuestArgs = {
  input: RegisterGuestInput;
};


export type MutationaddPartyMemberArgs = {
  token: Scalars['String']['input'];
  guestId: Scalars['ID']['input'];
  input: PartyMemberInput;
};


export type MutationmoveGuestToPartyArgs = {
  token: Scalars['String']['input'];
  guestId: Scalars['ID']['input'];
  partyId: Scalars['ID']['input'];
};


export type MutationmoveGuestToOwnPartyArgs = {
  token: Scalars['String']['input'];
  guestId: Scalars['ID']['input'];
};


export type MutationrenamePartyArgs = {
  token: Scalars['String']['input'];
  partyId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationexportCatererSheetsArgs = {
  token: Scalars['String']['input'];
};


export type MutationsendGuestMailArgs = {
  token: Scalars['String']['input'];
  kind: GuestMailKind;
  guestIds: Array<Scalars['ID']['input']>;
  resend?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationsetHostNotificationsArgs = {
  token: Scalars['String']['input'];
  value: HostNotifications;
};


export type MutationsetHostsEmailArgs = {
  token: Scalars['String']['input'];
  addresses: Array<Scalars['String']['input']>;
};


export type MutationcreateShuttleRunArgs = {
  token: Scalars['String']['input'];
  input: ShuttleRunInput;
};


export type MutationupdateShuttleRunArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  input: ShuttleRunInput;
};


export type MutationcancelShuttleRunArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationexportShuttleManifestArgs = {
  token: Scalars['String']['input'];
  runId: Scalars['ID']['input'];
};


export type MutationsetTravelDeadlineArgs = {
  token: Scalars['String']['input'];
  deadline: Scalars['String']['input'];
};


export type MutationsubmitTravelArgs = {
  input: TravelInput;
};


export type MutationmarkPhoneMessageSentArgs = {
  token: Scalars['String']['input'];
  guestId: Scalars['ID']['input'];
  sent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationcreateAnnouncementArgs = {
  token: Scalars['String']['input'];
  input: AnnouncementInput;
};


export type MutationdeleteAnnouncementArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationsaveContentDraftArgs = {
  token: Scalars['String']['input'];
  edits: Array<ContentEdit>;
};


export type MutationdiscardContentDraftArgs = {
  token: Scalars['String']['input'];
};


export type MutationpublishContentArgs = {
  token: Scalars['String']['input'];
};


export type MutationrestoreContentArgs = {
  token: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationsetSitePhaseArgs = {
  token: Scalars['String']['input'];
  phase: SitePhase;
};


export type MutationsetAlbumArgs = {
  token: Scalars['String']['input'];
  input: AlbumInput;
};


export type MutationmoderatePhotosArgs = {
  token: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
  status: PhotoStatus;
};


export type MutationcreateTableArgs = {
  token: Scalars['String']['input'];
  input: TableInput;
};


export type MutationupdateTableArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  input: TableInput;
};


export type MutationdeleteTableArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationseatPeopleArgs = {
  token: Scalars['String']['input'];
  tableId: InputMaybe<Scalars['ID']['input']>;
  people: Array<PersonRef>;
  event: InputMaybe<RsvpEvent>;
};


export type MutationaddSeatingRuleArgs = {
  token: Scalars['String']['input'];
  input: SeatingRuleInput;
};


export type MutationremoveSeatingRuleArgs = {
  token: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationfillSeatingArgs = {
  token: Scalars['String']['input'];
  event: RsvpEvent;
  variant?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationexportKitchenSheetArgs = {
  token: Scalars['String']['input'];
  event: RsvpEvent;
};


export type MutationreleaseSeatingArgs = {
  token: Scalars['String']['input'];
  event: RsvpEvent;
  released: Scalars['Boolean']['input'];
};

export type AuthPayload = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  token: Maybe<Scalars['String']['output']>;
};

export type GuestLookup = {
  found: Scalars['Boolean']['output'];
  firstName: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  hasPlusOne: Maybe<Scalars['Boolean']['output']>;
  plusOneFirstName: Maybe<Scalars['String']['output']>;
  plusOneLastName: Maybe<Scalars['String']['output']>;
  /** The code, in its printed form, when the guest was found. */
  invitationCode: Maybe<Scalars['String']['output']>;
  /** The guest's current answer, when they have replied. */
  previousAnswer: Maybe<PreviousAnswer>;
  /** Why nothing was found, as a sentence for the guest. */
  message: Maybe<Scalars['String']['output']>;
  /** Whether the guest list has an email for the guest; without one the form offers a box. Told only to the holder of the invitation code. */
  hasEmail: Maybe<Scalars['Boolean']['output']>;
  /** The guest's mobile number on file, in E.164, when there is one; the form shows it. Told only to the holder of the invitation code. */
  phone: Maybe<Scalars['String']['output']>;
  /** The other members of the guest's party (DESIGN 3.3): empty for a party of one. */
  party: Maybe<Array<PartyMemberLookup>>;
  /** True when the guest looked up is a child of their party (left out otherwise): the kids' menu is theirs to choose. */
  child: Maybe<Scalars['Boolean']['output']>;
};

/** Another member of the guest's party, answered for on the same form. */
export type PartyMemberLookup = {
  /** Their Guest.id, which the submission's party answers name. */
  id: Scalars['ID']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  child: Scalars['Boolean']['output'];
  /** Their current answer, to the holder of an invitation code of the party (by name, as the guest's own: without the private details). */
  previousAnswer: Maybe<PreviousAnswer>;
};

export type EventChoices = {
  welcomeDinner: Scalars['Boolean']['output'];
  ceremonyAndLunch: Scalars['Boolean']['output'];
  cocktailAndReception: Scalars['Boolean']['output'];
  farewellBrunch: Scalars['Boolean']['output'];
};

export type PreviousAnswer = {
  /** ISO 8601 */
  submittedAt: Scalars['String']['output'];
  attending: Scalars['Boolean']['output'];
  plusOneAttending: Scalars['Boolean']['output'];
  plusOneFirstName: Scalars['String']['output'];
  plusOneLastName: Scalars['String']['output'];
  events: EventChoices;
  plusOneEvents: EventChoices;
  dietaryRestrictions: Scalars['String']['output'];
  plusOneDietaryRestrictions: Scalars['String']['output'];
  dietaryNotes: Scalars['String']['output'];
  plusOneDietaryNotes: Scalars['String']['output'];
  mailingAddress: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** True when the lookup was by name: the mailing address, notes and message are then empty. */
  detailsWithheld: Scalars['Boolean']['output'];
  /** Which private details are on file (whether something was written, never what). */
  onFile: DetailsOnFile;
  /** Who sent this answer, when another member of the party answered for the guest (left out otherwise). */
  answeredBy: Maybe<Scalars['String']['output']>;
};

export type DetailsOnFile = {
  mailingAddress: Scalars['Boolean']['output'];
  dietaryNotes: Scalars['Boolean']['output'];
  plusOneDietaryNotes: Scalars['Boolean']['output'];
  message: Scalars['Boolean']['output'];
};

export type EventChoicesInput = {
  welcomeDinner: Scalars['Boolean']['input'];
  ceremonyAndLunch: Scalars['Boolean']['input'];
  cocktailAndReception: Scalars['Boolean']['input'];
  farewellBrunch: Scalars['Boolean']['input'];
};

/** Empty for a guest without a plus-one. */
export type PlusOneEventChoicesInput = {
  welcomeDinner?: InputMaybe<Scalars['Boolean']['input']>;
  ceremonyAndLunch?: InputMaybe<Scalars['Boolean']['input']>;
  cocktailAndReception?: InputMaybe<Scalars['Boolean']['input']>;
  farewellBrunch?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RSVPInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mailingAddress: Scalars['String']['input'];
  attending: Scalars['Boolean']['input'];
  plusOneAttending: Scalars['Boolean']['input'];
  plusOneFirstName: Scalars['String']['input'];
  plusOneLastName: Scalars['String']['input'];
  events: EventChoicesInput;
  plusOneEvents: PlusOneEventChoicesInput;
  dietaryRestrictions: Scalars['String']['input'];
  plusOneDietaryRestrictions: Scalars['String']['input'];
  message: Scalars['String']['input'];
  dietaryNotes?: InputMaybe<Scalars['String']['input']>;
  plusOneDietaryNotes?: InputMaybe<Scalars['String']['input']>;
  invitationCode?: InputMaybe<Scalars['String']['input']>;
  /** An email for a guest the list has none for; kept on the guest for their confirmation. Only with invitationCode: refused by name. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** An optional mobile number, stored in E.164; read in the guest's country (their language: en GB, fr France) without a +. Only with invitationCode: refused by name. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The answers of the other members of the guest's party; a member left out keeps their answer. */
  party?: InputMaybe<Array<PartyMemberAnswerInput>>;
};

/** Another member's answer: the main guest's rules apply, and Kids is for a child only. */
export type PartyMemberAnswerInput = {
  id: Scalars['ID']['input'];
  attending: Scalars['Boolean']['input'];
  events: EventChoicesInput;
  dietaryRestrictions: Scalars['String']['input'];
  dietaryNotes?: InputMaybe<Scalars['String']['input']>;
};

export type RSVPResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  /** Where the confirmation went: in full with the invitation code, masked (h•••@example.com) by name. */
  confirmationTo: Maybe<Scalars['String']['output']>;
  /** The answer as it was stored; by name without the mailing address, notes and message, as the lookup. */
  answer: Maybe<PreviousAnswer>;
  /** The other members answered for, with their answers as stored (with the invitation code: every member). Left out for a party of one. */
  party: Maybe<Array<PartyMemberLookup>>;
};

export type CodeGuessing = {
  /** Wrong codes tried across the site in the current hour's window (a lookup, an answer or a registration by code). */
  failed: Scalars['Int']['output'];
  /** Past this many, each address and network may try fewer wrong codes and the hosts are mailed; a right code is always answered. */
  ceiling: Scalars['Int']['output'];
  /** ISO 8601: while the site is past its ceiling, when the window ends; null otherwise. */
  alertUntil: Maybe<Scalars['String']['output']>;
};

/** The languages of the site: a guest's mail and invitation link are in theirs. */
export type Language =
  | 'en'
  | 'fr';

export type Address = {
  street: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
};

export type Guest = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Null only for a member added to a party without one (addPartyMember). */
  email: Maybe<Scalars['String']['output']>;
  /** The guest's mobile number in E.164, as they gave it with their answer; null when they gave none. */
  phone: Maybe<Scalars['String']['output']>;
  invitationCode: Scalars['String']['output'];
  plusOneAllowed: Scalars['Boolean']['output'];
  plusOneName: Maybe<Scalars['String']['output']>;
  saveTheDateSent: Scalars['Boolean']['output'];
  /** ISO 8601 */
  saveTheDateSentAt: Maybe<Scalars['String']['output']>;
  formalInviteSent: Scalars['Boolean']['output'];
  /** ISO 8601 */
  formalInviteSentAt: Maybe<Scalars['String']['output']>;
  addressCollected: Scalars['Boolean']['output'];
  address: Address;
  notes: Maybe<Scalars['String']['output']>;
  /** The language of the guest's mail and invitation link: set by the hosts, and by the guest's RSVP. */
  language: Language;
  /** Whether the guest has answered the RSVP, and how. */
  replyStatus: ReplyStatus;
  /** Why the last message to this guest could not be delivered, until a later one is. */
  mailProblem: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** ISO 8601 */
  updatedAt: Scalars['String']['output'];
  /** The party (household on one invitation) the guest belongs to; a guest added alone has a party of one. */
  partyId: Scalars['ID']['output'];
  /** The party's name, as the envelope is addressed. */
  partyName: Scalars['String']['output'];
  /** A child of the party: may have no email, is not found by name, may choose the kids' menu. */
  child: Scalars['Boolean']['output'];
};

export type GuestStats = {
  totalGuests: Scalars['Int']['output'];
  plusOnesAllowed: Scalars['Int']['output'];
  saveTheDatesSent: Scalars['Int']['output'];
  formalInvitesSent: Scalars['Int']['output'];
  addressesCollected: Scalars['Int']['output'];
  /** Guests who have not answered the RSVP yet. */
  awaitingReply: Scalars['Int']['output'];
  /** Parties on the list: one invitation each. */
  parties: Scalars['Int']['output'];
  /** Children among the guests (totalGuests counts them too). */
  children: Scalars['Int']['output'];
};

export type ReplyStatus =
  | 'AWAITING'
  | 'ATTENDING'
  | 'DECLINED';

export type GuestResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  guest: Maybe<Guest>;
  /** Every field error, in the order of the form. */
  errors: Array<Scalars['String']['output']>;
};

export type GuestsResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  guests: Array<Guest>;
};

export type GuestInput = {
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  plusOneAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  plusOneName?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** English when left out. */
  language?: InputMaybe<Language>;
  /** importGuests: rows with the same party form one party, named so; createGuest: the name of the guest's party. Their own name when left out. */
  party?: InputMaybe<Scalars['String']['input']>;
  /** importGuests: a child of the row's party (email optional, never alone). createGuest refuses a child: add them to an adult's party. */
  child?: InputMaybe<Scalars['Boolean']['input']>;
  /** No email: the guest is invited by post, and the email may be left empty. The specification's Email is required otherwise. */
  byPost?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddressInput = {
  street?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
};

export type GuestUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  plusOneAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  plusOneName?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
  /** Replaces the whole address; it counts as collected once it has a street and a city. */
  address?: InputMaybe<AddressInput>;
  /** A member of a party becomes a child or an adult (ADR 040): a child shares the party with an adult and has no plus-one. */
  child?: InputMaybe<Scalars['Boolean']['input']>;
  /** No email: the guest is invited by post; an empty email then removes the one on file. */
  byPost?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SentKind =
  | 'SAVE_THE_DATE'
  | 'FORMAL_INVITE';

export type ImportProblem = {
  /** 1-based guest row of the file, the header not counted. */
  row: Scalars['Int']['output'];
  errors: Array<Scalars['String']['output']>;
};

export type ImportResult = {
  success: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  imported: Scalars['Int']['output'];
  problems: Array<ImportProblem>;
};

export type RegisterGuestInput = {
  code: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<AddressInput>;
};

/** A person to add to a party: an adult unless child is true; the email is optional. */
export type PartyMemberInput = {
  name: Scalars['String']['input'];
  child?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The party's language (the guest's) when left out. */
  language?: InputMaybe<Language>;
};

/** The household on one invitation. */
export type Party = {
  id: Scalars['ID']['output'];
  /** The name the invitation is addressed to. */
  name: Scalars['String']['output'];
};

export type PartyResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  party: Maybe<Party>;
  errors: Array<Scalars['String']['output']>;
};

/** One of the four choices of the RSVP form. */
export type RsvpEvent =
  | 'welcomeDinner'
  | 'ceremonyAndLunch'
  | 'cocktailAndReception'
  | 'farewellBrunch';

export type EventCounts = {
  welcomeDinner: Scalars['Int']['output'];
  ceremonyAndLunch: Scalars['Int']['output'];
  cocktailAndReception: Scalars['Int']['output'];
  farewellBrunch: Scalars['Int']['output'];
};

export type EntreeCounts = {
  meat: Scalars['Int']['output'];
  fish: Scalars['Int']['output'];
  vegetarian: Scalars['Int']['output'];
  /** The kids' menu, chosen for children of a party. */
  kids: Scalars['Int']['output'];
};

export type AdminRSVP = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  /** Not collected by this site: always null. */
  phone: Maybe<Scalars['String']['output']>;
  attending: Scalars['Boolean']['output'];
  /** Whether the plus-one comes. */
  plusOne: Scalars['Boolean']['output'];
  /** The reception entrées of the guest and, when coming, the plus-one. */
  foodPreferences: Array<Scalars['String']['output']>;
  foodAllergies: Maybe<Scalars['String']['output']>;
  welcomeParty: Scalars['Boolean']['output'];
  farewellLunch: Scalars['Boolean']['output'];
  /** ISO 8601 */
  submittedAt: Scalars['String']['output'];
  guestId: Scalars['ID']['output'];
  plusOneName: Maybe<Scalars['String']['output']>;
  events: EventChoices;
  plusOneEvents: Maybe<EventChoices>;
  mailingAddress: Maybe<Scalars['String']['output']>;
  message: Maybe<Scalars['String']['output']>;
  entree: Maybe<Scalars['String']['output']>;
  plusOneEntree: Maybe<Scalars['String']['output']>;
  plusOneFoodAllergies: Maybe<Scalars['String']['output']>;
  /** How many answers this guest sent before the current one. */
  earlierVersions: Scalars['Int']['output'];
  /** What changed from the guest's answer before to the current one, a line each; empty for a first answer. */
  changes: Array<Scalars['String']['output']>;
  /** The guest's party, by which the RSVPs tab groups its lines. */
  partyId: Scalars['ID']['output'];
  partyName: Scalars['String']['output'];
  child: Scalars['Boolean']['output'];
  /** Who sent the current answer, when another member of the party answered for the guest. */
  answeredBy: Maybe<Scalars['String']['output']>;
};

export type RSVPStats = {
  /** Answers received. */
  total: Scalars['Int']['output'];
  /** Guests (not plus-ones) coming to at least one event. */
  attending: Scalars['Int']['output'];
  notAttending: Scalars['Int']['output'];
  /** Plus-ones coming to at least one event. */
  plusOnes: Scalars['Int']['output'];
  /** People at the welcome dinner, plus-ones included. */
  welcomeParty: Scalars['Int']['output'];
  /** People at the farewell brunch, plus-ones included. */
  farewellLunch: Scalars['Int']['output'];
  /** People at each event, plus-ones included. */
  headcounts: EventCounts;
  /** Entrées of the people at the reception. */
  entrees: EntreeCounts;
  /** Children coming to at least one event (counted in attending too). */
  children: Scalars['Int']['output'];
};

export type PartyRole =
  | 'GUEST'
  | 'PLUS_ONE';

export type CatererLine = {
  name: Scalars['String']['output'];
  role: PartyRole;
  /** A child of a party: the caterer's sheet lists children apart. */
  child: Scalars['Boolean']['output'];
  entree: Maybe<Scalars['String']['output']>;
  allergies: Maybe<Scalars['String']['output']>;
};

export type CatererSheet = {
  event: RsvpEvent;
  headcount: Scalars['Int']['output'];
  entrees: EntreeCounts;
  lines: Array<CatererLine>;
};

export type CatererChangeKind =
  | 'JOINED'
  | 'LEFT'
  | 'ENTREE'
  | 'ALLERGIES';

export type CatererChange = {
  event: RsvpEvent;
  name: Scalars['String']['output'];
  kind: CatererChangeKind;
  before: Maybe<Scalars['String']['output']>;
  after: Maybe<Scalars['String']['output']>;
};

export type CatererReport = {
  sheets: Array<CatererSheet>;
  /** ISO 8601; null before the first export. */
  lastExportedAt: Maybe<Scalars['String']['output']>;
  /** What changed for the caterer since the last export (empty before the first one). */
  changes: Array<CatererChange>;
};

export type GuestMailKind =
  | 'SAVE_THE_DATE'
  | 'INVITATION'
  | 'REMINDER';

export type HostNotifications =
  | 'EACH'
  | 'DIGEST'
  | 'OFF';

/** SMTP: through SMTP_URL. CATCHER: the local mail catcher (development). HELD: kept until SMTP_URL is set. */
export type MailDelivery =
  | 'SMTP'
  | 'CATCHER'
  | 'HELD';

export type MailStatus =
  | 'PENDING'
  | 'SENDING'
  | 'SENT'
  | 'FAILED';

export type MailOverview = {
  delivery: MailDelivery;
  /** Where the hosts are told of answers: the addresses given in the Mail tab, else HOSTS_EMAIL. */
  hostsEmail: Array<Scalars['String']['output']>;
  /** True when the addresses were given in the Mail tab, false when they are the server's HOSTS_EMAIL. */
  hostsEmailChosen: Scalars['Boolean']['output'];
  hostNotifications: HostNotifications;
  messages: Array<MailSummary>;
};

export type MailSummary = {
  id: Scalars['ID']['output'];
  /** confirmation, host_notice, host_digest, save_the_date, invitation, reminder, shuttle_cancelled, stay_reminder, travel_confirmation or announcement */
  kind: Scalars['String']['output'];
  to: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  status: MailStatus;
  attempts: Scalars['Int']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  guestName: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** ISO 8601 */
  sentAt: Maybe<Scalars['String']['output']>;
};

export type MailDocument = {
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** Path of the HTML, good for ten minutes. */
  htmlUrl: Scalars['String']['output'];
  /** True when this is the copy the mail catcher received. */
  arrived: Scalars['Boolean']['output'];
};

export type MailMessageResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  mail: Maybe<MailDocument>;
};

export type SendMailResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  queued: Scalars['Int']['output'];
  /** A sentence for each selected guest who was not sent the message, and why. */
  skipped: Array<Scalars['String']['output']>;
};

export type MailSettingsResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  hostNotifications: Maybe<HostNotifications>;
  hostsEmail: Maybe<Array<Scalars['String']['output']>>;
};

export type TravelMode =
  | 'FLIGHT'
  | 'TRAIN'
  | 'CAR'
  | 'OTHER';

/** An arrival or a departure. */
export type JourneyInput = {
  /** ISO 8601 with an offset: 2026-05-14T10:30:00+02:00. */
  at: Scalars['String']['input'];
  mode: TravelMode;
  /** The flight or train number. */
  number?: InputMaybe<Scalars['String']['input']>;
  /** The airport, station or place. */
  place?: InputMaybe<Scalars['String']['input']>;
};

export type StayInput = {
  /** One of the hotels on the accommodations page, or the name of another place. */
  hotel: Scalars['String']['input'];
  /** YYYY-MM-DD */
  checkIn: Scalars['String']['input'];
  /** YYYY-MM-DD, after checkIn. */
  checkOut: Scalars['String']['input'];
  booked: Scalars['Boolean']['input'];
};

export type SeatInput = {
  runId: Scalars['ID']['input'];
  seats: Scalars['Int']['input'];
};

/** A party's travel: what is left out is not given (a later submission replaces it all). */
export type TravelInput = {
  invitationCode: Scalars['String']['input'];
  arrival?: InputMaybe<JourneyInput>;
  departure?: InputMaybe<JourneyInput>;
  stay?: InputMaybe<StayInput>;
  shuttleSeats?: InputMaybe<Array<SeatInput>>;
};

export type ShuttleRunInput = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  /** ISO 8601 with an offset. */
  departsAt: Scalars['String']['input'];
  capacity: Scalars['Int']['input'];
};

export type ShuttleRun = {
  id: Scalars['ID']['output'];
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** ISO 8601 with the Paris offset. */
  departsAt: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  seatsTaken: Scalars['Int']['output'];
  /** ISO 8601, when the hosts cancelled the run; null while it runs. */
  cancelledAt: Maybe<Scalars['String']['output']>;
};

export type ShuttleRunResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  run: Maybe<ShuttleRun>;
  errors: Array<Scalars['String']['output']>;
};

export type TravelResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
};

/** The deadline saved, and what about it looks like a mistake (after or during the weekend, already past). */
export type TravelDeadlineResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  warnings: Array<Scalars['String']['output']>;
};

export type ShuttlePassenger = {
  name: Scalars['String']['output'];
  seats: Scalars['Int']['output'];
  phone: Maybe<Scalars['String']['output']>;
};

export type ShuttleManifest = {
  run: ShuttleRun;
  passengers: Array<ShuttlePassenger>;
  /** ISO 8601, when the manifest was last exported; null before the first export. */
  lastExportedAt: Maybe<Scalars['String']['output']>;
  /** Who was added, removed or changed seats since the last export (empty before the first one). */
  changes: Array<ManifestChange>;
};

export type ManifestChangeKind =
  | 'ADDED'
  | 'REMOVED'
  | 'SEATS';

/** A passenger the coach company has not been told about: seats before and after (null when none). */
export type ManifestChange = {
  name: Scalars['String']['output'];
  kind: ManifestChangeKind;
  before: Maybe<Scalars['Int']['output']>;
  after: Maybe<Scalars['Int']['output']>;
};

export type ArrivalWindow = {
  /** ISO 8601 with the Paris offset: 2026-05-14T10:30:00+02:00. */
  start: Scalars['String']['output'];
  parties: Scalars['Int']['output'];
  people: Scalars['Int']['output'];
};

/** The parties staying at a hotel that night. */
export type StayNight = {
  /** YYYY-MM-DD: the night from this date to the next. */
  date: Scalars['String']['output'];
  parties: Scalars['Int']['output'];
};

/** The stays at one hotel (or at the other places guests named), against its room block. */
export type HotelStay = {
  /** The hotel's name on the accommodations page; null for the other places guests named, together. */
  hotel: Maybe<Scalars['String']['output']>;
  parties: Scalars['Int']['output'];
  /** Every member and plus-one of those parties but those who said they will not come. */
  people: Scalars['Int']['output'];
  /** Parties that say they have booked. */
  booked: Scalars['Int']['output'];
  /** Each night with at least one party, earliest first. */
  nights: Array<StayNight>;
  /** The rooms the couple negotiated; null without a room block. */
  blockRooms: Maybe<Scalars['Int']['output']>;
  /** YYYY-MM-DD, the last day guests can book in the block (Paris time); null without a room block. */
  cutOff: Maybe<Scalars['String']['output']>;
  /** The places guests named, for the other places; empty for a hotel of the page. */
  places: Array<Scalars['String']['output']>;
};

export type Journey = {
  /** ISO 8601 with the Paris offset. */
  at: Scalars['String']['output'];
  mode: TravelMode;
  number: Maybe<Scalars['String']['output']>;
  place: Maybe<Scalars['String']['output']>;
};

export type Stay = {
  hotel: Scalars['String']['output'];
  checkIn: Scalars['String']['output'];
  checkOut: Scalars['String']['output'];
  booked: Scalars['Boolean']['output'];
};

export type Seat = {
  run: ShuttleRun;
  seats: Scalars['Int']['output'];
};

export type PartyTravel = {
  arrival: Maybe<Journey>;
  departure: Maybe<Journey>;
  stay: Maybe<Stay>;
  /** The party's seats, on runs still on offer or cancelled since. */
  shuttleSeats: Array<Seat>;
  /** Every run on offer, with its seats taken. */
  runs: Array<ShuttleRun>;
  /** ISO 8601 with the Paris offset: after it, travel details can no longer be changed. */
  deadline: Scalars['String']['output'];
  /** The people of the party who may come (everyone but those who said they will not, plus-ones included): at most one shuttle seat each per run. */
  people: Scalars['Int']['output'];
};

export type PhoneMessage = {
  guestId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** E.164, as the guest gave it with their answer. */
  phone: Scalars['String']['output'];
  language: Language;
  /** The message, in the guest's language, with their private link. */
  text: Scalars['String']['output'];
  /** https://wa.me/ with the number and the message. */
  whatsappUrl: Scalars['String']['output'];
  /** sms: with the number and the message, the form iOS and Android both fill in. */
  smsUrl: Scalars['String']['output'];
  /** When the hosts marked it sent (ISO 8601), or null. */
  sentAt: Maybe<Scalars['String']['output']>;
};

export type PhoneMessageResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  entry: Maybe<PhoneMessage>;
};

export type WeekendPass = {
  /** The given name of the guest whose code it is, who the pass greets. */
  firstName: Scalars['String']['output'];
  /** The code in its printed form, for the calendar feed's address (/calendar/CODE.ics). */
  invitationCode: Scalars['String']['output'];
  /** Each person of the party who comes to at least one event, members in the party's order, each followed by their plus-one. */
  people: Array<PassPerson>;
  /** Every event any of them comes to, in the weekend's order. */
  events: Array<PassEvent>;
  stay: Maybe<Stay>;
  /** The party's seats on shuttle runs, by departure; a run the hosts cancelled has cancelledAt. */
  pickups: Array<Seat>;
  /** ISO 8601: when the server put this answer together. */
  updatedAt: Scalars['String']['output'];
};

export type PassPerson = {
  name: Scalars['String']['output'];
  child: Scalars['Boolean']['output'];
  /** The reception entrée as stored: Meat, Fish, Vegetarian or Kids; null when they do not come to the reception. */
  entree: Maybe<Scalars['String']['output']>;
};

export type PassEvent = {
  /** The event's id in the wedding's content: welcome-dinner, hindu-ceremony, ... */
  id: Scalars['String']['output'];
  /** Who of the party comes to it, by name. */
  people: Array<Scalars['String']['output']>;
  /** Once the hosts release the dinner's seating plan, each person's table, named in the page's language; empty before, and for an event without a plan. */
  seats: Array<PassSeat>;
};

/** A person of the party and their table's name (DESIGN 3.6). */
export type PassSeat = {
  name: Scalars['String']['output'];
  table: Scalars['String']['output'];
};

export type AnnouncementAudience =
  /** Every guest: shown on every guest page of the RSVP host, in its language. */
  | 'EVERYONE'
  /** The guests coming to one event: by mail only. */
  | 'EVENT';

export type AnnouncementInput = {
  /** The notice in English: text only, at most 500 characters. */
  en: Scalars['String']['input'];
  /** The notice in French: text only, at most 500 characters. */
  fr: Scalars['String']['input'];
  audience?: InputMaybe<AnnouncementAudience>;
  /** The event an EVENT notice is for; none for EVERYONE. */
  event?: InputMaybe<RsvpEvent>;
  /** Also email it to each guest it is meant for, in their language. */
  mail?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Announcement = {
  id: Scalars['ID']['output'];
  en: Scalars['String']['output'];
  fr: Scalars['String']['output'];
  audience: AnnouncementAudience;
  event: Maybe<RsvpEvent>;
  /** ISO 8601: when the hosts posted it. */
  createdAt: Scalars['String']['output'];
};

export type AnnouncementResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  announcement: Maybe<Announcement>;
  errors: Array<Scalars['String']['output']>;
};

export type ContentFormat =
  | 'TEXT'
  /** The small markup: paragraphs, bold, italic, links and lists (ADR 076). */
  | 'RICH'
  | 'EMAIL'
  | 'PHONE'
  | 'URL'
  /** 2026-05-14T18:30, or 2026-05-14 for a day, in Paris time unless an offset is given. */
  | 'DATETIME'
  /** The home page's slideshow (ADR 084): a JSON list of slides, each a photo (a built photo's name or an uploaded photo's id), its colour and its captions. */
  | 'PHOTOS'
  /** One picture (ADR 084): an uploaded photo's id, or empty for the site's own. */
  | 'PHOTO';

export type ContentField = {
  key: Scalars['String']['output'];
  page: Scalars['String']['output'];
  label: Scalars['String']['output'];
  format: ContentFormat;
  /** False for a fact (a time, an address, an email): en holds it, fr repeats it. */
  translated: Scalars['Boolean']['output'];
  maxLength: Maybe<Scalars['Int']['output']>;
  /** Published. */
  en: Scalars['String']['output'];
  fr: Scalars['String']['output'];
  /** Null where nothing is drafted. */
  draftEn: Maybe<Scalars['String']['output']>;
  draftFr: Maybe<Scalars['String']['output']>;
  /** The English changed after the French was last saved. */
  frOutdated: Scalars['Boolean']['output'];
  /** Still the first value, a placeholder to replace before the invitations go out. */
  placeholder: Scalars['Boolean']['output'];
  /** Raised at every save of the field. */
  version: Scalars['Int']['output'];
  updatedAt: Maybe<Scalars['String']['output']>;
};

export type ContentEdit = {
  key: Scalars['String']['input'];
  en?: InputMaybe<Scalars['String']['input']>;
  fr?: InputMaybe<Scalars['String']['input']>;
  /** The field's version the edit started from: older than the stored one is refused. */
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentVersion = {
  version: Scalars['Int']['output'];
  publishedAt: Scalars['String']['output'];
  keys: Array<Scalars['String']['output']>;
  /** A ready notice of the events this publish moved (time, place, address), in English; null if none (ADR 079). */
  announcementEn: Maybe<Scalars['String']['output']>;
  /** The same notice in French. */
  announcementFr: Maybe<Scalars['String']['output']>;
};

export type ContentResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  fields: Array<ContentField>;
};

/** The site's phase (DESIGN 3.8): the hosts' choice; the clock only nudges them. */
export type SitePhase =
  | 'BEFORE'
  | 'AFTER';

export type Album = {
  phase: SitePhase;
  /** The weekend's last day, YYYY-MM-DD, from the content's dates. */
  weekendEnds: Scalars['String']['output'];
  open: Scalars['Boolean']['output'];
  /** ISO 8601 with its offset: uploads close then; none while the album is open without an end. */
  uploadsUntil: Maybe<Scalars['String']['output']>;
  guestsMayDownload: Scalars['Boolean']['output'];
};

export type AlbumInput = {
  open: Scalars['Boolean']['input'];
  uploadsUntil?: InputMaybe<Scalars['String']['input']>;
  guestsMayDownload?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PhotoStatus =
  | 'PENDING'
  | 'APPROVED'
  | 'REJECTED';

/** A guest's photo (DESIGN 3.8, ADR 082). */
export type AlbumPhoto = {
  id: Scalars['ID']['output'];
  status: PhotoStatus;
  /** The name the guest typed, as typed (shown escaped), or none. */
  uploadedBy: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** 0 for a photo kept, not shown (a video, or a picture the server cannot read). */
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  /** The 1080-wide JPEG display copy (the hosts see pending ones with their token); empty when kept, not shown. */
  url: Scalars['String']['output'];
  /** Why a photo is kept, not shown; null when it has display copies. */
  note: Maybe<Scalars['String']['output']>;
};

/** What the Album tab shows beside the photos: the disk, and the guests' takedown requests. */
export type AlbumSpace = {
  photos: Scalars['Int']['output'];
  /** Bytes the originals take. */
  usedBytes: Scalars['Float']['output'];
  /** Bytes free on the album's disk. */
  freeBytes: Scalars['Float']['output'];
};

export type AlbumTakedown = {
  id: Scalars['ID']['output'];
  photoId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
};

export type AlbumResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  album: Maybe<Album>;
};

export type TableShape =
  | 'ROUND'
  | 'RECTANGLE'
  | 'BANQUET';

export type TableInput = {
  /** welcomeDinner or cocktailAndReception. */
  event: RsvpEvent;
  name: Scalars['String']['input'];
  nameFr?: InputMaybe<Scalars['String']['input']>;
  shape?: InputMaybe<TableShape>;
  capacity: Scalars['Int']['input'];
};

/** A guest, or with plusOne the guest's plus-one. */
export type PersonRef = {
  guestId: Scalars['ID']['input'];
  plusOne?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SeatingRuleKind =
  | 'TOGETHER'
  | 'APART';

export type SeatingRuleInput = {
  event: RsvpEvent;
  kind: SeatingRuleKind;
  people: Array<PersonRef>;
  /** A hard rule is kept by the fill; a preferred one only warns. */
  hard?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SeatedPerson = {
  guestId: Scalars['ID']['output'];
  plusOne: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  partyId: Scalars['ID']['output'];
  /** The party's name, as the hosts move a party together (ADR 081). */
  partyName: Scalars['String']['output'];
  child: Scalars['Boolean']['output'];
  language: Language;
  /** Meat, Fish, Vegetarian, Kids or null. */
  entree: Maybe<Scalars['String']['output']>;
  allergies: Maybe<Scalars['String']['output']>;
};

export type SeatingTable = {
  id: Scalars['ID']['output'];
  event: RsvpEvent;
  name: Scalars['String']['output'];
  nameFr: Maybe<Scalars['String']['output']>;
  shape: TableShape;
  capacity: Scalars['Int']['output'];
  people: Array<SeatedPerson>;
};

export type SeatingRule = {
  id: Scalars['ID']['output'];
  kind: SeatingRuleKind;
  hard: Scalars['Boolean']['output'];
  people: Array<SeatedPerson>;
};

/** FULL, UNSEATED, LEFT, NO_ENTREE, LONE_LANGUAGE or RULE. */
export type SeatingWarning = {
  kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
  tableId: Maybe<Scalars['ID']['output']>;
  people: Array<SeatedPerson>;
};

export type SeatingPlan = {
  event: RsvpEvent;
  tables: Array<SeatingTable>;
  unseated: Array<SeatedPerson>;
  rules: Array<SeatingRule>;
  warnings: Array<SeatingWarning>;
  released: Scalars['Boolean']['output'];
};

/** One table of the caterer's sheet: no names, no addresses. */
export type KitchenTable = {
  table: Scalars['String']['output'];
  people: Scalars['Int']['output'];
  meat: Scalars['Int']['output'];
  fish: Scalars['Int']['output'];
  vegetarian: Scalars['Int']['output'];
  kids: Scalars['Int']['output'];
  allergies: Array<Scalars['String']['output']>;
};

/** A table's line that changed since the kitchen sheet was last exported: ADDED, CHANGED or REMOVED. */
export type KitchenChange = {
  table: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  before: Maybe<Scalars['String']['output']>;
  after: Maybe<Scalars['String']['output']>;
};

export type KitchenExport = {
  tables: Array<KitchenTable>;
  /** The sheet as CSV, French headings. */
  csv: Scalars['String']['output'];
  /** ISO 8601, the previous export; null before the first. */
  lastExportedAt: Maybe<Scalars['String']['output']>;
  changes: Array<KitchenChange>;
};

export type SeatingResult = {
  success: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  plan: Maybe<SeatingPlan>;
};

/** The arguments of each root field, by field name: what its resolver receives. */
export type RootFieldArgs = {
  adminLogin: QueryadminLoginArgs;
  validateRSVPCode: QueryvalidateRSVPCodeArgs;
  codeGuessing: QuerycodeGuessingArgs;
  guests: QueryguestsArgs;
  guestStats: QueryguestStatsArgs;
  adminRSVPs: QueryadminRSVPsArgs;
  rsvpStats: QueryrsvpStatsArgs;
  catererReport: QuerycatererReportArgs;
  mailOverview: QuerymailOverviewArgs;
  mailMessage: QuerymailMessageArgs;
  mailPreview: QuerymailPreviewArgs;
  travel: QuerytravelArgs;
  shuttleRuns: QueryshuttleRunsArgs;
  shuttleManifest: QueryshuttleManifestArgs;
  travelDeadline: QuerytravelDeadlineArgs;
  arrivals: QueryarrivalsArgs;
  hotelStays: QueryhotelStaysArgs;
  sendQueue: QuerysendQueueArgs;
  weekendPass: QueryweekendPassArgs;
  announcements: QueryannouncementsArgs;
  contentFields: QuerycontentFieldsArgs;
  contentHistory: QuerycontentHistoryArgs;
  contentPreview: QuerycontentPreviewArgs;
  album: QueryalbumArgs;
  albumPhotos: QueryalbumPhotosArgs;
  albumSpace: QueryalbumSpaceArgs;
  albumTakedowns: QueryalbumTakedownsArgs;
  seatingPlan: QueryseatingPlanArgs;
  kitchenSheet: QuerykitchenSheetArgs;
  adminLogout: MutationadminLogoutArgs;
  submitRSVP: MutationsubmitRSVPArgs;
  createGuest: MutationcreateGuestArgs;
  updateGuest: MutationupdateGuestArgs;
  deleteGuest: MutationdeleteGuestArgs;
  markSaveTheDateSent: MutationmarkSaveTheDateSentArgs;
  markFormalInviteSent: MutationmarkFormalInviteSentArgs;
  markGuestsSent: MutationmarkGuestsSentArgs;
  importGuests: MutationimportGuestsArgs;
  registerGuest: MutationregisterGuestArgs;
  addPartyMember: MutationaddPartyMemberArgs;
  moveGuestToParty: MutationmoveGuestToPartyArgs;
  moveGuestToOwnParty: MutationmoveGuestToOwnPartyArgs;
  renameParty: MutationrenamePartyArgs;
  exportCatererSheets: MutationexportCatererSheetsArgs;
  sendGuestMail: MutationsendGuestMailArgs;
  setHostNotifications: MutationsetHostNotificationsArgs;
  setHostsEmail: MutationsetHostsEmailArgs;
  createShuttleRun: MutationcreateShuttleRunArgs;
  updateShuttleRun: MutationupdateShuttleRunArgs;
  cancelShuttleRun: MutationcancelShuttleRunArgs;
  exportShuttleManifest: MutationexportShuttleManifestArgs;
  setTravelDeadline: MutationsetTravelDeadlineArgs;
  submitTravel: MutationsubmitTravelArgs;
  markPhoneMessageSent: MutationmarkPhoneMessageSentArgs;
  createAnnouncement: MutationcreateAnnouncementArgs;
  deleteAnnouncement: MutationdeleteAnnouncementArgs;
  saveContentDraft: MutationsaveContentDraftArgs;
  discardContentDraft: MutationdiscardContentDraftArgs;
  publishContent: MutationpublishContentArgs;
  restoreContent: MutationrestoreContentArgs;
  setSitePhase: MutationsetSitePhaseArgs;
  setAlbum: MutationsetAlbumArgs;
  moderatePhotos: MutationmoderatePhotosArgs;
  createTable: MutationcreateTableArgs;
  updateTable: MutationupdateTableArgs;
  deleteTable: MutationdeleteTableArgs;
  seatPeople: MutationseatPeopleArgs;
  addSeatingRule: MutationaddSeatingRuleArgs;
  removeSeatingRule: MutationremoveSeatingRuleArgs;
  fillSeating: MutationfillSeatingArgs;
  exportKitchenSheet: MutationexportKitchenSheetArgs;
  releaseSeating: MutationreleaseSeatingArgs;
};
