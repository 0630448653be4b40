import type { Exchange, RecordedRequest } from './api-replay';

// What the recorded requests are made of: how a REST or GraphQL request is written, the fields each
// query asks for (all of them, as the hosts' area does), and the answers guests send.

export const JSON_TYPE = { 'Content-Type': 'application/json', Accept: 'application/json' };
export const FRENCH = { 'Accept-Language': 'fr' };

export function rest(label: string, request: RecordedRequest, save?: Exchange['save']): Exchange {
  return { label, request, ...(save ? { save } : {}) };
}

export const lookup = (label: string, query: string, headers: Record<string, string> = {}): Exchange =>
  rest(label, { method: 'GET', path: `/rsvp?${query}`, headers: { Accept: 'application/json', ...headers } });

export const submit = (
  label: string,
  body: unknown,
  headers: Record<string, string> = {},
  app: 'open' | 'closed' = 'open',
): Exchange =>
  rest(label, { app, method: 'POST', path: '/rsvp', headers: { ...JSON_TYPE, ...headers }, body });

export function gql(
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

export const EVENTS = 'welcomeDinner ceremonyAndLunch cocktailAndReception farewellBrunch';
export const LOOKUP_FIELDS = `found firstName lastName hasPlusOne plusOneFirstName plusOneLastName invitationCode
  hasEmail message previousAnswer { submittedAt attending plusOneAttending plusOneFirstName plusOneLastName
  events { ${EVENTS} } plusOneEvents { ${EVENTS} } dietaryRestrictions plusOneDietaryRestrictions
  dietaryNotes plusOneDietaryNotes mailingAddress message detailsWithheld
  onFile { mailingAddress dietaryNotes plusOneDietaryNotes message } }`;
export const GUEST_FIELDS = `id name email invitationCode plusOneAllowed plusOneName saveTheDateSent
  saveTheDateSentAt formalInviteSent formalInviteSentAt addressCollected
  address { street city state zip country } notes language replyStatus mailProblem createdAt updatedAt`;
export const ADMIN_RSVP_FIELDS = `id guestId name email phone attending plusOne plusOneName foodPreferences
  foodAllergies plusOneFoodAllergies entree plusOneEntree welcomeParty farewellLunch submittedAt
  mailingAddress message earlierVersions events { ${EVENTS} } plusOneEvents { ${EVENTS} }`;
export const CATERER_FIELDS = `lastExportedAt
  sheets { event headcount entrees { meat fish vegetarian } lines { name role entree allergies } }
  changes { event name kind before after }`;
export const RSVP_STATS_FIELDS = `total attending notAttending plusOnes welcomeParty farewellLunch
  headcounts { ${EVENTS} } entrees { meat fish vegetarian }`;
export const DOCUMENT = 'success message mail { subject to text htmlUrl arrived }';

export const allEvents = (value: boolean) => ({
  welcomeDinner: value,
  ceremonyAndLunch: value,
  cocktailAndReception: value,
  farewellBrunch: value,
});

export const jeanLuc = {
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

export const helene = {
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

export const decline = (firstName: string, lastName: string) => ({
  ...jeanLuc,
  firstName,
  lastName,
  attending: false,
  mailingAddress: '',
  events: allEvents(false),
  dietaryRestrictions: '',
  message: 'So sorry to miss it.',
});

export const SUBMIT_RSVP = `mutation SubmitRSVP($input: RSVPInput!) {
  submitRSVP(input: $input) { success message errors confirmationTo }
}`;
export const VALIDATE_CODE = `query ValidateRSVPCode($code: String!) { validateRSVPCode(code: $code) { ${LOOKUP_FIELDS} } }`;
export const LOGIN = `query AdminLogin($password: String!) { adminLogin(password: $password) { success message token } }`;
export const GUESTS = `query GetGuests($token: String!) { guests(token: $token) { ${GUEST_FIELDS} } }`;
export const GUEST_STATS = `query GetGuestStats($token: String!) {
  guestStats(token: $token) { totalGuests plusOnesAllowed saveTheDatesSent formalInvitesSent addressesCollected awaitingReply }
}`;
export const ADMIN_RSVPS = `query GetAdminRSVPs($token: String!) { adminRSVPs(token: $token) { ${ADMIN_RSVP_FIELDS} } }`;
export const RSVP_STATS = `query GetRSVPStats($token: String!) { rsvpStats(token: $token) { ${RSVP_STATS_FIELDS} } }`;
export const CREATE_GUEST = `mutation CreateGuest($token: String!, $input: GuestInput!) {
  createGuest(token: $token, input: $input) { success message errors guest { ${GUEST_FIELDS} } }
}`;
export const UPDATE_GUEST = `mutation UpdateGuest($token: String!, $id: ID!, $input: GuestUpdateInput!) {
  updateGuest(token: $token, id: $id, input: $input) { success message errors guest { ${GUEST_FIELDS} } }
}`;
export const DELETE_GUEST = `mutation DeleteGuest($token: String!, $id: ID!) {
  deleteGuest(token: $token, id: $id) { success message errors guest { id name } }
}`;
export const MARK_SAVE_THE_DATE = `mutation MarkSaveTheDateSent($token: String!, $id: ID!, $sent: Boolean) {
  markSaveTheDateSent(token: $token, id: $id, sent: $sent) { success message errors guest { ${GUEST_FIELDS} } }
}`;
export const MARK_FORMAL_INVITE = `mutation MarkFormalInviteSent($token: String!, $id: ID!, $sent: Boolean) {
  markFormalInviteSent(token: $token, id: $id, sent: $sent) { success message errors guest { ${GUEST_FIELDS} } }
}`;
export const MARK_GUESTS = `mutation MarkGuestsSent($token: String!, $ids: [ID!]!, $kind: SentKind!, $sent: Boolean) {
  markGuestsSent(token: $token, ids: $ids, kind: $kind, sent: $sent) { success message guests { ${GUEST_FIELDS} } }
}`;
export const IMPORT_GUESTS = `mutation ImportGuests($token: String!, $guests: [GuestInput!]!, $dryRun: Boolean) {
  importGuests(token: $token, guests: $guests, dryRun: $dryRun) { success message imported problems { row errors } }
}`;
export const REGISTER_GUEST = `mutation RegisterGuest($input: RegisterGuestInput!) {
  registerGuest(input: $input) { success message errors guest { id } }
}`;
export const CATERER_REPORT = `query CatererReport($token: String!) { catererReport(token: $token) { ${CATERER_FIELDS} } }`;
export const EXPORT_SHEETS = `mutation ExportCatererSheets($token: String!) { exportCatererSheets(token: $token) { ${CATERER_FIELDS} } }`;
export const MAIL_SETTINGS = `query MailOverview($token: String!) { mailOverview(token: $token) { delivery hostsEmail hostNotifications } }`;
export const MAIL_PREVIEW = `query MailPreview($token: String!, $kind: GuestMailKind!, $guestId: ID!) {
  mailPreview(token: $token, kind: $kind, guestId: $guestId) { ${DOCUMENT} }
}`;
export const MAIL_MESSAGE = `query MailMessage($token: String!, $id: ID!) { mailMessage(token: $token, id: $id) { ${DOCUMENT} } }`;
export const SEND_MAIL = `mutation SendGuestMail($token: String!, $kind: GuestMailKind!, $guestIds: [ID!]!, $resend: Boolean) {
  sendGuestMail(token: $token, kind: $kind, guestIds: $guestIds, resend: $resend) { success message queued skipped }
}`;
export const SET_NOTIFICATIONS = `mutation SetHostNotifications($token: String!, $value: HostNotifications!) {
  setHostNotifications(token: $token, value: $value) { success message hostNotifications }
}`;

export const token = { token: '{{token}}' };
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
