import { announcementInputOf } from '@riviera/contract/wire';
import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import type { Result } from '../../platform/result';
import {
  announcements,
  createAnnouncement,
  deleteAnnouncement,
  type AnnouncementChange,
} from './announcement.service';
import { announcementsTypeDefs } from './announcements.typedefs';

const changeResult = (result: Result<AnnouncementChange>) => ({
  announcement: null,
  ...payload(result, ({ message, announcement }) => ({ message, announcement })),
});

/** The hosts' announcements (DESIGN 3.5, ADR 055): admin only. See README.md here. */
export const announcementsGraphql: GraphqlFeature = {
  typeDefs: announcementsTypeDefs,
  resolvers: {
    announcements: adminOnly(async (_args, { db }) => announcements(db)),
    createAnnouncement: adminOnly(async (args, { db, mail }) =>
      changeResult(await createAnnouncement(db, announcementInputOf(args.input), mail)),
    ),
    deleteAnnouncement: adminOnly(async (args, { db }) =>
      changeResult(await deleteAnnouncement(db, args.id)),
    ),
  },
};
