import { albumInputOf, photoStatusOf, sitePhaseOf } from '@riviera/contract/wire';

import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import { ok } from '../../platform/result';
import { albumTypeDefs } from './album.typedefs';
import {
  albumPhotos,
  albumSpace,
  albumTakedowns,
  moderatePhotos,
  type PhotoStatus,
} from './album-photos.service';
import { readAlbum, writeAlbum, writeSitePhase } from './site-phase';

/** The phase is saved, but the pages could not be written again (the previous ones stay). */
const PAGES_NOT_RENDERED =
  'The phase is saved, but the guest pages could not be written again: they still show the previous phase. Try the switch again in a minute.';

/** The site's phase, the album's settings and its photos (DESIGN 3.8, ADR 082): admin only. See README.md here. */
export const albumGraphql: GraphqlFeature = {
  typeDefs: albumTypeDefs,
  resolvers: {
    album: adminOnly(async (_args, { db }) => readAlbum(db)),
    setSitePhase: adminOnly(async (args, { db, sitePages }) => {
      await writeSitePhase(db, sitePhaseOf(args.phase));
      // The home pages thank the guests in AFTER: every page is written again (ADR 079).
      const rendered = await sitePages.rerender();
      return payload(ok(await readAlbum(db)), (album) => ({
        message: rendered ? null : PAGES_NOT_RENDERED,
        album,
      }));
    }),
    albumPhotos: adminOnly(async (args: { token: string; status?: PhotoStatus | null }, { db }) =>
      albumPhotos(db, photoStatusOf(args.status)),
    ),
    albumSpace: adminOnly(async (_args, { db, albumDir }) => albumSpace(db, albumDir)),
    albumTakedowns: adminOnly(async (_args, { db }) => albumTakedowns(db)),
    moderatePhotos: adminOnly(
      async (args: { token: string; ids: string[]; status: PhotoStatus }, { db }) => ({
        album: null,
        ...payload(await moderatePhotos(db, args.ids, photoStatusOf(args.status) ?? 'PENDING'), (album) => ({
          message: null,
          album,
        })),
      }),
    ),
    setAlbum: adminOnly(async (args, { db }) => ({
      album: null,
      ...payload(await writeAlbum(db, albumInputOf(args.input)), (album) => ({ message: null, album })),
    })),
  },
};
