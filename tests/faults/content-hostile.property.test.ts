import fc from 'fast-check';
import { expect, it } from 'vitest';
import { CONTENT_FIELDS } from '../../server/src/features/content';
import { startGraphqlServer } from '../../server/src/platform/graphql/test/graphql-test-app';
import { propertyParameters } from './support/hostile-app';
import { hostileString, INJECTIONS } from './support/hostile-values';

/**
 * The content editor's mutations (DESIGN 3.7, ADR 076) under hostile text, on the real app and
 * PostgreSQL: never a 5xx; a refused batch stores nothing and every sentence names a field; a saved
 * draft is exactly the text sent, trimmed (text is text: a `<script>` in a plain field is stored as
 * those characters, never run), and a rich field never keeps a tag beyond the small markup.
 */
const server = await startGraphqlServer();
const token = await server.login();
const SAVE = `mutation ($token: String!, $edits: [ContentEdit!]!) {
  saveContentDraft(token: $token, edits: $edits) { success message errors fields { key format draftEn draftFr } }
}`;
const ALLOWED = /^<\/?(?:p|strong|em|b|i|ul|ol|li|br)\s*\/?>$|^<a href="(?:https?:|mailto:)[^"]*">$/i;

const edit = fc.record({
  key: fc.constantFrom(...CONTENT_FIELDS.map((field) => field.key)),
  en: fc.oneof(hostileString, fc.constantFrom(...INJECTIONS)),
  fr: fc.oneof(hostileString, fc.constantFrom(...INJECTIONS)),
});

interface Saved {
  success: boolean;
  errors: string[];
  fields: { key: string; format: string; draftEn: string | null; draftFr: string | null }[];
}

it('answers 150 hostile batches of edits without a 5xx, a stray write or a kept tag', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), async (edits) => {
      const before = await server.db.selectFrom('content_fields').selectAll().orderBy('key').execute();
      const answer = await server.gql<{ saveContentDraft: Saved }>(SAVE, { token, edits });
      expect(answer.status).toBeLessThan(500);
      const result = answer.body.data?.saveContentDraft;
      const after = await server.db.selectFrom('content_fields').selectAll().orderBy('key').execute();
      if (!result?.success) {
        expect(after).toEqual(before);
        for (const error of result?.errors ?? []) expect(error).toMatch(/"[^"]+"/);
        return;
      }
      for (const field of result.fields) {
        const last = edits.filter((item) => item.key === field.key).at(-1);
        expect(field.draftEn).toBe(last?.en.trim());
        if (field.format === 'RICH')
          for (const tag of `${field.draftEn}${field.draftFr}`.match(/<[^<>]*>/g) ?? [])
            expect(tag).toMatch(ALLOWED);
      }
      await server.db.deleteFrom('content_fields').execute();
    }),
    propertyParameters(150),
  );
});
