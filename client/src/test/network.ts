import { setupServer } from 'msw/node';

/**
 * The network of the client's component tests, mocked at the fetch boundary (MSW): a test says what
 * the server answers with `network.use(http.get(...), graphql.mutation('CreateGuest', ...))`, one
 * handler per operation; a request no handler answers fails the test.
 */
export const network = setupServer();
