import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { startGraphqlServer } from '../../server/src/platform/graphql/test/graphql-test-app';
import { allowanceFor, expectSafe, propertyParameters, send } from './support/hostile-app';
import { hostileString, INJECTIONS } from './support/hostile-values';

/**
 * The album's upload (DESIGN 3.8, ADR 082) under hostile forms, on the real app, PostgreSQL and
 * folder: never a 5xx or the server's insides; a refused upload leaves no row and no file; a kept
 * one is a picture, its name stored exactly as typed (markup is text).
 */
const albumDir = mkdtempSync(path.join(tmpdir(), 'album-hostile-'));
afterAll(() => rmSync(albumDir, { recursive: true, force: true }));
const server = await startGraphqlServer({ ALBUM_DIR: albumDir, ALBUM_FREE_SPACE_MB: '0' });
const token = await server.login();
await server.gql(`mutation ($token: String!) { setSitePhase(token: $token, phase: AFTER) { success } }`, {
  token,
});
await server.gql(
  `mutation ($token: String!) { setAlbum(token: $token, input: { open: true }) { success } }`,
  {
    token,
  },
);

// A tiny real PNG (1x1), and the first bytes of other kinds with garbage after them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const file = fc.oneof(
  fc.constant(PNG),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc
    .constantFrom('\xff\xd8\xff', 'GIF89a', 'RIFF\0\0\0\0WEBP', '\0\0\0\x18ftypheic', '%PDF-1.7', '<svg>')
    .chain((head) =>
      fc.uint8Array({ maxLength: 512 }).map((tail) => Buffer.concat([Buffer.from(head, 'latin1'), tail])),
    ),
);
const text = fc.oneof(hostileString, fc.constantFrom(...INJECTIONS));
const form = fc.record({
  file,
  fileName: text,
  field: fc.constantFrom('photo', 'photo', 'picture', ''),
  name: fc.option(text, { nil: undefined }),
  code: fc.option(fc.oneof(text, fc.constant('ABCD-EFGH')), { nil: undefined }),
});

const RUNS = 60;

it(
  `answers ${RUNS} hostile uploads without a 5xx, and keeps only pictures, names as typed`,
  async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(form, async (sent) => {
        n += 1;
        const before = await server.db.selectFrom('album_photos').select('id').execute();
        const body = new FormData();
        if (sent.name !== undefined) body.set('name', sent.name);
        if (sent.code !== undefined) body.set('code', sent.code);
        body.set(sent.field, new Blob([new Uint8Array(sent.file)]), sent.fileName);
        const answer = await send(`${server.url}/album/photos`, {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': `203.0.113.${n % 250}` },
        });
        expectSafe(answer, `an upload of ${sent.file.length} bytes`);
        const after = await server.db.selectFrom('album_photos').selectAll().execute();
        expect(readdirSync(path.join(albumDir, 'incoming'))).toEqual([]);
        if (answer.status !== 201) {
          expect(after).toHaveLength(before.length);
          expect(JSON.parse(answer.text)).toMatchObject({ error: expect.stringMatching(/\.$|!$/) });
          return;
        }
        const { id } = JSON.parse(answer.text) as { id: string };
        const row = after.find((one) => one.id === id);
        expect(row?.mime).toMatch(/^image\//);
        expect(row?.uploaded_by).toBe(sent.name?.trim() ? sent.name.trim() : null);
      }),
      propertyParameters(RUNS),
    );
    // Some were pictures and kept: every kept row has its original, and no original is without one.
    const kept = (await server.db.selectFrom('album_photos').select('id').execute()).length;
    expect(kept).toBeGreaterThan(0);
    expect(readdirSync(path.join(albumDir, 'originals'))).toHaveLength(kept);
  },
  allowanceFor(RUNS),
);
