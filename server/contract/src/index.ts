export * from './events';
export * from './email';
export * from './guest';
export * from './lookup';
export * from './messages';
export * from './guest-messages';
export * from './names';
export * from './rsvp';
export * from './party';
export * from './travel';
export * from './zoned-time';
/** The hosts' GraphQL API, generated from the server's schema (`npm run api:types`). */
export type * as Api from './api.generated';
export * from './ics';
export * from './calendar-format';
export * from './long-date';
export * from './language';
export * from './pages';
