// The phones feature's entry: what the application and the other features may use (docs/architecture.md).
export { sendQueueGraphql } from './send-queue.graphql';
