import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { Router, type Request, type Response } from 'express';
import type pg from 'pg';
import yazl from 'yazl';
import type { TokenProblem } from '../../platform/auth/token';
import type { Db } from '../../platform/db/database';
import { notFoundHandler } from '../../platform/http/error-middleware';
import { sendRefusal } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { receiveFormFile } from '../../platform/http/multipart-file';
import { isPublicHostRequest } from '../../platform/http/spa';
import { UNAUTHENTICATED_MESSAGES } from '../../platform/graphql/admin-guard';
import { clientKey } from '../../platform/security/client-key';
import type { CodeUseFor } from '../../platform/security/code-proof';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { createThrottle } from '../../platform/security/rate-limit';
import { guestAlbum, photoById, photosFor, requestTakedown, type PhotoStatus } from './album-photos.service';
import { openAlbumStorage, type AlbumStorage } from './album-storage';
import {
  acceptUpload,
  albumWords,
  megabytes,
  uploadMayStart,
  type AlbumMessages,
  type UploadLimits,
  type UploadRefusal,
} from './album-upload.service';
import { DISPLAY_FORMATS, DISPLAY_WIDTHS } from './photo-processing';
import { readAlbum } from './site-phase';

/** Uploads an hour from one address (a phone, or a venue's Wi-Fi shared by the guests): ADR 082. */
export const ALBUM_UPLOADS_PER_HOUR = 300;

export interface AlbumRoutesDeps {
  db: Db;
  pool: pg.Pool;
  albumDir: string;
  limits: UploadLimits;
  uploadsPerHour?: number;
  codeUseFor: CodeUseFor;
  publicHosts: readonly string[];
  /** The hosts' token check (platform/auth): the zip and pending photos' copies are theirs. */
  tokenProblem(token: string): Promise<TokenProblem | undefined>;
}

export const UPLOAD_PATH = '/album/photos';
export const RESUMABLE_PATH = '/album/uploads';

const DISPLAY_FILE = new RegExp(`^(${DISPLAY_WIDTHS.join('|')})\\.(${DISPLAY_FORMATS.join('|')})$`);
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
/** What a form adds around its file: the boundaries, the headers, a name and a code. */
const FORM_OVERHEAD = 64 * 1024;

/** The album's HTTP side (DESIGN 3.8, ADR 082), on the RSVP host only, as /rsvp is. */
export interface AlbumRoutes {
  /** Uploads: mounted before the app's JSON reader, which refuses large bodies. */
  uploads: Router;
  /** The photos' list, copies, zip and takedown requests: mounted after it. */
  pages: Router;
  storage: AlbumStorage;
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header ? (/^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '') : undefined;
}

function refuse(req: Request, res: Response, refusal: UploadRefusal, close = false) {
  // A body not read is not waited for: the connection closes after the answer (json-body.ts).
  if (close && !req.complete) res.setHeader('Connection', 'close');
  sendRefusal(res, refusal);
  if (close && !req.complete) req.resume();
}

/**
 * Streams a form's `photo` to a temporary file under ALBUM_DIR (platform/http/multipart-file.ts):
 * its outcome once the form is read whole, or undefined when the request was cut off.
 */
function receiveForm(req: Request, storage: AlbumStorage, limitBytes: number, words: AlbumMessages) {
  return receiveFormFile(req, {
    incomingDir: storage.incoming,
    limitBytes,
    fileField: 'photo',
    fieldNames: ['name', 'code'],
    words: {
      noFile: words.noPhoto,
      tooLarge: words.tooLarge.replace('{limit}', megabytes(limitBytes)),
      oneFile: words.oneFile,
      cutOff: words.cutOff,
      diskFull: words.diskFull,
    },
  });
}

interface TusContext {
  words: AlbumMessages;
  codeUse: CodeUse;
}

