// Brotli and gzip copies of the build's text files, written once at build time at the highest
// settings, so neither the standalone server nor nginx (gzip_static) compresses them per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing. HTML is not here: it is filled in per request (SITE_URL). */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.ics',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this, the headers outweigh the saving (nginx's gzip_min_length is the same). */
const MIN_BYTES = 1024;

async function* filesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build's manifest, which is never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesIn(full);
    } else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside every compressible file of `dir`; returns how many files. */
export async function compressFolder(dir) {
  let count = 0;
  for await (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
