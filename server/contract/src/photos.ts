/**
 * The photos' addresses under the build's photos version (ADR 057): `/imgs/v-<10 hex digits>/…` is
 * the photo `/imgs/…`. The build names them (client/vite.config.ts, the pages' pictures) and the
 * standalone server answers them (nginx repeats the pattern in its config).
 */

/** The version part of a photo's address, without the slash after it: `/imgs/v-0123456789`. */
export const PHOTOS_VERSION_PREFIX = /^\/imgs\/v-[0-9a-f]{10}(?=\/)/;

/** A photo's path under a photos version: `imgs/events/a-800.avif` → `imgs/v-<version>/events/a-800.avif`. */
export function versionedPhoto(file: string, version: string | undefined): string {
  return version ? file.replace(/^(\/?)imgs\//, `$1imgs/v-${version}/`) : file;
}

/** A versioned photo's path without its version: the file it names. */
export function unversionedPhoto(address: string): string {
  return address.replace(/^(\/?)imgs\/v-[0-9a-f]{10}\//, '$1imgs/');
}
