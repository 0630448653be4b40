import { open } from 'node:fs/promises';
import type sharp from 'sharp';
import { SNIFF_BYTES } from './file-kind';

/**
 * What the album's display copies (ADR 082) and the site's own photos (ADR 084) share: the
 * encoders of the site's photo ladder (client/scripts/lib/photo-set.mjs: AVIF and WebP, a JPEG for
 * the browsers that read neither), one sharp job at a time, and the first bytes of a received file.
 * sharp writes no metadata unless asked, so nothing encoded here carries a location or a camera.
 */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** photo-set.mjs's settings; the album's copies keep WebP effort 4 (ADR 082). */
export function encodePhoto(image: sharp.Sharp, format: PhotoFormat, webpEffort = 5): sharp.Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' });
    case 'webp':
      return image.webp({ quality: 72, effort: webpEffort });
    case 'jpg':
      return image.jpeg({ quality: 72, mozjpeg: true, progressive: true });
  }
}

/** One photo at a time: sharp on a full-size phone picture takes much of the server's memory. */
let queue: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** The first bytes of a received file, for `sniffKind`. */
export async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** "40 MB": a limit as a person reads it. */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
