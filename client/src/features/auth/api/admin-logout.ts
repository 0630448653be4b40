import { graphqlRequest } from '../../../lib/graphql/graphql-client';
import { AdminLogoutDocument } from '../../../lib/graphql/operations.generated';

/**
 * AdminLogout: ends the token on the server, so it is refused everywhere from now on (ADR 034).
 * Resolves whatever the answer: the browser forgets the token either way.
 */
export async function adminLogout(token: string): Promise<void> {
  await graphqlRequest(AdminLogoutDocument, { token }).catch(() => undefined);
}
