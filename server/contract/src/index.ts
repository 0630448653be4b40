export * from './events';
export * from './guest';
export * from './lookup';
export * from './messages';
export * from './names';
export * from './rsvp';
