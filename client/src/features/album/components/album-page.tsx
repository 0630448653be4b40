import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { albumPageCopy as copy } from '@edition/album';
import { pageTitles } from '@edition/pages';
import { Page } from '../../../components/layout/page';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  askTakedown,
  fetchAlbum,
  photoSrc,
  photoSrcSet,
  readMine,
  rememberMine,
  type GuestAlbum,
} from '../lib/album-api';
import './album.css';

/** One of this browser's uploads as the page shows it: sending, waiting, in the album, or not sent. */
interface MyUpload {
  key: string;
  id?: string;
  /** A local picture of the file while it has no approved copy (object URL). */
  preview?: string;
  status: 'SENDING' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'FAILED';
  percent?: number;
  error?: string;
}

/**
 * `/album` (DESIGN 3.8, ADR 082), on the RSVP host only: the approved photos in a grid of fixed
 * boxes (no layout shift), the upload form while the album is open, and this browser's own uploads
 * (their ids kept in localStorage) shown at once. The pre-rendered page is the heading and intro;
 * the album loads once hydrated.
 */
export function AlbumPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const code = hydrated ? params.get('code')?.trim() || undefined : undefined;
  const [album, setAlbum] = useState<GuestAlbum | 'loading' | 'unreachable'>('loading');
  const [mine, setMine] = useState<MyUpload[]>([]);

  /** Shows what the server answered: the album, and this browser's uploads with their statuses. */
  const show = useCallback((loaded: GuestAlbum | 'unreachable') => {
    setAlbum(loaded);
    if (loaded === 'unreachable') return;
    setMine((current) => {
      const sending = current.filter((upload) => upload.status === 'SENDING' || upload.status === 'FAILED');
      const known = new Map(current.map((upload) => [upload.id, upload]));
      const stored = loaded.mine.map((photo): MyUpload => {
        const preview = known.get(photo.id)?.preview;
        return { key: photo.id, id: photo.id, status: photo.status, ...(preview ? { preview } : {}) };
      });
      return [...sending, ...stored];
    });
  }, []);
  const load = useCallback(() => fetchAlbum(readMine()).then(show, () => show('unreachable')), [show]);

  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    void fetchAlbum(readMine()).then(
      (loaded) => current && show(loaded),
      () => current && show('unreachable'),
    );
    return () => {
      current = false;
    };
  }, [hydrated, show]);

  const send = async (files: File[], name: string) => {
    const { uploadPhoto } = await import('../lib/album-upload');
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
      const update = (change: Partial<MyUpload>) =>
        setMine((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
        );
      setMine((current) => [
        { key, status: 'SENDING', percent: 0, ...(preview ? { preview } : {}) },
        ...current,
      ]);
      try {
        const id = await uploadPhoto(
          file,
          { ...(name ? { name } : {}), ...(code ? { code } : {}) },
          { onProgress: (percent) => update({ percent }) },
        );
        rememberMine(id);
        update({ id, status: 'PENDING' });
      } catch (error) {
        update({
          status: 'FAILED',
          error: error instanceof Error && error.message ? error.message : copy.failed,
        });
      }
    }
    void load();
  };

  return (
    <Page title={pageTitles.album} intro={copy.intro} className="album-page">
      {album === 'loading' ? (
        <p className="album-status" aria-busy="true">
          {copy.loading}
        </p>
      ) : album === 'unreachable' ? (
        <p className="album-status" role="alert">
          {copy.unreachable}
        </p>
      ) : (
        <>
          {album.phase === 'BEFORE' ? (
            <p className="album-status">{copy.before}</p>
          ) : album.open ? (
            <UploadForm onSend={send} />
          ) : (
            <p className="album-status">{copy.closed}</p>
          )}
          {mine.length > 0 ? <MyUploads uploads={mine} /> : null}
          {album.phase === 'AFTER' ? <Grid album={album} /> : null}
        </>
      )}
    </Page>
  );
}

