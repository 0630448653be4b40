import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { SITE_PHOTO_ID, SITE_PHOTO_UPLOAD_PATH, SITE_PHOTOS_PATH } from '@riviera/contract';
import type { TokenProblem } from '../../platform/auth/token';
import type { Db } from '../../platform/db/database';
import { UNAUTHENTICATED_MESSAGES } from '../../platform/graphql/admin-guard';
import { notFoundHandler } from '../../platform/http/error-middleware';
import { sendRefusal } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { receiveFormFile, type FileRefusal } from '../../platform/http/multipart-file';
import { megabytes, PHOTO_CONTENT_TYPES, type PhotoFormat } from '../../platform/media/photo-encoding';
import {
  acceptSitePhoto,
  openSitePhotoStorage,
  sitePhotoWords,
  type SitePhotoStorage,
} from './site-photos.service';

export interface SitePhotoRoutesDeps {
  db: Db;
  photosDir: string;
  /** The largest photo a host sends (SITE_PHOTO_LIMIT_MB). */
  limitBytes: number;
  /** Uploads stop while the disk has less free than this; default twice the limit. */
  freeBytesFloor?: number;
  /** The hosts' token check (platform/auth), as the album's zip does it. */
  tokenProblem(token: string): Promise<TokenProblem | undefined>;
}

/** What a form adds around its file: the boundaries, the headers, the focal point. */
const FORM_OVERHEAD = 64 * 1024;
const PHOTO_FILE = /^(?:(?:landscape|portrait|event)-\d{3,4}\.(avif|webp|jpg)|og\.(jpg))$/;

function refuse(req: Request, res: Response, refusal: FileRefusal) {
  // A body not read is not waited for: the connection closes after the answer (json-body.ts).
  if (!req.complete) res.setHeader('Connection', 'close');
  sendRefusal(res, refusal);
  if (!req.complete) req.resume();
}

/**
 * The site's photos over HTTP (ADR 084). `uploads` (before the JSON reader): `POST
 * /api/site-photos`, the hosts' token as `Authorization: Bearer`, one picture as the form field
 * `photo` with an optional focal point (`focusX`, `focusY`); 201 with the photo, 200 when the same
 * photo was sent before. `files`: `GET /site-photos/<id>/<file>`, on every host (the public
 * edition's home page shows the slideshow too), cached for a year: an address never changes.
 */
export function sitePhotoRoutes(deps: SitePhotoRoutesDeps): {
  uploads: Router;
  files: Router;
  storage: SitePhotoStorage;
} {
  const { db, limitBytes } = deps;
  const storage = openSitePhotoStorage(deps.photosDir);
  const floor = deps.freeBytesFloor ?? 2 * limitBytes;

  const uploads = Router();
  uploads.post(SITE_PHOTO_UPLOAD_PATH, async (req, res) => {
    const words = sitePhotoWords(requestLanguage(req));
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const problem = await deps.tokenProblem(token);
    if (problem) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return refuse(req, res, { code: 'unauthenticated', message: UNAUTHENTICATED_MESSAGES[problem] });
    }
    const tooLarge = words.tooLarge.replace('{limit}', megabytes(limitBytes));
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes + FORM_OVERHEAD)
      return refuse(req, res, { code: 'payload_too_large', message: tooLarge });
    if (!req.is('multipart/form-data'))
      return refuse(req, res, { code: 'validation', message: words.noPhoto });
    if ((await storage.freeBytes()) < floor)
      return refuse(req, res, { code: 'unavailable', message: words.diskFull });
    const received = await receiveFormFile(req, {
      incomingDir: storage.incoming,
      limitBytes,
      fileField: 'photo',
      fieldNames: ['focusX', 'focusY'],
      words: {
        noFile: words.noPhoto,
        tooLarge,
        oneFile: words.oneFile,
        cutOff: words.cutOff,
        diskFull: words.diskFull,
      },
    });
    if (!received) return; // cut off: nobody is there to answer
    if (!received.ok) return refuse(req, res, received.refusal);
    const { temp, size, fields } = received.value;
    const outcome = await acceptSitePhoto({ db, storage, words }, temp, size, fields);
    if (!outcome.ok) return sendRefusal(res, outcome.refusal);
    const { id, width, height, colour, focusX, focusY } = outcome.photo;
    res
      .status(outcome.created ? 201 : 200)
      .set('Cache-Control', 'no-store')
      .json({ id, width, height, colour, focusX, focusY });
  });

  const files = Router();
  files.get(`${SITE_PHOTOS_PATH}/:id/:file`, async (req, res, next) => {
    const file = PHOTO_FILE.exec(req.params.file);
    const format = (file?.[1] ?? file?.[2]) as PhotoFormat | undefined;
    if (!format || !SITE_PHOTO_ID.test(req.params.id)) return notFoundHandler(req, res, next);
    const where = path.join(storage.photoDir(req.params.id), req.params.file);
    const found = await stat(where).catch(() => undefined);
    if (!found?.isFile()) return notFoundHandler(req, res, next);
    res.status(200).set({
      'Content-Type': PHOTO_CONTENT_TYPES[format],
      'Content-Length': String(found.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(where)
      .on('error', (error) => res.destroy(error))
      .pipe(res);
  });

  return { uploads, files, storage };
}
