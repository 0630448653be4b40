// The rsvp feature's entry: what the application and the other features may use (docs/architecture.md).
export { answerChanges, changeLines, type StoredAnswer } from './answer-changes';
export { composeAnswerMail } from './mail/answer-mail';
export { sendDigestIfDue } from './mail/host-digest.service';
export { guestEventsOf, plusOneEventsOf, plusOneNameOf } from './rsvp-row';
export { rsvpGraphql } from './rsvp.graphql';
export { rsvpRoutes } from './rsvp.routes';
