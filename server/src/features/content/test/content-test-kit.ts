import type { TestServer } from '../../../platform/graphql/test/graphql-test-app';

/** What the content editor's tests send and read, over the real HTTP and GraphQL. */

export const FIELD =
  'key page label format translated maxLength en fr draftEn draftFr frOutdated placeholder version updatedAt';

export interface Field {
  key: string;
  page: string;
  label: string;
  format: string;
  translated: boolean;
  maxLength: number | null;
  en: string;
  fr: string;
  draftEn: string | null;
  draftFr: string | null;
  frOutdated: boolean;
  placeholder: boolean;
  version: number;
  updatedAt: string | null;
}

export interface ContentResult {
  success: boolean;
  message: string | null;
  errors: string[];
  fields: Field[];
}

export interface Edit {
  key: string;
  en?: string;
  fr?: string;
  baseVersion?: number;
}

export async function fields(server: TestServer, token: string, page?: string): Promise<Field[]> {
  const response = await server.gql<{ contentFields: Field[] }>(
    `query ($token: String!, $page: String) { contentFields(token: $token, page: $page) { ${FIELD} } }`,
    { token, page },
  );
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.contentFields;
}

export async function field(server: TestServer, token: string, key: string): Promise<Field> {
  const found = (await fields(server, token)).find((item) => item.key === key);
  if (!found) throw new Error(`No content field ${key}`);
  return found;
}

async function mutate(
  server: TestServer,
  name: string,
  signature: string,
  call: string,
  variables: Record<string, unknown>,
): Promise<ContentResult> {
  const response = await server.gql<Record<string, ContentResult>>(
    `mutation ($token: String!${signature}) { ${name}(token: $token${call}) { success message errors fields { ${FIELD} } } }`,
    variables,
  );
  const result = response.body.data?.[name];
  if (!result) throw new Error(JSON.stringify(response.body.errors));
  return result;
}

export const saveDraft = (server: TestServer, token: string, edits: Edit[]) =>
  mutate(server, 'saveContentDraft', ', $edits: [ContentEdit!]!', ', edits: $edits', { token, edits });
export const discardDraft = (server: TestServer, token: string) =>
  mutate(server, 'discardContentDraft', '', '', { token });
export const publish = (server: TestServer, token: string) =>
  mutate(server, 'publishContent', '', '', { token });
export const restore = (server: TestServer, token: string, version: number) =>
  mutate(server, 'restoreContent', ', $version: Int!', ', version: $version', { token, version });

export async function history(server: TestServer, token: string) {
  const response = await server.gql<{
    contentHistory: { version: number; publishedAt: string; keys: string[] }[];
  }>(`query ($token: String!) { contentHistory(token: $token) { version publishedAt keys } }`, { token });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.contentHistory;
}
