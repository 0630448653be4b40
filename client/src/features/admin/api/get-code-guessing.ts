import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys, retryUnlessLoggedOut } from './keys';

export interface CodeGuessing {
  failed: number;
  ceiling: number;
  refusedUntil: string | null;
}

const GET_CODE_GUESSING = `query GetCodeGuessing($token: String!) {
  codeGuessing(token: $token) { failed ceiling refusedUntil }
}`;

/** Wrong invitation codes tried across the site this hour, and whether code lookups are refused. */
export async function getCodeGuessing(token: string): Promise<CodeGuessing> {
  return (await graphqlData<{ codeGuessing: CodeGuessing }>('GetCodeGuessing', GET_CODE_GUESSING, { token }))
    .codeGuessing;
}

export function useCodeGuessing(token: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.codeGuessing,
      queryFn: () => getCodeGuessing(token),
      retry: retryUnlessLoggedOut,
    }),
  );
}
