import { contentEditsOf } from '@riviera/contract/wire';
import { adminOnly } from '../../platform/graphql/admin-guard';
import { GraphQLError } from '../../platform/graphql/graphql-js';
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
  CONTENT_MESSAGES,
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
    contentPreview: adminOnly(async (args, { sitePages }) => {
      const html = await sitePages.preview(args.path);
      if (html === undefined)
        throw new GraphQLError(CONTENT_MESSAGES.noPreview(args.path.slice(0, 80)), {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return html;
    }),
    saveContentDraft: adminOnly(async (args, { db }) =>
      changeResult(await saveContentDraft(db, contentEditsOf(args.edits))),
    ),
    discardContentDraft: adminOnly(async (_args, { db }) => changeResult(await discardContentDraft(db))),
    publishContent: adminOnly(async (_args, { db, sitePages }) => {
      const result = await publishContent(db);
      // The guests' pages are written again before the hosts hear it is done (ADR 079).
      if (result.ok && !(await sitePages.rerender()))
        return changeResult({
          ...result,
          value: { ...result.value, message: CONTENT_MESSAGES.publishedNotRendered(result.value.version) },
        });
      return changeResult(result);
    }),
    restoreContent: adminOnly(async (args, { db }) => changeResult(await restoreContent(db, args.version))),
  },
};
