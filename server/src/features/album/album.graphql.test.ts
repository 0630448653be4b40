import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { ALBUM_SETTING_MESSAGES } from './site-phase';

/**
 * The site's phase and the album's settings (DESIGN 3.8) over the real HTTP and GraphQL, on a real
 * PostgreSQL: hosts only, saved as given, a bad closing date refused with nothing written.
 */
const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const token = await server.login();

const ALBUM = 'phase weekendEnds open uploadsUntil guestsMayDownload';

const readAlbum = async (asToken: string) =>
  server.gql<{ album: Record<string, unknown> }>(
    `query ($token: String!) { album(token: $token) { ${ALBUM} } }`,
    {
      token: asToken,
    },
  );

const setAlbum = async (input: Record<string, unknown>) => {
  const response = await server.gql<{
    setAlbum: { success: boolean; message: string | null; errors: string[] };
  }>(
    `mutation ($token: String!, $input: AlbumInput!) { setAlbum(token: $token, input: $input) { success message errors album { ${ALBUM} } } }`,
    { token, input },
  );
  return response.body.data?.setAlbum;
};

describe('the album settings', () => {
  it('are refused without the hosts’ token', async () => {
    const response = await readAlbum('not-a-token');
    expect(response.body.data).toBeFalsy();
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('switch the phase and save the album as the hosts give it', async () => {
    expect((await readAlbum(token)).body.data?.album).toEqual({
      phase: 'BEFORE',
      weekendEnds: '2026-05-16',
      open: false,
      uploadsUntil: null,
      guestsMayDownload: false,
    });
    const switched = await server.gql<{ setSitePhase: { success: boolean; album: { phase: string } } }>(
      `mutation ($token: String!) { setSitePhase(token: $token, phase: AFTER) { success album { phase } } }`,
      { token },
    );
    expect(switched.body.data?.setSitePhase).toEqual({ success: true, album: { phase: 'AFTER' } });

    const saved = await setAlbum({
      open: true,
      uploadsUntil: '2026-06-30T23:59:00+02:00',
      guestsMayDownload: true,
    });
    expect(saved?.success).toBe(true);
    expect((await readAlbum(token)).body.data?.album).toEqual({
      phase: 'AFTER',
      weekendEnds: '2026-05-16',
      open: true,
      uploadsUntil: '2026-06-30T23:59:00+02:00',
      guestsMayDownload: true,
    });
  });

  it('refuse a closing date without its time zone, with a sentence, and keep what was saved', async () => {
    const refused = await setAlbum({ open: false, uploadsUntil: 'next Sunday' });
    expect(refused).toMatchObject({ success: false, message: ALBUM_SETTING_MESSAGES.uploadsUntil });
    expect((await readAlbum(token)).body.data?.album).toMatchObject({
      open: true,
      uploadsUntil: '2026-06-30T23:59:00+02:00',
    });
  });
});
