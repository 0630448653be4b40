// The content feature's entry: what the application and the other features may use (docs/architecture.md).
export { contentGraphql } from './content.graphql';
export { CONTENT_FIELDS } from './content-registry';
