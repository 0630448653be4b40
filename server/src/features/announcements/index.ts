// The announcements feature's entry: what the application and the other features may use (docs/architecture.md).
export { announcementPagesRoutes } from './announcement-pages.routes';
export { withAnnouncement } from './announcement-pages.service';
export { announcementsGraphql } from './announcements.graphql';
