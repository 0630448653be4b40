import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { heroPhotos } from '@riviera/content/photos';
import { EVENT_PICTURE, OG_PICTURE, type SitePhotoCut } from '@riviera/contract';
import { encodePhoto, oneAtATime, type PhotoFormat } from '../../platform/media/photo-encoding';

/**
 * A site photo's files (ADR 084): the picture turned upright by its EXIF orientation, then cropped
 * around the host's focal point to the slideshow's landscape (3:2) and portrait (2:3) and the
 * events' card (3:2), each written at the widths and in the formats client/scripts/photos.mjs
 * writes (`server/content/src/photos.ts` holds the ladder), and the link preview's 1200 × 630 JPEG.
 * sharp writes no metadata unless asked: no location, camera or date leaves in any file.
 */

export interface CutSpec {
  width: number;
  height: number;
  widths: readonly number[];
  fallbackWidths: readonly number[];
}

export const CUTS: Record<SitePhotoCut, CutSpec> = {
  landscape: heroPhotos.orientations.landscape,
  portrait: heroPhotos.orientations.portrait,
  event: { ...EVENT_PICTURE, fallbackWidths: EVENT_PICTURE.widths },
};

/** Every file name of a photo's folder: `landscape-640.avif` … `og.jpg`. */
export function photoFiles(): string[] {
  const names: string[] = [];
  for (const [cut, spec] of Object.entries(CUTS)) {
    for (const width of spec.widths) names.push(`${cut}-${width}.avif`, `${cut}-${width}.webp`);
    for (const width of spec.fallbackWidths) names.push(`${cut}-${width}.jpg`);
  }
  return [...names, OG_PICTURE.file];
}

export interface Focus {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest box of the target's shape inside the picture, centred on the focal point as far as
 * the picture's edges allow.
 */
export function cropBox(
  width: number,
  height: number,
  target: { width: number; height: number },
  focus: Focus,
): Box {
  const aspect = target.width / target.height;
  const boxWidth = Math.max(1, Math.min(width, Math.round(height * aspect)));
  const boxHeight = Math.max(1, Math.min(height, Math.round(boxWidth / aspect)));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    left: clamp(focus.x * width - boxWidth / 2, width - boxWidth),
    top: clamp(focus.y * height - boxHeight / 2, height - boxHeight),
    width: boxWidth,
    height: boxHeight,
  };
}

export type PhotoSet =
  { ok: true; width: number; height: number; colour: string } | { ok: false; reason: string };

type Raw = { data: Buffer; info: sharp.OutputInfo };

async function cut(upright: Raw, target: { width: number; height: number }, focus: Focus): Promise<Raw> {
  const { width, height, channels } = upright.info;
  const box = cropBox(width, height, target, focus);
  return sharp(upright.data, { raw: { width, height, channels } })
    .extract(box)
    .resize({ width: target.width, height: target.height, fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

const variant = (raw: Raw, width: number) =>
  sharp(raw.data, {
    raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels },
  }).resize({
    width,
  });

/** Writes every file of the photo into `outDir`; a picture sharp cannot decode is said so. */
export function writePhotoSet(original: string, outDir: string, focus: Focus): Promise<PhotoSet> {
  return oneAtATime(async () => {
    let upright: Raw;
    try {
      upright = await sharp(original, { failOn: 'error' })
        .rotate()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      return {
        ok: false,
        reason: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
      };
    }
    await mkdir(outDir, { recursive: true });
    let colour = '#1f3a5f';
    for (const [name, spec] of Object.entries(CUTS) as [SitePhotoCut, CutSpec][]) {
      const cropped = await cut(upright, spec, focus);
      if (name === 'landscape') colour = await dominantColour(cropped);
      const jobs: [number, PhotoFormat][] = [
        ...spec.widths.flatMap((width) => [
          [width, 'avif'] as [number, PhotoFormat],
          [width, 'webp'] as [number, PhotoFormat],
        ]),
        ...spec.fallbackWidths.map((width) => [width, 'jpg'] as [number, PhotoFormat]),
      ];
      for (const [width, format] of jobs)
        await encodePhoto(variant(cropped, width), format).toFile(
          path.join(outDir, `${name}-${width}.${format}`),
        );
    }
    const og = await cut(upright, OG_PICTURE, focus);
    await encodePhoto(variant(og, OG_PICTURE.width), 'jpg').toFile(path.join(outDir, OG_PICTURE.file));
    return { ok: true, width: upright.info.width, height: upright.info.height, colour };
  });
}

async function dominantColour(raw: Raw): Promise<string> {
  const { dominant } = await sharp(raw.data, {
    raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels },
  }).stats();
  const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}
