import { useQuery } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { GetCodeGuessingDocument } from '../../../lib/graphql/operations.generated';

/** Wrong invitation codes tried across the site this hour, and whether code lookups are refused. */
export const useCodeGuessing = (token: string) =>
  useQuery(
    adminQuery(adminKeys.codeGuessing, GetCodeGuessingDocument, { token }, (data) => data.codeGuessing),
  );
