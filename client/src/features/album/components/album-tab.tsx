import { adminCopy } from '@riviera/content/en/admin';
import { useEffect, useState, type FormEvent } from 'react';
import {
  hostsFile,
  useAlbumOverview,
  useAlbumPhotos,
  useModeratePhotos,
  useSetAlbum,
  useSetSitePhase,
  type AlbumPhoto,
} from '../api/album-admin';
import { paths } from '../../../config/paths';
import './album-tab.css';

const copy = adminCopy.album;
const BATCH = 24;

const size = (bytes: number) =>
  bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.round(bytes / 1e6).toLocaleString('en')} MB`;

/**
 * The Album tab (DESIGN 3.8, ADR 082), in the hosts' chunk: the pending photos in batches to
 * approve or reject many at once, the approved ones to hide later, the disk, the zips, the album's
 * settings and phase, and the guests' takedown requests.
 */
export function AlbumTab({ token, onNotice }: { token: string; onNotice(message: string): void }) {
  const photos = useAlbumPhotos(token);
  const overview = useAlbumOverview(token);
  const moderate = useModeratePhotos(token);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState(BATCH);

  if (photos.isError || overview.isError) return <p role="alert">{copy.loadFailed}</p>;
  if (!photos.data || !overview.data) return <p role="status">{copy.loading}</p>;

  const pending = photos.data.filter((photo) => photo.status === 'PENDING');
  const approved = photos.data.filter((photo) => photo.status === 'APPROVED');
  const batch = pending.slice(0, shown);
  const decide = async (ids: string[], status: 'APPROVED' | 'REJECTED') => {
    const outcome = await moderate.mutateAsync({ ids, status });
    onNotice(outcome.ok ? copy.moderated(ids.length, status) : outcome.message);
    if (outcome.ok) setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="album-tab">
      <Settings token={token} album={overview.data.album} onNotice={onNotice} />
      <section aria-labelledby="album-screen-heading">
        <h3 id="album-screen-heading">{copy.screenHeading}</h3>
        <p>{copy.screenText}</p>
        <p className="album-tab-zips">
          <a className="button" href={paths.albumScreen.href()} target="_blank" rel="noopener">
            {copy.screenOpen}
          </a>{' '}
          <a href={`/fr${paths.albumScreen.href()}`} target="_blank" rel="noopener" hrefLang="fr">
            {copy.screenOpenFrench}
          </a>
        </p>
      </section>
      <section aria-labelledby="album-space-heading">
        <h3 id="album-space-heading">{copy.spaceHeading}</h3>
        <p>
          {copy.space(
            overview.data.albumSpace.photos,
            size(overview.data.albumSpace.usedBytes),
            size(overview.data.albumSpace.freeBytes),
          )}
        </p>
        <p className="album-tab-zips">
          <ZipButton token={token} url="/album/photos.zip" label={copy.zipAll} />
          <ZipButton token={token} url="/album/photos.zip?status=APPROVED" label={copy.zipApproved} />
        </p>
      </section>

      <section aria-labelledby="album-pending-heading">
        <h3 id="album-pending-heading">{copy.pendingHeading(pending.length)}</h3>
        {pending.length === 0 ? (
          <p>{copy.nonePending}</p>
        ) : (
          <>
            <div className="album-tab-actions">
              <button
                type="button"
                className="button button-quiet"
                onClick={() => setSelected(new Set(batch.map((photo) => photo.id)))}
              >
                {copy.selectBatch}
              </button>
              <button
                type="button"
                className="button"
                disabled={selected.size === 0 || moderate.isPending}
                onClick={() => void decide([...selected], 'APPROVED')}
              >
                {copy.approve(selected.size)}
              </button>
              <button
                type="button"
                className="button button-quiet"
                disabled={selected.size === 0 || moderate.isPending}
                onClick={() => void decide([...selected], 'REJECTED')}
              >
                {copy.reject(selected.size)}
              </button>
            </div>
            <ul className="album-tab-grid">
              {batch.map((photo) => (
                <li key={photo.id}>
                  <label className="album-tab-photo">
                    <input
                      type="checkbox"
                      checked={selected.has(photo.id)}
                      onChange={() => toggle(photo.id)}
                    />
                    <Thumb token={token} photo={photo} />
                    <span>{photo.uploadedBy ?? copy.noName}</span>
                  </label>
                </li>
              ))}
            </ul>
            {pending.length > shown ? (
              <button type="button" className="button button-quiet" onClick={() => setShown(shown + BATCH)}>
                {copy.more}
              </button>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="album-approved-heading">
        <h3 id="album-approved-heading">{copy.approvedHeading(approved.length)}</h3>
        <ul className="album-tab-grid">
          {approved.map((photo) => (
            <li key={photo.id} className="album-tab-photo">
              <Thumb token={token} photo={photo} />
              <span>{photo.uploadedBy ?? copy.noName}</span>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => void decide([photo.id], 'REJECTED')}
              >
                {copy.hide}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="album-takedowns-heading">
        <h3 id="album-takedowns-heading">{copy.takedownsHeading(overview.data.albumTakedowns.length)}</h3>
        <ul>
          {overview.data.albumTakedowns.map((request) => (
            <li key={request.id}>
              {request.message} ({copy.photoId(request.photoId.slice(0, 8))})
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A display copy, pending ones too: fetched with the hosts' token (no token in an address, ADR 082). */
function Thumb({ token, photo }: { token: string; photo: AlbumPhoto }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!photo.url) return undefined;
    let current = true;
    let made: string | undefined;
    void hostsFile(token, photo.url.replace('/1080.jpg', '/640.jpg')).then(
      (url) => {
        made = url;
        if (current) setSrc(url);
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [token, photo.url]);
  if (!photo.url) return <span className="album-tab-kept">{photo.note ?? copy.keptNotShown}</span>;
  return <img src={src} alt={copy.photoAlt(photo.uploadedBy)} width={160} height={160} />;
}

function ZipButton({ token, url, label }: { token: string; url: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await hostsFile(token, url);
      const link = document.createElement('a');
      link.href = blob;
      link.download = 'album.zip';
      link.click();
      URL.revokeObjectURL(blob);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button-quiet" disabled={busy} onClick={() => void download()}>
      {busy ? copy.zipping : label}
    </button>
  );
}

function Settings({
  token,
  album,
  onNotice,
}: {
  token: string;
  album: { phase: string; open: boolean; uploadsUntil?: string | null; guestsMayDownload: boolean };
  onNotice(message: string): void;
}) {
  const save = useSetAlbum(token);
  const phase = useSetSitePhase(token);
  const [open, setOpen] = useState(album.open);
  const [until, setUntil] = useState(album.uploadsUntil ?? '');
  const [download, setDownload] = useState(album.guestsMayDownload);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save.mutateAsync({
      open,
      uploadsUntil: until.trim() || null,
      guestsMayDownload: download,
    });
    onNotice(outcome.ok ? copy.saved : outcome.message);
  };
  const next = album.phase === 'AFTER' ? 'BEFORE' : 'AFTER';
  return (
    <section aria-labelledby="album-settings-heading">
      <h3 id="album-settings-heading">{copy.settingsHeading}</h3>
      <p>
        {copy.phase(album.phase)}{' '}
        <button
          type="button"
          className="button button-quiet"
          onClick={() =>
            void phase
              .mutateAsync(next)
              .then((outcome) => onNotice(outcome.ok ? copy.phaseSaved(next) : outcome.message))
          }
        >
          {copy.switchPhase(next)}
        </button>
      </p>
      <form className="album-tab-settings" onSubmit={(event) => void submit(event)}>
        <label>
          <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} />{' '}
          {copy.open}
        </label>
        <label>
          {copy.until}
          <input
            value={until}
            placeholder="2026-06-30T23:59:00+02:00"
            onChange={(event) => setUntil(event.target.value)}
          />
        </label>
        <label>
          <input type="checkbox" checked={download} onChange={(event) => setDownload(event.target.checked)} />{' '}
          {copy.guestsMayDownload}
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          {copy.save}
        </button>
      </form>
    </section>
  );
}
