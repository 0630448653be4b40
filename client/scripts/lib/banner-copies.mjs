// The /home-old banners keep the specification's addresses (imgs/hero/banner_N.png); beside each
// one the build writes banner_N.png.avif and banner_N.png.webp, the same picture at a fraction of a
// PNG's bytes, and both servers answer the PNG's address with the copy a browser's Accept header
// takes (Vary: Accept). A banner dropped in without a build, or whose copy would be no smaller, is
// served as its PNG. docs/decisions/089-banners-in-the-formats-a-browser-takes.md says why.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ENCODERS } from './photo-set.mjs';

const BANNER = /^banner_\d+\.png$/;
const FORMATS = ['avif', 'webp'];

/** Writes the copies of every banner in `dir`; returns how many it wrote. */
export async function bannerCopies(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let written = 0;
  for (const name of names.filter((candidate) => BANNER.test(candidate))) {
    const png = path.join(dir, name);
    const { size } = await stat(png);
    for (const format of FORMATS) {
      const copy = `${png}.${format}`;
      const info = await ENCODERS[format](sharp(png)).toFile(copy);
      // A copy no smaller than the PNG is no gain: the servers then send the PNG.
      if (info.size >= size) await rm(copy);
      else written += 1;
    }
  }
  return written;
}
