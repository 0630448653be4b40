import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePhotoMessages } from '@riviera/content/en/admin/site-photos';
import { heroPhotos } from '@riviera/content/photos';
import { parseSlideshow, SLIDESHOW_KEY, slideshowValue, type SlideshowEntry } from '@riviera/contract';
import { CONTENT_RULE_MESSAGES } from '../../server/src/features/content/content-rules';
import { UNAUTHENTICATED_MESSAGES } from '../../server/src/platform/graphql/admin-guard';
import { startGraphqlServer } from '../../server/src/platform/graphql/test/graphql-test-app';
import { allowanceFor, expectSafe, propertyParameters, send } from './support/hostile-app';
import { hostileString, INJECTIONS } from './support/hostile-values';

/**
 * The hosts' photos for the pages (ADR 084) under hostile input, on the real app, PostgreSQL and
 * folder. The upload: not a picture, too large, cut off inside the file, a wrong token, each a
 * sentence with nothing written. The slideshow's draft: markup in a caption, a photo that is not
 * on file, the same photo twice, each a sentence naming the list with nothing saved; and generated
 * lists never a 5xx, a refused one storing nothing, a saved one only known photos, once each.
 */
const photosDir = mkdtempSync(path.join(tmpdir(), 'site-photos-hostile-'));
afterAll(() => rmSync(photosDir, { recursive: true, force: true }));
const server = await startGraphqlServer({ SITE_PHOTOS_DIR: photosDir, SITE_PHOTO_LIMIT_MB: '1' });
const token = await server.login();
const LABEL = 'Home page slideshow';

async function upload(file: Buffer, authorization = `Bearer ${token}`) {
  const body = new FormData();
  body.set('photo', new Blob([new Uint8Array(file)]), 'photo.jpg');
  return send(`${server.url}/api/site-photos`, { method: 'POST', body, headers: { authorization } });
}

const written = async () => ({
  rows: (await server.db.selectFrom('site_photos').select('id').execute()).length,
  folders: readdirSync(photosDir).filter((name) => name !== '.incoming').length,
  incoming: readdirSync(path.join(photosDir, '.incoming')),
});

const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e86c1' } })
  .jpeg()
  .toBuffer();
const noise = await sharp({
  create: {
    width: 1400,
    height: 1400,
    channels: 3,
    background: '#000',
    noise: { type: 'gaussian', mean: 128, sigma: 60 },
  },
})
  .png({ compressionLevel: 0 })
  .toBuffer();

describe('POST /api/site-photos, refused', () => {
  const cases: [string, () => Promise<{ status: number; text: string }>, number, string][] = [
    [
      'markup, not a picture',
      () => upload(Buffer.from('<svg onload="alert(1)"></svg>')),
      400,
      sitePhotoMessages.notPicture,
    ],
    [
      'a PDF named .jpg',
      () => upload(Buffer.from('%PDF-1.7 not a photo')),
      400,
      sitePhotoMessages.notPicture,
    ],
    ['an empty file', () => upload(Buffer.alloc(0)), 400, sitePhotoMessages.notPicture],
    [
      'a JPEG cut off after its first kilobyte',
      () => upload(jpeg.subarray(0, 1024)),
      400,
      sitePhotoMessages.unreadable,
    ],
    [
      'a photo over the limit',
      () => upload(noise),
      413,
      sitePhotoMessages.tooLarge.replace('{limit}', '1 MB'),
    ],
    [
      'a wrong token',
      () => upload(jpeg, 'Bearer eyJhbGciOiJub25lIn0.e30.'),
      401,
      UNAUTHENTICATED_MESSAGES.invalid,
    ],
    ['no token', () => upload(jpeg, ''), 401, UNAUTHENTICATED_MESSAGES.missing],
  ];
  for (const [what, sendIt, status, sentence] of cases) {
    it(`${what}: ${status} and a sentence, nothing written`, async () => {
      const before = await written();
      const answer = await sendIt();
      expectSafe(answer, what);
      expect({ status: answer.status, error: (JSON.parse(answer.text) as { error: string }).error }).toEqual({
        status,
        error: sentence,
      });
      expect(await written()).toEqual({ ...before, incoming: [] });
    });
  }
});

