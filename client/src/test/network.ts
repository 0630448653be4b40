import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { GuestLookupResult, RsvpPayload, RsvpSaved } from '@riviera/contract';
import type { TypedDocumentString } from '../lib/graphql/operations.generated';

/**
 * The network of the client's component tests, mocked at the fetch boundary (MSW): a test says what
 * the server answers with `network.use(answerOperation(CreateGuestDocument, ...), http.get(...))`,
 * one handler per operation; a request no handler answers fails the test (but the site's phase).
 */
export const network = setupServer(
  // The site's phase (ADR 083): before the wedding unless a test says otherwise.
  http.get('/api/site-phase', () => HttpResponse.json({ phase: 'BEFORE' })),
);

/** What the API answers an operation: its data, or errors (with or without data). */
type OperationAnswer<R> =
  { data: R } | { data?: R | null; errors: Array<{ message: string; extensions?: Record<string, unknown> }> };

/**
 * The handler of one of the client's generated operations, named by its document, its variables
 * and its answer typed by the operation (operations.generated.ts): a mock cannot drift from what the
 * client asks and reads.
 */
export function answerOperation<R extends Record<string, unknown>, V extends Record<string, unknown>>(
  document: TypedDocumentString<R, V>,
  answer: (variables: V) => OperationAnswer<R>,
) {
  const [, kind, name] = /\b(query|mutation)\s+(\w+)/.exec(document.toString()) ?? [];
  if (!name) throw new Error('answerOperation takes a query or a mutation document.');
  const operation = kind === 'mutation' ? graphql.mutation<R, V> : graphql.query<R, V>;
  return operation(name, ({ variables }) => HttpResponse.json(answer(variables)));
}

/** What `/rsvp` answers a refused request (server/src/platform/http/errors.ts): the sentence, its code, each broken rule. */
export interface RestRefusal {
  error: string;
  code?: string;
  errors?: string[];
}

/** `GET /rsvp`'s handler, its answer typed by the contract's lookup result. */
export const lookupHandler = http.get<never, never, GuestLookupResult | RestRefusal>;

/** `POST /rsvp`'s handler, the answer it reads and the one it gives typed by the contract. */
export const submissionHandler = http.post<never, RsvpPayload, RsvpSaved | RestRefusal>;
