import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodePhoto, oneAtATime, PHOTO_FORMATS } from '../../platform/media/photo-encoding';

/**
 * The display copies of an album photo (ADR 082): the widths of the site's photo ladder
 * (client/scripts/lib/photo-set.mjs: 640, 1080, 1600) in its formats (AVIF and WebP, with a JPEG for
 * the browsers that read neither), never wider than the picture. sharp writes no metadata unless
 * asked, so the copies carry no location, camera or date; the picture is first turned upright by
 * its EXIF orientation, which is dropped with the rest.
 */
export const DISPLAY_WIDTHS = [640, 1080, 1600] as const;
export const DISPLAY_FORMATS = PHOTO_FORMATS;

export type Processed =
  { shown: true; width: number; height: number; takenOn: string | null } | { shown: false; note: string };

/** The day an EXIF block says the picture was taken ("2026:05:15 18:30:00"), when it says. */
export function exifDay(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  const match = /(20\d{2}|19\d{2}):(\d{2}):(\d{2}) \d{2}:\d{2}:\d{2}/.exec(exif.toString('latin1'));
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(day)) ? null : day;
}

/**
 * Writes the display copies of `original` into `outDir`; a picture sharp cannot decode (a HEIC
 * without its codec) is kept as sent and said so, never lost.
 */
export function makeDisplayCopies(original: string, outDir: string): Promise<Processed> {
  return oneAtATime(async () => {
    let upright: { data: Buffer; info: sharp.OutputInfo };
    let takenOn: string | null;
    try {
      const metadata = await sharp(original).metadata();
      takenOn = exifDay(metadata.exif);
      // Decoded once, upright, in sRGB; every copy is made from these pixels.
      upright = await sharp(original, { failOn: 'none' }).rotate().toColourspace('srgb').raw().toBuffer({
        resolveWithObject: true,
      });
    } catch (error) {
      return { shown: false, note: `kept, not shown: this server cannot read it (${shortReason(error)})` };
    }
    const { width, height, channels } = upright.info;
    await mkdir(outDir, { recursive: true });
    for (const target of DISPLAY_WIDTHS) {
      for (const format of DISPLAY_FORMATS) {
        const image = sharp(upright.data, { raw: { width, height, channels } }).resize({
          width: target,
          withoutEnlargement: true,
        });
        await encodePhoto(image, format, 4).toFile(path.join(outDir, `${target}.${format}`));
      }
    }
    return { shown: true, width, height, takenOn };
  });
}

function shortReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 120);
}
