import type { Exchange } from './api-replay';
import {
  ADMIN_RSVPS,
  CATERER_REPORT,
  CREATE_GUEST,
  DELETE_GUEST,
  EXPORT_SHEETS,
  GUESTS,
  GUEST_STATS,
  IMPORT_GUESTS,
  JSON_TYPE,
  LOGIN,
  MAIL_MESSAGE,
  MAIL_PREVIEW,
  MAIL_SETTINGS,
  MARK_FORMAL_INVITE,
  MARK_GUESTS,
  MARK_SAVE_THE_DATE,
  RSVP_STATS,
  SEND_MAIL,
  SET_NOTIFICATIONS,
  UNKNOWN_ID,
  UPDATE_GUEST,
  gql,
  jeanLuc,
  lookup,
  rest,
  submit,
  token,
} from './api-requests';

/** The hosts' side: the login, a refused token, and every query and mutation of the hosts' area. */
export const HOST_EXCHANGES: readonly Exchange[] = [
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
