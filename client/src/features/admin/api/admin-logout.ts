import { graphqlRequest } from './graphql-client';

const ADMIN_LOGOUT = `mutation AdminLogout($token: String!) {
  adminLogout(token: $token) { success message }
}`;

/**
 * AdminLogout: ends the token on the server, so it is refused everywhere from now on (ADR 006).
 * Resolves whatever the answer: the browser forgets the token either way.
 */
export async function adminLogout(token: string): Promise<void> {
  await graphqlRequest('AdminLogout', ADMIN_LOGOUT, { token }).catch(() => undefined);
}
