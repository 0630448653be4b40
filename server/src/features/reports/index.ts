// The reports feature's entry: what the application and the other features may use (docs/architecture.md).
export { reportsGraphql } from './reports.graphql';
