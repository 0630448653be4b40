// The mail feature's entry: what the application and the other features may use (docs/architecture.md).
export { mailViewRoutes } from './mail-view.routes';
export { mailGraphql } from './mail.graphql';
