// The form and the thanks: a chunk of their own, fetched while the guest looks themselves up, so the
// RSVP page's first download holds only what its first view draws (the lookup).
export { RsvpForm } from './rsvp-form';
export { SuccessStep } from './success-step';
