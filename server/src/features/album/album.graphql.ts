import { albumInputOf, sitePhaseOf } from '@riviera/contract/wire';
import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import { ok } from '../../platform/result';
import { albumTypeDefs } from './album.typedefs';
import { readAlbum, writeAlbum, writeSitePhase } from './site-phase';

/** The site's phase and the album's settings (DESIGN 3.8): admin only. See README.md here. */
export const albumGraphql: GraphqlFeature = {
  typeDefs: albumTypeDefs,
  resolvers: {
    album: adminOnly(async (_args, { db }) => readAlbum(db)),
    setSitePhase: adminOnly(async (args, { db }) => {
      await writeSitePhase(db, sitePhaseOf(args.phase));
      return payload(ok(await readAlbum(db)), (album) => ({ message: null, album }));
    }),
    setAlbum: adminOnly(async (args, { db }) => ({
      album: null,
      ...payload(await writeAlbum(db, albumInputOf(args.input)), (album) => ({ message: null, album })),
    })),
  },
};
