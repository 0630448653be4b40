import type { TypedDocumentString } from './operations.generated';

/** Where the hosts' GraphQL API lives (ADR 006: POST only, JSON). */
export const GRAPHQL_URL = '/api/graphql';

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

/** The server refused the token: the host must log in again. `message` says why. */
export class SessionExpiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionExpiredError';
  }
}

/** The server answered without usable data, with its sentence; or did not answer at all. */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly errors: GraphqlError[] = [],
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

export interface GraphqlResult<T> {
  data: T | null;
  /** Field errors come back together with the data, as the specification's client does. */
  errors: GraphqlError[];
}

function isErrorList(value: unknown): value is GraphqlError[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'message' in item)
  );
}

/** The name of a document's operation ("AdminLogin"), sent beside it as the specification's client does. */
function operationName(query: string): string | undefined {
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
}

/**
 * One GraphQL operation over POST, cookies included (as the specification's client sends them; the
 * token itself travels as an argument). The document is one of the generated, typed operations
 * (operations.generated.ts, from the features' `.graphql` files), so its variables and its data are
 * the schema's. Resolves with data and errors together; rejects with SessionExpiredError when the
 * token was refused, and GraphqlRequestError when there is no data.
 */
export async function graphqlRequest<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  /** The guests' operations answer in the page's language (Accept-Language), not the browser's. */
  options: { language?: string } = {},
): Promise<GraphqlResult<Result>> {
  const query = document.toString();
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'include',
    // application/json: every answer, a refused token included, comes back as 200 with a JSON body.
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(options.language ? { 'Accept-Language': options.language } : {}),
    },
    body: JSON.stringify({ operationName: operationName(query), query, variables }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  // Not a GraphQL answer at all (a proxy's error page): an exception, not a refusal by the server.
  if (typeof body !== 'object' || body === null)
    throw new Error(`No GraphQL answer (HTTP ${response.status}).`);
  const fields = body as Record<string, unknown>;
  const errors = isErrorList(fields.errors) ? fields.errors : [];
  const refused = errors.find((error) => error.extensions?.code === 'UNAUTHENTICATED');
  if (refused) throw new SessionExpiredError(refused.message);
  const data = (fields.data ?? null) as Result | null;
  if (data === null) {
    throw new GraphqlRequestError(errors[0]?.message ?? `The server answered ${response.status}.`, errors);
  }
  return { data, errors };
}

/** The data of an operation whose fields must all be there (the admin lists and counts). */
export async function graphqlData<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const result = await graphqlRequest(document, variables);
  if (result.data === null) throw new GraphqlRequestError('No data', result.errors);
  return result.data;
}
