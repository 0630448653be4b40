import { SITE_PHOTO_UPLOAD_PATH } from '@riviera/contract';
import type { UploadedPhoto } from '../lib/slideshow-editing';

/** Where the photo is cropped around, from 0 to 1 across and down (ADR 084). */
export interface Focus {
  x: number;
  y: number;
}

export type UploadOutcome = { ok: true; photo: UploadedPhoto } | { ok: false; message: string };

/**
 * Sends one photo to `POST /api/site-photos` with the hosts' token (ADR 084): the server's
 * sentence when it refuses, `failed` when the connection does.
 */
export async function uploadSitePhoto(
  token: string,
  file: Blob,
  fileName: string,
  focus: Focus,
  failed: string,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.set('focusX', String(focus.x));
  form.set('focusY', String(focus.y));
  form.set('photo', file, fileName);
  try {
    const response = await fetch(SITE_PHOTO_UPLOAD_PATH, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json().catch(() => ({}))) as Partial<UploadedPhoto> & { error?: string };
    if (response.ok && typeof body.id === 'string')
      return {
        ok: true,
        photo: {
          id: body.id,
          colour: body.colour ?? '#1f3a5f',
          width: body.width ?? 0,
          height: body.height ?? 0,
        },
      };
    return { ok: false, message: body.error ?? failed };
  } catch {
    return { ok: false, message: failed };
  }
}
