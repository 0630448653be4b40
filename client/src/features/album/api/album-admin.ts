import type { Api } from '@riviera/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { asOutcome } from '../../../lib/graphql/mutation-outcome';
import {
  AlbumOverviewDocument,
  AlbumPhotosDocument,
  ModeratePhotosDocument,
  SetAlbumDocument,
  SetSitePhaseDocument,
  type AlbumPhotoFieldsFragment,
} from '../../../lib/graphql/operations.generated';

export type AlbumPhoto = AlbumPhotoFieldsFragment;

/** Every photo of the album, in upload order (the Album tab, ADR 082). */
export const useAlbumPhotos = (token: string) =>
  useQuery(adminQuery(adminKeys.albumPhotos, AlbumPhotosDocument, { token }, (data) => data.albumPhotos));

/** The settings, the disk and the guests' takedown requests. */
export const useAlbumOverview = (token: string) =>
  useQuery(adminQuery(adminKeys.albumOverview, AlbumOverviewDocument, { token }, (data) => data));

function useAlbumMutation<Input>(
  run: (input: Input) => Promise<{ success: boolean; message?: string | null; errors: string[] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      asOutcome(() => run(input), 'The album could not be changed: please try again.'),
    onSuccess: () => {
      for (const queryKey of [adminKeys.albumPhotos, adminKeys.albumOverview])
        void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

export const useModeratePhotos = (token: string) =>
  useAlbumMutation(
    async ({ ids, status }: { ids: string[]; status: Api.PhotoStatus }) =>
      (await graphqlData(ModeratePhotosDocument, { token, ids, status })).moderatePhotos,
  );

export const useSetAlbum = (token: string) =>
  useAlbumMutation(
    async (input: Api.AlbumInput) => (await graphqlData(SetAlbumDocument, { token, input })).setAlbum,
  );

export const useSetSitePhase = (token: string) =>
  useAlbumMutation(
    async (phase: Api.SitePhase) => (await graphqlData(SetSitePhaseDocument, { token, phase })).setSitePhase,
  );

/** A file the server gives the hosts only with their token (a pending copy, the zip), as a blob address. */
export async function hostsFile(token: string, url: string): Promise<string> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${response.status}`);
  return URL.createObjectURL(await response.blob());
}
