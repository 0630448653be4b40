import type { Exchange } from './api-replay';
import { GUEST_EXCHANGES } from './guest-exchanges';
import { HOST_EXCHANGES } from './host-exchanges';

/**
 * The requests of the recording (api-recording.json): what the guests' pages, the hosts' area and
 * another client send, with the answers the API gave before ADR 038's refactoring. Each REST and
 * GraphQL operation is asked once as it should be and again in the ways it refuses, in this order.
 */
export const EXCHANGES: readonly Exchange[] = [...GUEST_EXCHANGES, ...HOST_EXCHANGES];
