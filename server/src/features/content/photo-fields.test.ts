import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { heroPhotos } from '@riviera/content/photos';
import {
  eventPhotoKey,
  parseSlideshow,
  SLIDESHOW_KEY,
  slideshowValue,
  type SlideshowEntry,
} from '@riviera/contract';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { CONTENT_RULE_MESSAGES } from './content-rules';
import { publishedSiteContent } from './content.service';
import { field, publish, restore, saveDraft } from './test/content-test-kit';

/**
 * The site's photos as content (ADR 084): the slideshow's list and each event's picture drafted,
 * published and restored with the words; a draft never reaches a guest. Over the real HTTP and
 * GraphQL, on a real PostgreSQL and a real photos folder.
 */
const photosDir = mkdtempSync(path.join(tmpdir(), 'photo-fields-'));
afterAll(() => rmSync(photosDir, { recursive: true, force: true }));
const server = await startGraphqlServer({ SITE_PHOTOS_DIR: photosDir });
const token = await server.login();

async function uploadPhoto(background: string): Promise<{ id: string; colour: string }> {
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(picture)]), 'ours.jpg');
  const response = await fetch(`${server.url}/api/site-photos`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; colour: string };
}

const built = heroPhotos.photos.map(({ name, colour }) => ({ photo: name, colour, en: '', fr: '' })) as [
  SlideshowEntry,
  SlideshowEntry,
  ...SlideshowEntry[],
];
const [first, second] = built;
const guestsSee = async (key: string) => (await publishedSiteContent(server.db)).values[key]?.en;
const ours = await uploadPhoto('#c0392b');

describe('the slideshow and the events’ pictures as content', () => {
  it('starts as the built set, in its order, and the events with their own pictures', async () => {
    const slideshow = await field(server, token, SLIDESHOW_KEY);
    expect(slideshow).toMatchObject({ page: 'photos', format: 'PHOTOS', translated: false, version: 0 });
    expect(parseSlideshow(slideshow.en)?.map((slide) => slide.photo)).toEqual(
      heroPhotos.photos.map((p) => p.name),
    );
    expect(await field(server, token, eventPhotoKey('reception'))).toMatchObject({ format: 'PHOTO', en: '' });
  });

  it('drafts an uploaded photo first with captions and on an event; guests see it only once published', async () => {
    const list = [
      { photo: ours.id, colour: ours.colour, en: 'On the terrace', fr: 'Sur la terrasse' },
      ...built.slice(1, 5),
    ];
    const saved = await saveDraft(server, token, [
      { key: SLIDESHOW_KEY, en: slideshowValue(list) },
      { key: eventPhotoKey('reception'), en: ours.id },
    ]);
    expect(saved).toMatchObject({ success: true, errors: [] });
    expect(await guestsSee(SLIDESHOW_KEY)).toBeUndefined();
    expect(await guestsSee(eventPhotoKey('reception'))).toBeUndefined();

    expect((await publish(server, token)).success).toBe(true);
    expect(parseSlideshow((await guestsSee(SLIDESHOW_KEY)) ?? '')).toEqual(list);
    expect(await guestsSee(eventPhotoKey('reception'))).toBe(ours.id);
  });

  it('restores an older version’s photo list as the draft', async () => {
    const reordered = [...built.slice(1, 5), { photo: ours.id, colour: ours.colour, en: '', fr: '' }];
    expect(
      (await saveDraft(server, token, [{ key: SLIDESHOW_KEY, en: slideshowValue(reordered) }])).success,
    ).toBe(true);
    expect((await publish(server, token)).success).toBe(true);
    expect(parseSlideshow((await guestsSee(SLIDESHOW_KEY)) ?? '')?.at(-1)?.photo).toBe(ours.id);
    const restored = await restore(server, token, 1);
    expect(restored.success).toBe(true);
    const draft = restored.fields.find((item) => item.key === SLIDESHOW_KEY)?.draftEn ?? '';
    expect(parseSlideshow(draft)?.[0]).toMatchObject({ photo: ours.id, en: 'On the terrace' });
  });

  it('refuses with a sentence, and saves nothing of the batch: a photo not on file, twice the same, markup, too long, too many', async () => {
    const before = await field(server, token, SLIDESHOW_KEY);
    const cases: [string, string][] = [
      [
        slideshowValue([{ ...first, photo: 'fedcba9876543210' }]),
        CONTENT_RULE_MESSAGES.noSuchPhoto('Photo 1 of "Home page slideshow"'),
      ],
      [
        slideshowValue([first, second, first]),
        CONTENT_RULE_MESSAGES.slideshowTwice('Home page slideshow', 1, 3),
      ],
      [
        slideshowValue([{ ...first, en: '<script>alert(1)</script>' }]),
        CONTENT_RULE_MESSAGES.captionMarkup('Home page slideshow', 1, 'English'),
      ],
      [
        slideshowValue([{ ...first, fr: 'x'.repeat(121) }]),
        CONTENT_RULE_MESSAGES.captionTooLong('Home page slideshow', 1, 'French', 121),
      ],
      [
        slideshowValue([
          ...built,
          ...built.slice(0, 8).map((slide, i) => ({ ...slide, photo: `${i}`.repeat(16) })),
        ]),
        CONTENT_RULE_MESSAGES.slideshowTooMany('Home page slideshow', 43),
      ],
      [slideshowValue([]), CONTENT_RULE_MESSAGES.slideshowEmpty('Home page slideshow')],
      ['not a list', CONTENT_RULE_MESSAGES.slideshowUnreadable('Home page slideshow')],
    ];
    for (const [value, sentence] of cases) {
      const outcome = await saveDraft(server, token, [
        { key: 'home.kicker', en: 'Changed too', fr: 'Changé aussi' },
        { key: SLIDESHOW_KEY, en: value },
      ]);
      expect({ success: outcome.success, errors: outcome.errors }).toMatchObject({
        success: false,
        errors: expect.arrayContaining([sentence]),
      });
    }
    const missingEvent = await saveDraft(server, token, [
      { key: eventPhotoKey('lunch'), en: '0000000000000000' },
    ]);
    expect(missingEvent.errors).toEqual([CONTENT_RULE_MESSAGES.noSuchPhoto('"Lunch: picture"')]);
    expect(await field(server, token, SLIDESHOW_KEY)).toMatchObject({
      version: before.version,
      draftEn: before.draftEn,
    });
    expect((await field(server, token, 'home.kicker')).draftEn).toBeNull();
  });
});
