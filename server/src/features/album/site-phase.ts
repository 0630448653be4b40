import { parseOffsetIso } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import { ok, refuse, type Result } from '../../platform/result';
import { readSetting, writeSetting } from '../../platform/settings/settings.repository';
import {
  readSitePhase,
  WEEKEND_ENDS,
  weekendIsOver,
  writeSitePhase,
  type SitePhase,
} from '../../platform/settings/site-phase';

// The phase is a setting of the platform's, read by the guests' flows too (ADR 083).
export { readSitePhase, weekendIsOver, writeSitePhase, type SitePhase };

/** The album's settings as DESIGN 3.8's `Album` gives them. */
export interface Album {
  phase: SitePhase;
  /** The weekend's last day (YYYY-MM-DD), from the content's dates. */
  weekendEnds: string;
  open: boolean;
  /** An ISO instant with its offset, or null: uploads close then. */
  uploadsUntil: string | null;
  guestsMayDownload: boolean;
}

export interface AlbumInput {
  open: boolean;
  uploadsUntil?: string | null;
  guestsMayDownload?: boolean;
}

const ALBUM_KEY = 'album_settings';

interface StoredAlbum {
  open?: unknown;
  uploadsUntil?: unknown;
  guestsMayDownload?: unknown;
}

export async function readAlbum(db: DbOrTx): Promise<Album> {
  const stored = ((await readSetting(db, ALBUM_KEY)) ?? {}) as StoredAlbum;
  return {
    phase: await readSitePhase(db),
    weekendEnds: WEEKEND_ENDS,
    open: stored.open === true,
    uploadsUntil: typeof stored.uploadsUntil === 'string' ? stored.uploadsUntil : null,
    guestsMayDownload: stored.guestsMayDownload === true,
  };
}

export const ALBUM_SETTING_MESSAGES = {
  uploadsUntil:
    'Uploads until: please give a date and time with its time zone, such as 2026-06-30T23:59:00+02:00.',
} as const;

/** Saves the album's settings, or refuses with a sentence naming the field and writes nothing. */
export async function writeAlbum(db: DbOrTx, input: AlbumInput, now = new Date()): Promise<Result<Album>> {
  const until = input.uploadsUntil?.trim() ? input.uploadsUntil.trim() : null;
  if (until !== null && parseOffsetIso(until) === undefined) {
    return refuse('validation', ALBUM_SETTING_MESSAGES.uploadsUntil, {
      errors: [ALBUM_SETTING_MESSAGES.uploadsUntil],
    });
  }
  await writeSetting(
    db,
    ALBUM_KEY,
    { open: input.open, uploadsUntil: until, guestsMayDownload: input.guestsMayDownload ?? false },
    now,
  );
  return ok(await readAlbum(db));
}

/** Whether a guest may upload now: phase AFTER, the album open, and before its closing date. */
export function uploadsOpen(album: Album, now: Date): boolean {
  if (album.phase !== 'AFTER' || !album.open) return false;
  const until = album.uploadsUntil === null ? undefined : parseOffsetIso(album.uploadsUntil);
  return until === undefined || now.getTime() < until.getTime();
}
