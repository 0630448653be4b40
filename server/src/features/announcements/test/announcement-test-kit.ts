import type { TestServer } from '../../../platform/graphql/test/graphql-test-app';

/** What the announcement tests send and read, over the real HTTP and GraphQL. */

export const ANNOUNCEMENT = 'id en fr audience event createdAt';

export interface Announcement {
  id: string;
  en: string;
  fr: string;
  audience: 'EVERYONE' | 'EVENT';
  event: string | null;
  createdAt: string;
}

export interface AnnouncementResult {
  success: boolean;
  message: string | null;
  errors: string[];
  announcement: Announcement | null;
}

export async function postNotice(
  server: TestServer,
  token: string,
  input: Record<string, unknown>,
): Promise<AnnouncementResult> {
  const response = await server.gql<{ createAnnouncement: AnnouncementResult }>(
    `mutation ($token: String!, $input: AnnouncementInput!) { createAnnouncement(token: $token, input: $input) { success message errors announcement { ${ANNOUNCEMENT} } } }`,
    { token, input },
  );
  const result = response.body.data?.createAnnouncement;
  if (!result) throw new Error(`createAnnouncement failed: ${JSON.stringify(response.body)}`);
  return result;
}

export async function deleteNotice(
  server: TestServer,
  token: string,
  id: string,
): Promise<AnnouncementResult> {
  const response = await server.gql<{ deleteAnnouncement: AnnouncementResult }>(
    `mutation ($token: String!, $id: ID!) { deleteAnnouncement(token: $token, id: $id) { success message errors announcement { ${ANNOUNCEMENT} } } }`,
    { token, id },
  );
  const result = response.body.data?.deleteAnnouncement;
  if (!result) throw new Error(`deleteAnnouncement failed: ${JSON.stringify(response.body)}`);
  return result;
}

export async function listNotices(server: TestServer, token: string): Promise<Announcement[]> {
  const response = await server.gql<{ announcements: Announcement[] }>(
    `query ($token: String!) { announcements(token: $token) { ${ANNOUNCEMENT} } }`,
    { token },
  );
  const result = response.body.data?.announcements;
  if (!result) throw new Error(`announcements failed: ${JSON.stringify(response.body)}`);
  return result;
}
