// The album feature's entry: what the application and the other features may use (docs/architecture.md).
export { albumGraphql } from './album.graphql';
export { albumRoutes } from './album.routes';
