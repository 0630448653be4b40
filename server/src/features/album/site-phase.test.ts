import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import {
  ALBUM_SETTING_MESSAGES,
  readAlbum,
  uploadsOpen,
  weekendIsOver,
  writeAlbum,
  writeSitePhase,
} from './site-phase';

const { db } = await useTestDatabase();

describe('the site phase and the album settings (DESIGN 3.8)', () => {
  it('knows the weekend is over only after its last day in Paris', () => {
    expect(weekendIsOver(new Date('2026-05-16T21:59:00Z'))).toBe(false);
    expect(weekendIsOver(new Date('2026-05-16T22:00:00Z'))).toBe(true);
  });

  it('starts BEFORE with the album closed, and keeps what the hosts save', async () => {
    const fresh = await readAlbum(db);
    expect(fresh).toEqual({
      phase: 'BEFORE',
      weekendEnds: '2026-05-16',
      open: false,
      uploadsUntil: null,
      guestsMayDownload: false,
    });

    await writeSitePhase(db, 'AFTER');
    const saved = await writeAlbum(db, {
      open: true,
      uploadsUntil: '2026-06-30T23:59:00+02:00',
      guestsMayDownload: true,
    });
    expect(saved.ok && saved.value).toEqual({
      phase: 'AFTER',
      weekendEnds: '2026-05-16',
      open: true,
      uploadsUntil: '2026-06-30T23:59:00+02:00',
      guestsMayDownload: true,
    });
    const album = await readAlbum(db);
    expect(uploadsOpen(album, new Date('2026-06-30T21:58:00Z'))).toBe(true);
    expect(uploadsOpen(album, new Date('2026-06-30T22:00:00Z'))).toBe(false);
  });

  it('refuses a closing date without its time zone and writes nothing', async () => {
    await writeAlbum(db, { open: false });
    const refused = await writeAlbum(db, { open: true, uploadsUntil: '30/06/2026' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.message).toBe(ALBUM_SETTING_MESSAGES.uploadsUntil);
    expect((await readAlbum(db)).open).toBe(false);
  });

  it('keeps uploads closed in phase BEFORE even when the album is open', async () => {
    await writeSitePhase(db, 'BEFORE');
    await writeAlbum(db, { open: true });
    expect(uploadsOpen(await readAlbum(db), new Date('2026-06-01T10:00:00Z'))).toBe(false);
  });
});
