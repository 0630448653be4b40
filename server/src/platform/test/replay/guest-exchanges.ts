import type { Exchange } from './api-replay';
import {
  FRENCH,
  JSON_TYPE,
  REGISTER_GUEST,
  SUBMIT_RSVP,
  VALIDATE_CODE,
  allEvents,
  decline,
  gql,
  helene,
  jeanLuc,
  lookup,
  rest,
  submit,
} from './api-requests';

/** The guests' side: lookups and answers over REST, and the guests' GraphQL fields. */
export const GUEST_EXCHANGES: readonly Exchange[] = [
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
];
