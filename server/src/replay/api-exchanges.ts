import type { Exchange, RecordedRequest } from './api-replay';

// The requests of the recording (api-recording.json): what the guests' pages, the hosts' area and
// another client send, with the answers the API gave before issue 20's refactoring. Each REST and
// GraphQL operation is asked once as it should be and again in the ways it refuses.

const JSON_TYPE = { 'Content-Type': 'application/json', Accept: 'application/json' };
const FRENCH = { 'Accept-Language': 'fr' };

function rest(label: string, request: RecordedRequest, save?: Exchange['save']): Exchange {
  return { label, request, ...(save ? { save } : {}) };
}

const lookup = (label: string, query: string, headers: Record<string, string> = {}): Exchange =>
  rest(label, { method: 'GET', path: `/rsvp?${query}`, headers: { Accept: 'application/json', ...headers } });

const submit = (
  label: string,
  body: unknown,
  headers: Record<string, string> = {},
  app: 'open' | 'closed' = 'open',
): Exchange =>
  rest(label, { app, method: 'POST', path: '/rsvp', headers: { ...JSON_TYPE, ...headers }, body });

function gql(
  label: string,
  query: string,
  variables: Record<string, unknown> = {},
  { headers = {}, save }: { headers?: Record<string, string>; save?: Exchange['save'] } = {},
): Exchange {
  return rest(
    label,
    {
      method: 'POST',
      path: '/api/graphql',
      headers: { ...JSON_TYPE, ...headers },
      body: { query, variables },
    },
    save,
  );
}

const EVENTS = 'welcomeDinner ceremonyAndLunch cocktailAndReception farewellBrunch';
const LOOKUP_FIELDS = `found firstName lastName hasPlusOne plusOneFirstName plusOneLastName invitationCode
  hasEmail message previousAnswer { submittedAt attending plusOneAttending plusOneFirstName plusOneLastName
  events { ${EVENTS} } plusOneEvents { ${EVENTS} } dietaryRestrictions plusOneDietaryRestrictions
  dietaryNotes plusOneDietaryNotes mailingAddress message detailsWithheld
  onFile { mailingAddress dietaryNotes plusOneDietaryNotes message } }`;
const GUEST_FIELDS = `id name email invitationCode plusOneAllowed plusOneName saveTheDateSent
  saveTheDateSentAt formalInviteSent formalInviteSentAt addressCollected
  address { street city state zip country } notes language replyStatus mailProblem createdAt updatedAt`;
const ADMIN_RSVP_FIELDS = `id guestId name email phone attending plusOne plusOneName foodPreferences
  foodAllergies plusOneFoodAllergies entree plusOneEntree welcomeParty farewellLunch submittedAt
  mailingAddress message earlierVersions events { ${EVENTS} } plusOneEvents { ${EVENTS} }`;
const CATERER_FIELDS = `lastExportedAt
  sheets { event headcount entrees { meat fish vegetarian } lines { name role entree allergies } }
  changes { event name kind before after }`;
const RSVP_STATS_FIELDS = `total attending notAttending plusOnes welcomeParty farewellLunch
  headcounts { ${EVENTS} } entrees { meat fish vegetarian }`;
const DOCUMENT = 'success message mail { subject to text htmlUrl arrived }';

const allEvents = (value: boolean) => ({
  welcomeDinner: value,
  ceremonyAndLunch: value,
  cocktailAndReception: value,
  farewellBrunch: value,
});

const jeanLuc = {
  firstName: 'Jean-Luc',
  lastName: 'Moreau',
  mailingAddress: '8 Rue Pastorelli, 06000 Nice',
  attending: true,
  plusOneAttending: false,
  plusOneFirstName: '',
  plusOneLastName: '',
  events: allEvents(true),
  plusOneEvents: {},
  dietaryRestrictions: 'Fish',
  plusOneDietaryRestrictions: '',
  message: 'See you in Cap Ferrat!',
};

const helene = {
  ...jeanLuc,
  firstName: 'Hélène',
  lastName: 'Dupont',
  plusOneAttending: true,
  plusOneFirstName: 'Marc',
  plusOneLastName: 'Dupont',
  plusOneEvents: { ...allEvents(false), farewellBrunch: true },
  dietaryRestrictions: 'Meat',
  plusOneDietaryRestrictions: 'Vegetarian',
  dietaryNotes: 'No shellfish',
  plusOneDietaryNotes: 'Gluten-free',
};

