// The content feature's entry: what the application and the other features may use (docs/architecture.md).
export { contentGraphql } from './content.graphql';
export { CONTENT_FIELDS, NAME_SLOT } from './content-registry';
export {
  draftSiteContent,
  publishedContentValues,
  publishedSiteContent,
  publishedValues,
} from './content.service';
export { publishedFact, writePublishedFact, type PublishedValues } from './content.repository';
export { eventRevisions, type EventRevision } from './event-revisions';
export { withPublishedEvents } from './published-events';
export { withPublishedWeekend } from './published-weekend';
