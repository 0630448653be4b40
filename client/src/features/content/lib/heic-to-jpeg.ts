import { heicAsJpeg, isHeic, jpegName } from '../../../lib/heic';

/**
 * A phone's HEIC photo turned into a JPEG in the browser, where the browser decodes HEIC (Safari
 * does): the server's sharp has no HEVC decoder, so it refuses HEIC with a sentence (ADR 084).
 * Other files pass through as chosen.
 */
export { isHeic };

export type Prepared = { ok: true; blob: Blob; name: string } | { ok: false };

export async function preparePhoto(file: File): Promise<Prepared> {
  if (!isHeic(file)) return { ok: true, blob: file, name: file.name };
  const blob = await heicAsJpeg(file);
  return blob ? { ok: true, blob, name: jpegName(file.name) } : { ok: false };
}