const decline = (firstName: string, lastName: string) => ({
  ...jeanLuc,
  firstName,
  lastName,
  attending: false,
  mailingAddress: '',
  events: allEvents(false),
  dietaryRestrictions: '',
  message: 'So sorry to miss it.',
});

const SUBMIT_RSVP = `mutation SubmitRSVP($input: RSVPInput!) {
  submitRSVP(input: $input) { success message errors confirmationTo }
}`;
const VALIDATE_CODE = `query ValidateRSVPCode($code: String!) { validateRSVPCode(code: $code) { ${LOOKUP_FIELDS} } }`;
const LOGIN = `query AdminLogin($password: String!) { adminLogin(password: $password) { success message token } }`;
const GUESTS = `query GetGuests($token: String!) { guests(token: $token) { ${GUEST_FIELDS} } }`;
const GUEST_STATS = `query GetGuestStats($token: String!) {
  guestStats(token: $token) { totalGuests plusOnesAllowed saveTheDatesSent formalInvitesSent addressesCollected awaitingReply }
}`;
const ADMIN_RSVPS = `query GetAdminRSVPs($token: String!) { adminRSVPs(token: $token) { ${ADMIN_RSVP_FIELDS} } }`;
const RSVP_STATS = `query GetRSVPStats($token: String!) { rsvpStats(token: $token) { ${RSVP_STATS_FIELDS} } }`;
const CREATE_GUEST = `mutation CreateGuest($token: String!, $input: GuestInput!) {
  createGuest(token: $token, input: $input) { success message errors guest { ${GUEST_FIELDS} } }
}`;
const UPDATE_GUEST = `mutation UpdateGuest($token: String!, $id: ID!, $input: GuestUpdateInput!) {
  updateGuest(token: $token, id: $id, input: $input) { success message errors guest { ${GUEST_FIELDS} } }
}`;
const DELETE_GUEST = `mutation DeleteGuest($token: String!, $id: ID!) {
  deleteGuest(token: $token, id: $id) { success message errors guest { id name } }
}`;
const MARK_SAVE_THE_DATE = `mutation MarkSaveTheDateSent($token: String!, $id: ID!, $sent: Boolean) {
  markSaveTheDateSent(token: $token, id: $id, sent: $sent) { success message errors guest { ${GUEST_FIELDS} } }
}`;
const MARK_FORMAL_INVITE = `mutation MarkFormalInviteSent($token: String!, $id: ID!, $sent: Boolean) {
  markFormalInviteSent(token: $token, id: $id, sent: $sent) { success message errors guest { ${GUEST_FIELDS} } }
}`;
const MARK_GUESTS = `mutation MarkGuestsSent($token: String!, $ids: [ID!]!, $kind: SentKind!, $sent: Boolean) {
  markGuestsSent(token: $token, ids: $ids, kind: $kind, sent: $sent) { success message guests { ${GUEST_FIELDS} } }
}`;
const IMPORT_GUESTS = `mutation ImportGuests($token: String!, $guests: [GuestInput!]!, $dryRun: Boolean) {
  importGuests(token: $token, guests: $guests, dryRun: $dryRun) { success message imported problems { row errors } }
}`;
const REGISTER_GUEST = `mutation RegisterGuest($input: RegisterGuestInput!) {
  registerGuest(input: $input) { success message errors guest { id } }
}`;
const CATERER_REPORT = `query CatererReport($token: String!) { catererReport(token: $token) { ${CATERER_FIELDS} } }`;
const EXPORT_SHEETS = `mutation ExportCatererSheets($token: String!) { exportCatererSheets(token: $token) { ${CATERER_FIELDS} } }`;
const MAIL_SETTINGS = `query MailOverview($token: String!) { mailOverview(token: $token) { delivery hostsEmail hostNotifications } }`;
const MAIL_PREVIEW = `query MailPreview($token: String!, $kind: GuestMailKind!, $guestId: ID!) {
  mailPreview(token: $token, kind: $kind, guestId: $guestId) { ${DOCUMENT} }
}`;
const MAIL_MESSAGE = `query MailMessage($token: String!, $id: ID!) { mailMessage(token: $token, id: $id) { ${DOCUMENT} } }`;
const SEND_MAIL = `mutation SendGuestMail($token: String!, $kind: GuestMailKind!, $guestIds: [ID!]!, $resend: Boolean) {
  sendGuestMail(token: $token, kind: $kind, guestIds: $guestIds, resend: $resend) { success message queued skipped }
}`;
const SET_NOTIFICATIONS = `mutation SetHostNotifications($token: String!, $value: HostNotifications!) {
  setHostNotifications(token: $token, value: $value) { success message hostNotifications }
}`;

