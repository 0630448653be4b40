export * from './events';
export * from './messages';
export * from './names';
export * from './rsvp';