export function albumRoutes(deps: AlbumRoutesDeps): AlbumRoutes {
  const { db, pool, limits, codeUseFor, publicHosts } = deps;
  const storage = openAlbumStorage(deps.albumDir);
  const throttle = createThrottle(pool, {
    name: 'album-upload',
    points: deps.uploadsPerHour ?? ALBUM_UPLOADS_PER_HOUR,
    windowSeconds: 60 * 60,
    message: (language) => albumWords(language).tooMany,
  });

  /** The checks every upload passes before a byte is read: open, room, the address's ceiling. */
  async function mayStart(req: Request): Promise<UploadRefusal | undefined> {
    const language = requestLanguage(req);
    const words = albumWords(language);
    const start = await uploadMayStart(db, storage, limits, words);
    if (!start.ok) return start.refusal;
    const throttled = await throttle.consume(clientKey(req.ip), 1, language);
    return throttled ? { ...throttled, code: throttled.code } : undefined;
  }

  const uploads = Router();
  uploads.post(UPLOAD_PATH, async (req, res, next) => {
    if (isPublicHostRequest(req, publicHosts)) return notFoundHandler(req, res, next);
    const language = requestLanguage(req);
    const words = albumWords(language);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.formBytes + FORM_OVERHEAD) {
      const message = words.tooLarge.replace('{limit}', megabytes(limits.formBytes));
      return refuse(req, res, { code: 'payload_too_large', message }, true);
    }
    if (!req.is('multipart/form-data'))
      return refuse(req, res, { code: 'validation', message: words.noPhoto }, true);
    const stop = await mayStart(req);
    if (stop) return refuse(req, res, stop, true);
    const received = await receiveForm(req, storage, limits.formBytes, words);
    if (!received) return; // cut off: nobody is there to answer
    if (!received.ok) return refuse(req, res, received.refusal, true);
    const { temp, size, fields } = received.value;
    const outcome = await acceptUpload(
      { db, storage, words, codeUse: codeUseFor(req, language) },
      temp,
      size,
      fields,
    );
    if (!outcome.ok) return refuse(req, res, outcome.refusal);
    res.status(201).set('Cache-Control', 'no-store').json(outcome.value);
  });

  // The resumable upload (tus) for large files and videos: the same checks before it starts, and
  // the same acceptance once its last byte is in (ADR 082).
  const tusContext = new AsyncLocalStorage<TusContext>();
  const tus = new TusServer({
    path: RESUMABLE_PATH,
    datastore: new FileStore({ directory: storage.tus, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 }),
    maxSize: limits.resumableBytes,
    relativeLocation: true,
    async onUploadFinish(_req, upload) {
      const context = tusContext.getStore();
      const words = context?.words ?? albumWords('en');
      const temp = path.join(storage.tus, upload.id);
      await rm(`${temp}.json`, { force: true });
      const outcome = await acceptUpload(
        { db, storage, words, codeUse: context?.codeUse },
        temp,
        upload.size ?? upload.offset,
        { name: upload.metadata?.name ?? undefined, code: upload.metadata?.code ?? undefined },
      );
      if (!outcome.ok) {
        throw {
          status_code: outcome.refusal.code === 'validation' ? 400 : 403,
          body: JSON.stringify({ error: outcome.refusal.message, code: outcome.refusal.code }),
        };
      }
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
        body: JSON.stringify(outcome.value),
      };
    },
    onResponseError(req, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      if (status !== 413) return undefined;
      const words = albumWords(tusContext.getStore() ? requestLanguageOf(req) : 'en');
      return {
        status_code: 413,
        body: JSON.stringify({
          error: words.tooLarge.replace('{limit}', megabytes(limits.resumableBytes)),
          code: 'payload_too_large',
        }),
      };
    },
  });
  uploads.all([RESUMABLE_PATH, `${RESUMABLE_PATH}/*rest`], async (req, res, next) => {
    if (isPublicHostRequest(req, publicHosts)) return notFoundHandler(req, res, next);
    const language = requestLanguage(req);
    const words = albumWords(language);
    if (req.method === 'POST') {
      const stop = await mayStart(req);
      if (stop) return refuse(req, res, stop, true);
    } else if (req.method === 'PATCH' && (await storage.freeBytes()) < limits.freeBytesFloor) {
      return refuse(req, res, { code: 'unavailable', message: words.diskFull }, true);
    }
    try {
      await tusContext.run({ words, codeUse: codeUseFor(req, language) }, () => tus.handle(req, res));
    } catch (error) {
      next(error);
    }
  });

  const pages = Router();
  const hostsOnly = async (req: Request): Promise<'host' | TokenProblem | 'none'> => {
    const token = bearer(req);
    if (token === undefined) return 'none';
    return (await deps.tokenProblem(token)) ?? 'host';
  };

  // The approved photos for the grid, and the statuses of a guest's own uploads (`?mine=` ids kept
  // in their browser): nothing of a pending photo but that it waits.
  pages.get(UPLOAD_PATH, async (req, res, next) => {
    if (isPublicHostRequest(req, publicHosts)) return notFoundHandler(req, res, next);
    const mineIds = String(req.query.mine ?? '')
      .split(',')
      .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
      .slice(0, 200);
    res.set('Cache-Control', 'no-store').json(await guestAlbum(db, mineIds));
  });

  pages.get(`${UPLOAD_PATH}.zip`, async (req, res, next) => {
    if (isPublicHostRequest(req, publicHosts)) return notFoundHandler(req, res, next);
    const words = albumWords(requestLanguage(req));
    const who = await hostsOnly(req);
    if (who !== 'host' && who !== 'none') {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return sendRefusal(res, { code: 'unauthenticated', message: UNAUTHENTICATED_MESSAGES[who] });
    }
    const day = typeof req.query.day === 'string' ? req.query.day : undefined;
    if (day !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))))
      return sendRefusal(res, { code: 'validation', message: words.dayFormat });
    let statuses: PhotoStatus[];
    if (who === 'host') {
      const asked = String(req.query.status ?? '').toUpperCase();
      statuses = ['PENDING', 'APPROVED', 'REJECTED'].includes(asked)
        ? [asked as PhotoStatus]
        : ['PENDING', 'APPROVED'];
    } else {
      if (!(await readAlbum(db)).guestsMayDownload)
        return sendRefusal(res, { code: 'forbidden', message: words.zipNotAllowed });
      statuses = ['APPROVED'];
    }
    const photos = await photosFor(db, { statuses, ...(day ? { day } : {}) });
    const zip = new yazl.ZipFile();
    for (const photo of photos) {
      const stamp = (photo.takenOn ?? photo.createdAt.toISOString().slice(0, 10)).replaceAll('-', '');
      const base = `${stamp}-${photo.id.slice(0, 8)}`;
      if (who === 'host') {
        // Originals as sent, their metadata with them: the hosts' own copy (ADR 082).
        zip.addFile(
          path.join(storage.root, photo.originalPath),
          `${base}${path.extname(photo.originalPath)}`,
          {
            compress: false,
          },
        );
      } else if (photo.display) {
        // Guests get the largest display copy: another guest's location and camera stay out.
        const largest = `${DISPLAY_WIDTHS[DISPLAY_WIDTHS.length - 1]}.jpg`;
        zip.addFile(path.join(storage.displayDir(photo.id), largest), `${base}.jpg`, { compress: false });
      }
    }
    zip.end();
    res.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="album${day ? `-${day}` : ''}.zip"`,
      'Cache-Control': 'private, no-store',
    });
    zip.outputStream.on('error', (error: Error) => res.destroy(error));
    zip.outputStream.pipe(res);
  });

  // A display copy: to everyone once approved; a pending or rejected one only to the hosts' token.
  pages.get(`${UPLOAD_PATH}/:id/:file`, async (req, res, next) => {
    if (isPublicHostRequest(req, publicHosts)) return notFoundHandler(req, res, next);
    const file = DISPLAY_FILE.exec(req.params.file);
    const type = file?.[2] ? CONTENT_TYPES[file[2]] : undefined;
    const photo = type ? await photoById(db, req.params.id) : undefined;
    if (!type || !photo?.display) return notFoundHandler(req, res, next);
    const approved = photo.status === 'APPROVED';
    if (!approved && (await hostsOnly(req)) !== 'host') return notFoundHandler(req, res, next);
    const copy = path.join(storage.displayDir(photo.id), req.params.file);
    const found = await stat(copy).catch(() => undefined);
    if (!found) return notFoundHandler(req, res, next);
    res.status(200).set({
      'Content-Type': type,
      'Content-Length': String(found.size),
      // An hour: a photo the hosts reject later leaves the guests' browsers within it.
      'Cache-Control': approved ? 'public, max-age=3600' : 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(copy)
      .on('error', (error) => res.destroy(error))
      .pipe(res);
  });

  // "Ask for this photo to be taken down": a sentence the Album tab shows the hosts.
  pages.post(`${UPLOAD_PATH}/:id/takedown`, async (req, res, next) => {
    if (isPublicHostRequest(req, publicHosts)) return notFoundHandler(req, res, next);
    const words = albumWords(requestLanguage(req));
    const body = (req.body ?? {}) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    if (message === '' || message.length > 1000)
      return sendRefusal(res, { code: 'validation', message: words.takedownMessage });
    if ((await requestTakedown(db, req.params.id, message)) === 'no_photo')
      return sendRefusal(res, { code: 'not_found', message: words.noSuchPhoto });
    res.status(201).set('Cache-Control', 'no-store').json({ message: words.takedownSent });
  });

  return { uploads, pages, storage };
}

function requestLanguageOf(req: { headers: { get(name: string): string | null } }) {
  return requestLanguage({ headers: { 'accept-language': req.headers.get('accept-language') ?? undefined } });
}
