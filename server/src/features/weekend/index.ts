// The weekend feature's entry: what the application and the other features may use (docs/architecture.md).
export { calendarFeedRoutes } from './calendar-feed.routes';
export { passCodeCheckRoutes, passPageStatus } from './weekend-page';
export { weekendGraphql } from './weekend.graphql';
