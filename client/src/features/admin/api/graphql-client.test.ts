import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphqlRequestError, graphqlRequest, SessionExpiredError } from './graphql-client';

function answer(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the admin GraphQL client', () => {
  it('posts the operation with cookies and returns field errors together with the data', async () => {
    answer(JSON.stringify({ data: { a: 1, b: null }, errors: [{ message: 'b failed', path: ['b'] }] }));
    const result = await graphqlRequest<{ a: number; b: null }>('Op', 'query Op { a b }', { x: 1 });
    expect(result).toEqual({ data: { a: 1, b: null }, errors: [{ message: 'b failed', path: ['b'] }] });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'Op',
      query: 'query Op { a b }',
      variables: { x: 1 },
    });
  });

  it('turns a refused token into SessionExpiredError with the server’s sentence', async () => {
    answer(
      JSON.stringify({
        errors: [
          {
            message: 'Your session has expired. Please log in again.',
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      }),
    );
    const failure = await graphqlRequest('Op', '{ a }').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionExpiredError);
    expect((failure as Error).message).toBe('Your session has expired. Please log in again.');
  });

  it('tells a refusal without data from an answer that is not GraphQL at all', async () => {
    answer(JSON.stringify({ errors: [{ message: 'This query uses 16 aliases; the limit is 15.' }] }), 400);
    await expect(graphqlRequest('Op', '{ a }')).rejects.toThrow(GraphqlRequestError);
    answer('<html>Bad gateway</html>', 502);
    const failure = await graphqlRequest('Op', '{ a }').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(GraphqlRequestError);
  });
});
