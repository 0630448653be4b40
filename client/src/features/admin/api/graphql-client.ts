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

/**
 * One GraphQL operation over POST, cookies included (as the specification's client sends them; the
 * token itself travels as an argument). Resolves with data and errors together; rejects with
 * SessionExpiredError when the token was refused, and GraphqlRequestError when there is no data.
 */
export async function graphqlRequest<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlResult<T>> {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'include',
    // application/json: every answer, a refused token included, comes back as 200 with a JSON body.
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ operationName, query, variables }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  // Not a GraphQL answer at all (a proxy's error page): an exception, not a refusal by the server.
  if (typeof body !== 'object' || body === null)
    throw new Error(`No GraphQL answer (HTTP ${response.status}).`);
  const fields = body as Record<string, unknown>;
  const errors = isErrorList(fields.errors) ? fields.errors : [];
  const refused = errors.find((error) => error.extensions?.code === 'UNAUTHENTICATED');
  if (refused) throw new SessionExpiredError(refused.message);
  const data = (fields.data ?? null) as T | null;
  if (data === null) {
    throw new GraphqlRequestError(errors[0]?.message ?? `The server answered ${response.status}.`, errors);
  }
  return { data, errors };
}

/** The data of an operation whose fields must all be there (the admin lists and counts). */
export async function graphqlData<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const result = await graphqlRequest<T>(operationName, query, variables);
  if (result.data === null) throw new GraphqlRequestError('No data', result.errors);
  return result.data;
}
