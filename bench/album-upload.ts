import sharp from 'sharp';
import { BenchError, say } from './lib/progress';
import { median, round } from './lib/stats';

/**
 * A guest's photo sent to the album as a phone sends it (DESIGN 3.8, ADR 082): one 12-megapixel
 * JPEG of about 4 MB (the report gives its size) through `POST /album/photos`, timed until the server answers 201, which it
 * does once the original is kept and the display copies are written.
 */
export interface AlbumUploadFigures {
  uploads: number;
  bytes: number;
  medianMs: number;
  slowestMs: number;
}

const UPLOADS = 3;

/** A phone-like picture: a sky-to-sea gradient under grain, so it compresses as a photo does. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const grain = (Math.random() - 0.5) * 60;
      pixels[at] = Math.max(0, Math.min(255, 60 + (y / height) * 120 + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, 120 + (x / width) * 60 + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 200 - (y / height) * 80 + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 84 })
    .toBuffer();
}

async function gql(origin: string, query: string, variables: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${origin}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, { success: boolean; message: string | null }>;
  };
  const result = Object.values(body.data ?? {})[0];
  if (!result?.success) throw new BenchError(`album setting failed: ${JSON.stringify(body).slice(0, 300)}`);
}

/** Opens the album (phase AFTER, uploads open) on this server and times the uploads. */
export async function timeAlbumUpload(origin: string, token: string): Promise<AlbumUploadFigures> {
  await gql(origin, 'mutation ($t: String!) { setSitePhase(token: $t, phase: AFTER) { success message } }', {
    t: token,
  });
  await gql(
    origin,
    'mutation ($t: String!) { setAlbum(token: $t, input: { open: true }) { success message } }',
    { t: token },
  );
  const photo = await phonePhoto();
  const times: number[] = [];
  for (let i = 0; i < UPLOADS; i += 1) {
    const form = new FormData();
    form.append('name', `Bench guest ${i + 1}`);
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_000${i + 1}.jpg`);
    const started = performance.now();
    const response = await fetch(`${origin}/album/photos`, { method: 'POST', body: form });
    const answer = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 201)
      throw new BenchError(`POST /album/photos answered ${response.status}: ${answer}`);
  }
  const figures = {
    uploads: UPLOADS,
    bytes: photo.length,
    medianMs: round(median(times), 0),
    slowestMs: round(Math.max(...times), 0),
  };
  say(
    `album: a ${(photo.length / 1e6).toFixed(1)} MB photo uploaded in ${figures.medianMs} ms (median of ${UPLOADS})`,
  );
  return figures;
}