const SAVE = `mutation ($token: String!, $edits: [ContentEdit!]!) {
  saveContentDraft(token: $token, edits: $edits) { success errors fields { key draftEn } }
}`;
interface Saved {
  success: boolean;
  errors: string[];
  fields: { key: string; draftEn: string | null }[];
}
const saveSlideshow = (value: string) =>
  server.gql<{ saveContentDraft: Saved }>(SAVE, { token, edits: [{ key: SLIDESHOW_KEY, en: value }] });
const stored = () => server.db.selectFrom('content_fields').selectAll().orderBy('key').execute();

const built: SlideshowEntry[] = heroPhotos.photos.map(({ name, colour }) => ({
  photo: name,
  colour,
  en: '',
  fr: '',
}));
const uploaded = JSON.parse((await upload(jpeg)).text) as { id: string; colour: string };
const ours: SlideshowEntry = { photo: uploaded.id, colour: uploaded.colour, en: '', fr: '' };

describe('the slideshow draft, refused', () => {
  const cases: [string, SlideshowEntry[], string][] = [
    [
      'markup in a caption',
      [{ ...ours, fr: '<img src=x onerror=alert(1)>' }],
      CONTENT_RULE_MESSAGES.captionMarkup(LABEL, 1, 'French'),
    ],
    [
      'a photo id not on file',
      [ours, { ...ours, photo: 'abcdefabcdef0123' }],
      CONTENT_RULE_MESSAGES.noSuchPhoto(`Photo 2 of "${LABEL}"`),
    ],
    [
      'a name that is no photo',
      [{ ...ours, photo: '../../etc/passwd' }],
      CONTENT_RULE_MESSAGES.noSuchPhoto(`Photo 1 of "${LABEL}"`),
    ],
    [
      'twice the same photo',
      [ours, ...built.slice(0, 2), ours],
      CONTENT_RULE_MESSAGES.slideshowTwice(LABEL, 1, 4),
    ],
  ];
  for (const [what, slides, sentence] of cases) {
    it(`${what}: a sentence naming the list, nothing saved`, async () => {
      const before = await stored();
      const answer = await saveSlideshow(slideshowValue(slides));
      expect(answer.body.data?.saveContentDraft).toMatchObject({ success: false, errors: [sentence] });
      expect(await stored()).toEqual(before);
    });
  }
});

const RUNS = 80;
const known = [...built.slice(0, 6).map((slide) => slide.photo), uploaded.id];
const caption = fc.oneof(fc.constant(''), hostileString, fc.constantFrom(...INJECTIONS));
const entry = fc.record({
  photo: fc.oneof(fc.constantFrom(...known), fc.stringMatching(/^[0-9a-f]{16}$/), hostileString),
  colour: fc.oneof(fc.constant('#123456'), hostileString),
  en: caption,
  fr: caption,
});
const value = fc.oneof(
  fc.array(entry, { maxLength: 6 }).map((slides) => slideshowValue(slides)),
  hostileString,
  fc.constantFrom('[]', '{}', 'null', '[{"photo":1}]', '[[]]'),
);

it(
  `answers ${RUNS} generated slideshow drafts without a 5xx; saved ones hold known photos, once each`,
  async () => {
    await fc.assert(
      fc.asyncProperty(value, async (sent) => {
        const before = await stored();
        const answer = await saveSlideshow(sent);
        expectSafe({ status: answer.status, text: JSON.stringify(answer.body) }, 'a slideshow draft');
        const result = answer.body.data?.saveContentDraft;
        if (!result?.success) {
          expect(await stored()).toEqual(before);
          for (const error of result?.errors ?? []) expect(error).toContain(`"${LABEL}`);
          return;
        }
        const slides = parseSlideshow(result.fields[0]?.draftEn ?? '') ?? [];
        expect(slides.length).toBeGreaterThan(0);
        for (const slide of slides) expect(known).toContain(slide.photo);
        expect(new Set(slides.map((slide) => slide.photo)).size).toBe(slides.length);
        for (const slide of slides) expect(`${slide.en}${slide.fr}`).not.toMatch(/<[A-Za-z/!?]/);
        await server.db.deleteFrom('content_fields').execute();
      }),
      propertyParameters(RUNS),
    );
  },
  allowanceFor(RUNS),
);