const token = { token: '{{token}}' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const EXCHANGES: readonly Exchange[] = [
  rest('the reply-by date', { method: 'GET', path: '/api/rsvp/deadline' }),

  // Lookups by name and by code.
  lookup('a guest with a plus-one, by name', 'firstName=H%C3%A9l%C3%A8ne&lastName=Dupont'),
  lookup('a name typed without accents or capitals', 'firstName=helene&lastName=DUPONT'),
  lookup('the first of several given names', 'firstName=Mary&lastName=de+la+Cruz'),
  lookup('a name not on the list', 'firstName=Nobody&lastName=Here'),
  lookup('a name two guests share (409)', 'firstName=Sophie&lastName=Martin'),
  lookup('no first name (400)', 'firstName=&lastName=Dupont'),
  lookup('names too short (400)', 'firstName=A&lastName=B'),
  lookup('a name sent twice (400)', 'firstName=Jean&firstName=Luc&lastName=Moreau'),
  lookup('a guest by invitation code', 'code=fj9-k8e'),
  lookup('a code nobody has', 'code=ZZZZZZ'),
  lookup('a code of the wrong form (400)', 'code=12'),
  lookup('French: no last name (400)', 'firstName=Isabelle&lastName=', FRENCH),
  lookup('French: a name two guests share (409)', 'firstName=Sophie&lastName=Martin', FRENCH),
  lookup('French: a code of the wrong form (400)', 'code=abc', FRENCH),

  // Submissions.
  submit('a guest invited alone says yes, by name', jeanLuc),
  submit('a guest and their plus-one, by name', helene),
  submit('a decline, by name', decline('Zoë', 'Müller')),
  submit('an answer with the invitation code and an email', {
    ...decline('Sarah', 'Goldberg'),
    invitationCode: 'W8EAH6',
    email: 'sarah.g@example.org',
  }),
  submit('an answer in French', { ...decline('Camille', 'Fontaine') }, FRENCH),
  submit('yes with no event ticked (400)', { ...jeanLuc, events: allEvents(false) }),
  submit('yes with no entrée and no address (400)', {
    ...jeanLuc,
    dietaryRestrictions: '',
    mailingAddress: '  ',
  }),
  submit('a plus-one coming to nothing (400)', { ...helene, plusOneEvents: allEvents(false) }),
  submit('French: yes with no event ticked (400)', { ...jeanLuc, events: allEvents(false) }, FRENCH),
  submit('a plus-one for a guest invited alone (400)', { ...jeanLuc, plusOneFirstName: 'Extra' }),
  submit('an email with a name instead of the code (400)', { ...jeanLuc, email: 'jl@example.org' }),
  submit('an unknown field (400)', { ...jeanLuc, shoeSize: 44 }),
  submit('a field of the wrong type (400)', { ...jeanLuc, attending: 'yes' }),
  submit('a field missing (400)', { ...jeanLuc, message: undefined }),
  submit('a text too long (400)', { ...jeanLuc, message: 'x'.repeat(2001) }),
  submit('not an object (400)', '[1, 2, 3]'),
  submit('a guest not on the list (404)', decline('Nobody', 'Here')),
  submit('a name two guests share (409)', decline('Sophie', 'Martin')),
  submit('a code of the wrong form (400)', { ...decline('Grace', 'Kim'), invitationCode: '12' }),
  rest('an RSVP sent as plain text (415)', {
    method: 'POST',
    path: '/rsvp',
    headers: { 'Content-Type': 'text/plain', Accept: 'application/json' },
    body: 'attending=yes',
  }),
  rest('a body over 64 KB (413)', {
    method: 'POST',
    path: '/rsvp',
    headers: JSON_TYPE,
    body: JSON.stringify({ ...jeanLuc, message: 'x'.repeat(70_000) }),
  }),
  rest('another method (405)', { method: 'PUT', path: '/rsvp', headers: JSON_TYPE, body: jeanLuc }),
  submit('after the reply-by date (403)', jeanLuc, {}, 'closed'),
  submit('French: after the reply-by date (403)', jeanLuc, FRENCH, 'closed'),

  // A returning guest: by name the private details are withheld, by code they come back.
  lookup('a returning guest by name', 'firstName=H%C3%A9l%C3%A8ne&lastName=Dupont'),
  lookup('a returning guest by code', 'code=FJ9K8E'),
  submit('a returning guest by name leaves the withheld details blank', {
    ...helene,
    mailingAddress: '',
    dietaryNotes: '',
    message: '',
  }),
  lookup('what was kept', 'code=FJ9K8E'),

  // GraphQL: the guests' operations.
  gql('validateRSVPCode: a code', VALIDATE_CODE, { code: 'JT4A6B' }),
  gql('validateRSVPCode: a code nobody has', VALIDATE_CODE, { code: 'ZZZZZZ' }),
  gql('validateRSVPCode: a code of the wrong form', VALIDATE_CODE, { code: '1' }),
  gql(
    'validateRSVPCode in French: a code nobody has',
    VALIDATE_CODE,
    { code: 'ZZZZZZ' },
    { headers: FRENCH },
  ),
  gql('submitRSVP: a decline', SUBMIT_RSVP, { input: decline('Grace', 'Kim') }),
  gql('submitRSVP: yes with the code', SUBMIT_RSVP, {
    input: {
      ...jeanLuc,
      firstName: 'Liam',
      lastName: "O'Brien",
      invitationCode: 'D48AR7',
      plusOneEvents: { welcomeDinner: null },
      dietaryNotes: null,
    },
  }),
  gql('submitRSVP: refused, with every error', SUBMIT_RSVP, {
    input: {
      ...helene,
      firstName: 'Liam',
      lastName: "O'Brien",
      dietaryRestrictions: 'Pasta',
      events: allEvents(false),
    },
  }),
  gql(
    'submitRSVP in French: refused',
    SUBMIT_RSVP,
    { input: { ...jeanLuc, events: allEvents(false) } },
    { headers: FRENCH },
  ),
  gql('submitRSVP: a missing required field is a GraphQL error', SUBMIT_RSVP, {
    input: { ...jeanLuc, attending: undefined },
  }),
  gql('registerGuest: an email for a code', REGISTER_GUEST, {
    input: { code: '5NZF32', email: 'soren@example.org' },
  }),
  gql('registerGuest: nothing to save', REGISTER_GUEST, { input: { code: '5NZF32' } }),
  gql('registerGuest: a code nobody has', REGISTER_GUEST, {
    input: { code: 'ZZZZZZ', email: 'x@example.org' },
  }),
  gql('registerGuest: an invalid email', REGISTER_GUEST, {
    input: { code: '5NZF32', email: 'not-an-email' },
  }),

  // GraphQL: the hosts' login and what a missing or bad token gets.
  gql('adminLogin: a wrong password', LOGIN, { password: 'not the password' }),
  gql('adminLogin', LOGIN, { password: '{{password}}' }, { save: { token: 'data.adminLogin.token' } }),
  gql('guests without a token', GUESTS, { token: '' }),
  gql('guests with a forged token', GUESTS, { token: 'not-a-token' }),
  gql(
    'guests without a token, asking for graphql-response+json (401)',
    GUESTS,
    { token: '' },
    {
      headers: { Accept: 'application/graphql-response+json' },
    },
  ),
  gql('a query that is not GraphQL', '{ guests(token: "x") { id ', {}),
  gql('a field the schema does not have', '{ guestz { id } }', {}),
  rest('GraphQL over GET is refused', {
    method: 'GET',
    path: '/api/graphql?query=%7B__typename%7D',
    headers: JSON_TYPE,
  }),

  // GraphQL: the hosts' lists and counts.
  gql(
    'guests: ids and names',
    `query GetGuests($token: String!) { guests(token: $token) { id name } }`,
    token,
    {
      save: {
        jeanLuc: 'data.guests.[name=Jean-Luc Moreau].id',
        grace: 'data.guests.[name=Grace Kim].id',
        emily: 'data.guests.[name=Emily Clarke].id',
        rohan: 'data.guests.[name=Rohan Kapoor].id',
        isabelle: 'data.guests.[name=Isabelle Rousseau].id',
      },
    },
  ),
  gql('guestStats', GUEST_STATS, token),
  gql('adminRSVPs', ADMIN_RSVPS, token),
  gql('rsvpStats', RSVP_STATS, token),
  gql('catererReport before an export', CATERER_REPORT, token),
  gql('exportCatererSheets', EXPORT_SHEETS, token),
  submit('an answer changes after the export', { ...jeanLuc, dietaryRestrictions: 'Vegetarian' }),
  gql('catererReport after a change', CATERER_REPORT, token),

  // GraphQL: the hosts change the guest list.
  gql(
    'createGuest',
    CREATE_GUEST,
    {
      ...token,
      input: {
        name: '  Ada Lovelace ',
        email: ' ada@example.org ',
        plusOneAllowed: true,
        plusOneName: ' Charles ',
        notes: ' ',
      },
    },
    { save: { ada: 'data.createGuest.guest.id', adaCode: 'data.createGuest.guest.invitationCode' } },
  ),
  gql(
    'createGuest in French, invited alone',
    CREATE_GUEST,
    {
      ...token,
      input: { name: 'Émile Zola', email: 'emile@example.fr', plusOneName: 'ignored', language: 'fr' },
    },
    { save: { emile: 'data.createGuest.guest.id' } },
  ),
  gql('createGuest refused: every field wrong', CREATE_GUEST, {
    ...token,
    input: { name: ' ', email: 'nope', plusOneAllowed: true, plusOneName: '', notes: 'x'.repeat(2001) },
  }),
  gql('createGuest refused: no email', CREATE_GUEST, { ...token, input: { name: 'No Mail', email: '' } }),
  gql('createGuest refused: no token', CREATE_GUEST, {
    token: '',
    input: { name: 'X Y', email: 'x@example.org' },
  }),
  lookup('a new guest by the code the server drew', 'code={{adaCode}}'),
  gql('updateGuest: a new name, plus-one taken away, an address', UPDATE_GUEST, {
    ...token,
    id: '{{ada}}',
    input: {
      name: 'Ada King',
      plusOneAllowed: false,
      notes: ' Countess ',
      language: 'fr',
      address: { street: ' 12 St James Square ', city: 'London', zip: 'SW1Y 4JH', country: 'UK' },
    },
  }),
  gql('updateGuest: half an address does not count as collected', UPDATE_GUEST, {
    ...token,
    id: '{{emile}}',
    input: { address: { street: '1 Rue de Rivoli' } },
  }),
  gql('updateGuest refused: a plus-one without a name', UPDATE_GUEST, {
    ...token,
    id: '{{ada}}',
    input: { plusOneAllowed: true, plusOneName: '  ' },
  }),
  gql('updateGuest refused: an address line too long', UPDATE_GUEST, {
    ...token,
    id: '{{ada}}',
    input: { address: { city: 'x'.repeat(201) } },
  }),
  gql('updateGuest refused: nobody has this id', UPDATE_GUEST, {
    ...token,
    id: UNKNOWN_ID,
    input: { name: 'X' },
  }),
  gql('updateGuest refused: not an id', UPDATE_GUEST, { ...token, id: 'abc', input: { name: 'X' } }),
  gql('markSaveTheDateSent', MARK_SAVE_THE_DATE, { ...token, id: '{{ada}}' }),
  gql('markSaveTheDateSent again keeps the first date', MARK_SAVE_THE_DATE, {
    ...token,
    id: '{{ada}}',
    sent: true,
  }),
  gql('markFormalInviteSent', MARK_FORMAL_INVITE, { ...token, id: '{{ada}}' }),
  gql('markFormalInviteSent: pending again', MARK_FORMAL_INVITE, { ...token, id: '{{ada}}', sent: false }),
  gql('markSaveTheDateSent refused: nobody has this id', MARK_SAVE_THE_DATE, { ...token, id: UNKNOWN_ID }),
  gql('markGuestsSent: several at once', MARK_GUESTS, {
    ...token,
    ids: ['{{ada}}', '{{emile}}'],
    kind: 'FORMAL_INVITE',
  }),
  gql('markGuestsSent refused: one id unknown', MARK_GUESTS, {
    ...token,
    ids: ['{{ada}}', UNKNOWN_ID],
    kind: 'SAVE_THE_DATE',
  }),
  gql('markGuestsSent refused: nobody selected', MARK_GUESTS, { ...token, ids: [], kind: 'SAVE_THE_DATE' }),
  gql('importGuests: the preview', IMPORT_GUESTS, {
    ...token,
    dryRun: true,
    guests: [
      { name: 'Grace Hopper', email: 'grace@example.org' },
      { name: 'Alan Turing', email: 'alan@example.org', plusOneAllowed: true, plusOneName: 'Christopher' },
    ],
  }),
  gql('importGuests refused: problems on rows', IMPORT_GUESTS, {
    ...token,
    guests: [
      { name: 'Grace Hopper', email: 'grace@example.org' },
      { name: 'Grace Hopper', email: 'GRACE@example.org ' },
      { name: 'Jean-Luc Moreau', email: 'jeanluc.moreau@example.com' },
      { name: '', email: 'bad' },
    ],
  }),
  gql('importGuests refused: an empty file', IMPORT_GUESTS, { ...token, guests: [] }),
  gql('importGuests', IMPORT_GUESTS, {
    ...token,
    guests: [
      { name: 'Grace Hopper', email: 'grace@example.org', language: 'en' },
      { name: 'Alan Turing', email: 'alan@example.org', plusOneAllowed: true, plusOneName: 'Christopher' },
    ],
  }),

  // GraphQL: mail.
  gql('mailOverview: how mail leaves', MAIL_SETTINGS, token),
  gql('setHostNotifications', SET_NOTIFICATIONS, { ...token, value: 'DIGEST' }),
  gql('mailPreview: an invitation in French', MAIL_PREVIEW, {
    ...token,
    kind: 'INVITATION',
    guestId: '{{emile}}',
  }),
  gql('mailPreview: a save-the-date', MAIL_PREVIEW, {
    ...token,
    kind: 'SAVE_THE_DATE',
    guestId: '{{isabelle}}',
  }),
  gql('mailPreview: a reminder', MAIL_PREVIEW, { ...token, kind: 'REMINDER', guestId: '{{rohan}}' }),
  gql('mailPreview refused: nobody has this id', MAIL_PREVIEW, {
    ...token,
    kind: 'SAVE_THE_DATE',
    guestId: UNKNOWN_ID,
  }),
  gql('mailMessage refused: no such message', MAIL_MESSAGE, { ...token, id: UNKNOWN_ID }),
  gql('sendGuestMail: save-the-dates, one already had it', SEND_MAIL, {
    ...token,
    kind: 'SAVE_THE_DATE',
    guestIds: ['{{emily}}', '{{ada}}'],
  }),
  gql('sendGuestMail: reminders, one already replied', SEND_MAIL, {
    ...token,
    kind: 'REMINDER',
    guestIds: ['{{rohan}}', '{{grace}}'],
  }),
  gql('sendGuestMail refused: nobody to send to', SEND_MAIL, {
    ...token,
    kind: 'REMINDER',
    guestIds: ['{{jeanLuc}}'],
  }),
  gql('sendGuestMail: again on purpose', SEND_MAIL, {
    ...token,
    kind: 'SAVE_THE_DATE',
    guestIds: ['{{emily}}'],
    resend: true,
  }),
  gql('sendGuestMail refused: nobody selected', SEND_MAIL, { ...token, kind: 'INVITATION', guestIds: [] }),

  // GraphQL: removing a guest, and the lists after all of the above.
  gql('deleteGuest', DELETE_GUEST, { ...token, id: '{{emile}}' }),
  gql('deleteGuest refused: already gone', DELETE_GUEST, { ...token, id: '{{emile}}' }),
  gql('guests at the end', GUESTS, token),
  gql('guestStats at the end', GUEST_STATS, token),
  gql('adminRSVPs at the end', ADMIN_RSVPS, token),
  gql('rsvpStats at the end', RSVP_STATS, token),
];
