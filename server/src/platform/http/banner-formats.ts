import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** A /home-old banner at the specification's address. */
const BANNER = /^\/imgs\/hero\/banner_\d+\.png$/;

/** The copies the build writes beside each banner (client/scripts/lib/banner-copies.mjs), best first. */
const COPIES = [
  { accept: 'image/avif', extension: 'avif', type: 'image/avif' },
  { accept: 'image/webp', extension: 'webp', type: 'image/webp' },
] as const;

async function modified(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * A banner's address answered with the copy the browser's Accept header takes, AVIF before WebP,
 * else the PNG (ADR 089); nginx does the same. A copy older than its PNG (a banner replaced without
 * a build) is not sent. Either way the answer varies with Accept, so no cache hands a PNG-only
 * browser an AVIF.
 */
export function bannerFormats(clientDir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !BANNER.test(req.path)) {
      next();
      return;
    }
    res.vary('Accept');
    const accept = req.headers.accept ?? '';
    const copy = COPIES.find((candidate) => accept.includes(candidate.accept));
    if (!copy) {
      next();
      return;
    }
    const png = path.join(clientDir, req.path);
    const file = `${png}.${copy.extension}`;
    void Promise.all([modified(png), modified(file)]).then(([pngTime, copyTime]) => {
      if (pngTime === undefined || copyTime === undefined || copyTime < pngTime) {
        next();
        return;
      }
      res.sendFile(
        file,
        { headers: { 'Content-Type': copy.type, 'Cache-Control': 'public, max-age=3600' } },
        (error) => {
          if (error && !res.headersSent) next(error);
        },
      );
    });
  };
}
