import { versionedPhoto } from '@riviera/contract';

/**
 * Names of the responsive variants written by client/scripts/photos.mjs: `<base>-<width>.<ext>`
 * under public/, AVIF and WebP at every width of the ladder, and a JPEG fallback.
 */
export type ImageFormat = 'avif' | 'webp' | 'jpg';

export const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * A variant's address. Under the build's photos version (ADR 057), `/imgs/v-<version>/events/…`:
 * both servers cache it for a year, and a new set of photos is a new address.
 */
export function variantUrl(base: string, width: number, format: ImageFormat): string {
  const file = versionedPhoto(base.replace(/^\//, ''), import.meta.env.PHOTOS_VERSION);
  return `/${file}-${width}.${format}`;
}

export function srcSet(base: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((width) => `${variantUrl(base, width, format)} ${width}w`).join(', ');
}
