import { edition } from '@edition/edition';

/** The album as the page reads it (GET /album/photos, ADR 082). */
export interface GuestAlbum {
  phase: 'BEFORE' | 'AFTER';
  open: boolean;
  uploadsUntil: string | null;
  guestsMayDownload: boolean;
  photos: Array<{ id: string; uploadedBy: string | null; width: number; height: number; createdAt: string }>;
  mine: Array<{ id: string; status: 'PENDING' | 'APPROVED' | 'REJECTED'; shown: boolean }>;
}

/** The display copies' widths and formats (the server's photo-processing.ts, ADR 082). */
export const PHOTO_WIDTHS = [640, 1080, 1600] as const;
export const photoSrc = (id: string, width: number, format: 'avif' | 'webp' | 'jpg') =>
  `/album/photos/${id}/${width}.${format}`;
export const photoSrcSet = (id: string, format: 'avif' | 'webp' | 'jpg') =>
  PHOTO_WIDTHS.map((width) => `${photoSrc(id, width, format)} ${width}w`).join(', ');

const headers = { Accept: 'application/json', 'Accept-Language': edition.language };

export async function fetchAlbum(mine: readonly string[]): Promise<GuestAlbum> {
  const query = mine.length ? `?mine=${mine.join(',')}` : '';
  const response = await fetch(`/album/photos${query}`, { headers });
  if (!response.ok) throw new Error(`album ${response.status}`);
  return (await response.json()) as GuestAlbum;
}

/** A takedown request; the server's sentence either way. */
export async function askTakedown(id: string, message: string): Promise<{ ok: boolean; message: string }> {
  const response = await fetch(`/album/photos/${id}/takedown`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  return { ok: response.ok, message: body.message ?? body.error ?? '' };
}

const MINE_KEY = 'riviera-album-mine';

/** The ids of this browser's own uploads (localStorage), newest first; none where storage is refused. */
export function readMine(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(MINE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string').slice(0, 200)
      : [];
  } catch {
    return [];
  }
}

export function rememberMine(id: string): void {
  try {
    window.localStorage.setItem(
      MINE_KEY,
      JSON.stringify([id, ...readMine().filter((other) => other !== id)]),
    );
  } catch {
    // Private mode: the upload still happened, the page just forgets it on reload.
  }
}
