import { contentEditsOf } from '@riviera/contract/wire';
import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import type { Result } from '../../platform/result';
import {
  contentFields,
  contentHistory,
  discardContentDraft,
  publishContent,
  restoreContent,
  saveContentDraft,
  type ContentChange,
} from './content.service';
import { contentTypeDefs } from './content.typedefs';

const changeResult = (result: Result<ContentChange>) => ({
  fields: [],
  ...payload(result, ({ message, fields }) => ({ message, fields })),
});

/** The content editor (DESIGN 3.7, ADR 076): admin only. See README.md here. */
export const contentGraphql: GraphqlFeature = {
  typeDefs: contentTypeDefs,
  resolvers: {
    contentFields: adminOnly(async (args, { db }) => contentFields(db, args.page)),
    contentHistory: adminOnly(async (_args, { db }) => contentHistory(db)),
    saveContentDraft: adminOnly(async (args, { db }) =>
      changeResult(await saveContentDraft(db, contentEditsOf(args.edits))),
    ),
    discardContentDraft: adminOnly(async (_args, { db }) => changeResult(await discardContentDraft(db))),
    publishContent: adminOnly(async (_args, { db }) => changeResult(await publishContent(db))),
    restoreContent: adminOnly(async (args, { db }) => changeResult(await restoreContent(db, args.version))),
  },
};
