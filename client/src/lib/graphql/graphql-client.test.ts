import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerOperation, network } from '../../test/network';
import { GraphqlRequestError, graphqlRequest, SessionExpiredError } from './graphql-client';
import { AdminLoginDocument, GetGuestStatsDocument } from './operations.generated';

describe('the admin GraphQL client', () => {
  it('posts the typed operation by name, with cookies, and returns field errors with the data', async () => {
    let sent: { request: Request; body: unknown } | undefined;
    network.use(
      http.post('/api/graphql', async ({ request }) => {
        sent = { request, body: await request.clone().json() };
        return HttpResponse.json({
          data: { adminLogin: { success: true, message: null, token: 't' } },
          errors: [{ message: 'a field failed', path: ['adminLogin', 'message'] }],
        });
      }),
    );
    const result = await graphqlRequest(AdminLoginDocument, { password: 'secret' });
    expect(result).toEqual({
      data: { adminLogin: { success: true, message: null, token: 't' } },
      errors: [{ message: 'a field failed', path: ['adminLogin', 'message'] }],
    });
    expect(sent?.request.credentials).toBe('include');
    expect(sent?.body).toEqual({
      operationName: 'AdminLogin',
      query: expect.stringContaining('query AdminLogin($password: String!)'),
      variables: { password: 'secret' },
    });
  });

  it('turns a refused token into SessionExpiredError with the server’s sentence', async () => {
    network.use(
      answerOperation(GetGuestStatsDocument, () => ({
        errors: [
          {
            message: 'Your session has expired. Please log in again.',
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      })),
    );
    const failure = await graphqlRequest(GetGuestStatsDocument, { token: 'old' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SessionExpiredError);
    expect((failure as Error).message).toBe('Your session has expired. Please log in again.');
  });

  it('tells a refusal without data from an answer that is not GraphQL at all', async () => {
    network.use(
      http.post('/api/graphql', () =>
        HttpResponse.json(
          { errors: [{ message: 'This query uses 16 aliases; the limit is 15.' }] },
          { status: 400 },
        ),
      ),
    );
    await expect(graphqlRequest(GetGuestStatsDocument, { token: 't' })).rejects.toThrow(GraphqlRequestError);
    network.use(
      http.post('/api/graphql', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const failure = await graphqlRequest(GetGuestStatsDocument, { token: 't' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(GraphqlRequestError);
  });
});
