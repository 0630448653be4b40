// The travel feature's entry: what the application and the other features may use (docs/architecture.md).
export { inDayOrder, pickupBlocks, pickupEvent, runningPickups } from './mail/pickups';
export type { Pickup } from './mail/pickups';
export { sendStayRemindersIfDue } from './mail/stay-reminder.service';
export { composeTravelMail } from './mail/travel-mail';
export { runOf, travelOf } from './travel-row';
export { travelGraphql } from './travel.graphql';
export { findPartyTravel, guestPartySeats } from './travel.repository';
export { partyPickups } from './travel.service';
