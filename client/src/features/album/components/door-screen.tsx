import { useEffect, useState } from 'react';
import { edition } from '@edition/edition';
import { albumPageCopy, albumScreenCopy as copy } from '@edition/album';
import { pageTitles } from '@edition/pages';
import { siteUrl } from '../../../lib/site-url';
import { useHydrated } from '../../../lib/use-hydrated';
import { fetchAlbum, photoSrcSet, type GuestAlbum } from '../lib/album-api';
import './door-screen.css';

/** The door screen (ADR 085): the approved photos in turn beside the album's QR code. */
const REFRESH_MS = 30_000;
const SLIDE_MS = 8_000;
const SIZES = '100vw';
const QR_MASK = 2;

type Photo = GuestAlbum['photos'][number];

/** The QR code's dark modules as one SVG path: React draws it, nothing is injected (strict CSP). */
function useQrPath(text: string | null): { path: string; size: number } | null {
  const [qr, setQr] = useState<{ path: string; size: number } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => {
      // One byte segment and a fixed mask: a camera reads them as well, and finding the shortest
      // split of the text and scoring all eight masks was most of the work, a long task on a slow
      // screen's browser (ADR 095).
      const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
        maskPattern: QR_MASK,
      });
      let path = '';
      for (let row = 0; row < modules.size; row += 1) {
        for (let col = 0; col < modules.size; col += 1) {
          if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
        }
      }
      if (live) setQr({ path, size: modules.size });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return qr;
}

function Slide({ photo, shown }: { photo: Photo; shown: boolean }) {
  return (
    <figure className={shown ? 'door-slide is-shown' : 'door-slide'} aria-hidden={!shown}>
      <picture>
        <source type="image/avif" srcSet={photoSrcSet(photo.id, 'avif')} sizes={SIZES} />
        <source type="image/webp" srcSet={photoSrcSet(photo.id, 'webp')} sizes={SIZES} />
        <img
          srcSet={photoSrcSet(photo.id, 'jpg')}
          sizes={SIZES}
          width={photo.width}
          height={photo.height}
          alt={albumPageCopy.photoAlt(photo.uploadedBy)}
        />
      </picture>
      {photo.uploadedBy ? <figcaption>{albumPageCopy.by(photo.uploadedBy)}</figcaption> : null}
    </figure>
  );
}

export function DoorScreen() {
  const hydrated = useHydrated();
  const [album, setAlbum] = useState<GuestAlbum | null>(null);
  const [order, setOrder] = useState<Photo[]>([]);
  const [index, setIndex] = useState(0);
  const [canFullScreen, setCanFullScreen] = useState(false);
  const address = hydrated ? `${siteUrl()}${edition.prefix}/album` : null;
  const qr = useQrPath(address);

  // The album on load and every 30 s; a photo approved since comes next, not at the end of the round.
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    const load = () =>
      fetchAlbum([])
        .then((next) => {
          if (!live) return;
          setAlbum(next);
          setOrder((current) => {
            const known = new Set(current.map((photo) => photo.id));
            const fresh = next.photos.filter((photo) => !known.has(photo.id));
            const kept = current.filter((photo) => next.photos.some((other) => other.id === photo.id));
            return [...fresh, ...kept];
          });
        })
        .catch(() => undefined); // Offline for a moment: the screen keeps what it shows.
    void load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [hydrated]);

  useEffect(() => {
    if (order.length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % order.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [order.length]);

  // Full screen where the browser allows it; the screen kept awake where it can be (both optional).
  useEffect(() => {
    if (!hydrated) return;
    const update = () => setCanFullScreen(document.fullscreenEnabled && !document.fullscreenElement);
    update();
    document.addEventListener('fullscreenchange', update);
    let lock: { release: () => Promise<void> } | undefined;
    const wake = (
      navigator as Navigator & {
        wakeLock?: { request: (type: 'screen') => Promise<{ release: () => Promise<void> }> };
      }
    ).wakeLock;
    wake
      ?.request('screen')
      .then((sentinel) => (lock = sentinel))
      .catch(() => undefined);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      void lock?.release().catch(() => undefined);
    };
  }, [hydrated]);

  const shown = order.length ? index % order.length : 0;
  const line = !album
    ? copy.scanOpen
    : album.phase === 'BEFORE'
      ? copy.scanBefore
      : album.open
        ? copy.scanOpen
        : copy.scanClosed;

  return (
    <main id="main" className="door-screen">
      <div className="door-photos">
        {order.length ? (
          order.map((photo, at) =>
            // Only the shown photo and the next one are in the page, so a long album stays light.
            at === shown || at === (shown + 1) % order.length ? (
              <Slide key={photo.id} photo={photo} shown={at === shown} />
            ) : null,
          )
        ) : (
          <p className="door-welcome">{copy.welcome}</p>
        )}
      </div>
      <aside className="door-panel">
        <h1>{pageTitles.albumScreen}</h1>
        <div className="door-qr">
          {qr ? (
            <svg
              viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`}
              role="img"
              aria-label={copy.qrAlt}
              shapeRendering="crispEdges"
            >
              <rect x={-4} y={-4} width={qr.size + 8} height={qr.size + 8} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
          ) : null}
        </div>
        {/* Every variant of the line in one cell, the others hidden: its box is the tallest's
            before and after the album's state arrives, so nothing under it moves (ADR 085). */}
        <p className="door-line">
          {[copy.scanOpen, copy.scanClosed, copy.scanBefore].map((variant) => (
            <span
              key={variant}
              className={variant === line ? undefined : 'is-other'}
              aria-hidden={variant !== line}
            >
              {variant}
            </span>
          ))}
        </p>
        {/* The address and the button keep their places before the scripts run, so nothing moves. */}
        <p className="door-address">
          {copy.address} <strong>{address ? address.replace(/^https?:\/\//, '') : '\u00a0'}</strong>
        </p>
        <button
          type="button"
          className={canFullScreen ? 'button door-full' : 'button door-full is-unavailable'}
          aria-hidden={!canFullScreen}
          tabIndex={canFullScreen ? 0 : -1}
          onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
        >
          {copy.fullScreen}
        </button>
      </aside>
    </main>
  );
}