function UploadForm({ onSend }: { onSend: (files: File[], name: string) => Promise<void> }) {
  const nameId = useId();
  const fileId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return;
    setBusy(true);
    const chosen = files;
    setFiles([]);
    (event.target as HTMLFormElement).reset();
    await onSend(chosen, name.trim());
    setBusy(false);
  };
  return (
    <section className="album-upload" aria-labelledby={`${fileId}-heading`}>
      <h2 id={`${fileId}-heading`}>{copy.uploadHeading}</h2>
      <p className="album-hint">{copy.uploadHint}</p>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor={nameId}>{copy.nameLabel}</label>
        <input
          id={nameId}
          name="name"
          maxLength={100}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={fileId}>{copy.fileLabel}</label>
        <input
          id={fileId}
          name="photo"
          type="file"
          multiple
          accept="image/*,video/mp4,video/quicktime,video/webm,.heic,.heif"
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <button type="submit" className="button" disabled={busy || files.length === 0}>
          {busy ? copy.sending : copy.send}
        </button>
      </form>
    </section>
  );
}

const STATUS_WORDS = {
  SENDING: copy.sending,
  PENDING: copy.pending,
  APPROVED: copy.approved,
  REJECTED: copy.rejected,
  FAILED: copy.failed,
} as const;

function MyUploads({ uploads }: { uploads: MyUpload[] }) {
  return (
    <section className="album-mine" aria-labelledby="album-mine-heading">
      <h2 id="album-mine-heading">{copy.mineHeading}</h2>
      <ul className="album-mine-list">
        {uploads.map((upload) => (
          <li key={upload.key} className={`album-mine-item album-mine-${upload.status.toLowerCase()}`}>
            <span className="album-mine-thumb">
              {upload.preview || (upload.status === 'APPROVED' && upload.id) ? (
                <img
                  src={upload.preview ?? photoSrc(upload.id ?? '', 640, 'jpg')}
                  alt=""
                  width={96}
                  height={96}
                />
              ) : null}
            </span>
            <span className="album-mine-status">
              {upload.status === 'SENDING' && upload.percent !== undefined
                ? copy.progress(upload.percent)
                : STATUS_WORDS[upload.status]}
              {upload.status === 'FAILED' && upload.error && upload.error !== copy.failed ? (
                <span className="album-mine-error"> {upload.error}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Grid({ album }: { album: GuestAlbum }) {
  return (
    <section className="album-grid-section" aria-labelledby="album-grid-heading">
      <h2 id="album-grid-heading">{copy.gridHeading}</h2>
      {album.guestsMayDownload && album.photos.length > 0 ? (
        <p>
          <a className="album-download" href="/album/photos.zip" download>
            {copy.download}
          </a>
        </p>
      ) : null}
      {album.photos.length === 0 ? (
        <p className="album-status">{copy.empty}</p>
      ) : (
        <ul className="album-grid">
          {album.photos.map((photo) => (
            <li key={photo.id} className="album-photo">
              <picture>
                <source type="image/avif" srcSet={photoSrcSet(photo.id, 'avif')} sizes={GRID_SIZES} />
                <source type="image/webp" srcSet={photoSrcSet(photo.id, 'webp')} sizes={GRID_SIZES} />
                <img
                  src={photoSrc(photo.id, 640, 'jpg')}
                  srcSet={photoSrcSet(photo.id, 'jpg')}
                  sizes={GRID_SIZES}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  alt={copy.photoAlt(photo.uploadedBy)}
                />
              </picture>
              {photo.uploadedBy ? <p className="album-by">{copy.by(photo.uploadedBy)}</p> : null}
              <Takedown id={photo.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Two columns on a phone, three or four on a wide screen (album.css). */
const GRID_SIZES = '(min-width: 1000px) 25vw, (min-width: 640px) 33vw, 50vw';

function Takedown({ id }: { id: string }) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [answer, setAnswer] = useState<string>();
  if (answer !== undefined && !open) return <p className="album-takedown-answer">{answer}</p>;
  if (!open)
    return (
      <button type="button" className="album-takedown-link" onClick={() => setOpen(true)}>
        {copy.takedown}
      </button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await askTakedown(id, message);
    setAnswer(sent.message);
    if (sent.ok) setOpen(false);
  };
  return (
    <form className="album-takedown" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId}>{copy.takedownLabel}</label>
      <textarea
        id={fieldId}
        maxLength={1000}
        required
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {answer ? <p role="alert">{answer}</p> : null}
      <button type="submit" className="button">
        {copy.takedownSend}
      </button>
      <button type="button" className="album-takedown-link" onClick={() => setOpen(false)}>
        {copy.takedownCancel}
      </button>
    </form>
  );
}
