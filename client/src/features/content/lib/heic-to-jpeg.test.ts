import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHeic, preparePhoto } from './heic-to-jpeg';

/** The tab's HEIC step (ADR 084), with the browser's decoder stood in for: a unit of one module. */
afterEach(() => vi.unstubAllGlobals());

describe('a photo before it is sent', () => {
  it('sends a JPEG as chosen, and knows a HEIC by its type or its name', async () => {
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_1.JPG', { type: 'image/jpeg' });
    expect(await preparePhoto(jpeg)).toEqual({ ok: true, blob: jpeg, name: 'IMG_1.JPG' });
    expect(isHeic(new File([], 'IMG_2.HEIC'))).toBe(true);
    expect(isHeic(new File([], 'photo', { type: 'image/heif' }))).toBe(true);
    expect(isHeic(jpeg)).toBe(false);
  });

  it('says so when this browser cannot decode a HEIC, instead of sending it', async () => {
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new DOMException('cannot decode', 'InvalidStateError')),
    );
    expect(await preparePhoto(new File([new Uint8Array([0, 0, 0, 24])], 'IMG_3.heic'))).toEqual({
      ok: false,
    });
  });
});
