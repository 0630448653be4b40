import { albumInputOf, sitePhaseOf } from '@riviera/contract/wire';
import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import { ok } from '../../platform/result';
import { albumTypeDefs } from './album.typedefs';
import { readAlbum, writeAlbum, writeSitePhase } from './site-phase';

/** The site's phase and the album's settings (DESIGN 3.8): admin only. See README.md here. */
/** The phase is saved, but the pages could not be written again (the previous ones stay). */
const PAGES_NOT_RENDERED =
  'The phase is saved, but the guest pages could not be written again: they still show the previous phase. Try the switch again in a minute.';

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
    setAlbum: adminOnly(async (args, { db }) => ({
      album: null,
      ...payload(await writeAlbum(db, albumInputOf(args.input)), (album) => ({ message: null, album })),
    })),
  },
};
