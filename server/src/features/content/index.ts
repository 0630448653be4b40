// The content feature's entry: what the application and the other features may use (docs/architecture.md).
export { contentGraphql } from './content.graphql';
export { CONTENT_FIELDS, NAME_SLOT } from './content-registry';
export {
  draftSiteContent,
  publishedContentValues,
  publishedSiteContent,
  publishedValues,
} from './content.service';
export type { PublishedValues } from './content.repository';
export { withPublishedEvents } from './published-events';
