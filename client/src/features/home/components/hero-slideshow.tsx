import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { heroPhotos } from '@riviera/content/photos';
import { homeCopy } from '@edition/home';
import { BACKGROUND_BATCH_SIZE, INITIAL_BATCH_SIZE, SLIDE_INTERVAL_MS } from '../../../lib/constants';
import { useHydrated } from '../../../lib/use-hydrated';
import { publishedSlides, sameVariantUrl, type HeroSlide } from '../lib/hero-sources';
import { loadDecoded } from '../lib/load-decoded';
import type { Orientation } from '../lib/use-orientation';
import { FirstSlidePicture } from './first-slide-picture';

/** The photos the slideshow shows, in order: as published (ADR 084), else the built set. */
export const heroSlides = (): HeroSlide[] => publishedSlides();

interface HeroSlideshowProps {
  orientation: Orientation;
  paused: boolean;
  /** Told the index (in `heroSlides`) of the photo on screen, first 0, then at each change. */
  onSlide?: (index: number) => void;
}

/**
 * The full-screen crossfading slideshow. The first photo is a plain responsive picture (the one
 * index.html preloads); the others load in batches through the image cache, in the same width and
 * format the browser picked for the first, and join the rotation as they arrive.
 */
export function HeroSlideshow({ orientation, paused, onSlide }: HeroSlideshowProps) {
  const [firstReady, setFirstReady] = useState(false);
  const [chosenSrc, setChosenSrc] = useState<string | null>(null);
  /** Object URLs of the photos loaded so far, by index in the names list (0 is the picture). */
  const [sources, setSources] = useState<Record<number, string>>({});
  const [current, setCurrent] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const firstImage = useRef<HTMLImageElement>(null);
  const hydrated = useHydrated();
  // The published values are the page's for its whole life (ADR 079): read once.
  const photos = useMemo(() => heroSlides(), []);

  const onFirstLoad = useCallback(() => {
    setFirstReady(true);
    setChosenSrc(firstImage.current?.currentSrc ?? null);
  }, []);

  // A cached image may have loaded before React attached onLoad.
  useEffect(() => {
    const image = firstImage.current;
    if (image?.complete && image.naturalWidth > 0) onFirstLoad();
  }, [onFirstLoad]);

  // The rest of the initial batch, then background batches of ten, once the first shows; in the
  // orientation of the screen, which the app reads only once it has hydrated the page (ADR 094).
  useEffect(() => {
    if (!chosenSrc || !hydrated) return;
    const controller = new AbortController();
    const created: string[] = [];
    const rest = photos.map((_, index) => index).slice(1);
    // The batch loader and the image cache are needed only once the first photo shows: they load
    // then, keeping them out of every page's first download.
    void Promise.all([import('../../../lib/batches'), import('../../../lib/image-cache/load-image')]).then(
      ([{ loadInBatches, whenIdle }, { loadCachedImage }]) =>
        loadInBatches(rest, {
          initialSize: INITIAL_BATCH_SIZE - 1,
          batchSize: BACKGROUND_BATCH_SIZE,
          signal: controller.signal,
          beforeBackgroundBatch: () => whenIdle(),
          load: async (index) => {
            const name = photos[index]?.name ?? '';
            const objectUrl = await loadCachedImage(sameVariantUrl(chosenSrc, name, orientation));
            created.push(objectUrl);
            await loadDecoded(objectUrl);
            return objectUrl;
          },
          onLoaded: (index, objectUrl) => setSources((loaded) => ({ ...loaded, [index]: objectUrl })),
          // A photo that fails to load is left out of the rotation; the others go on.
          onFailed: () => undefined,
        }),
    );
    return () => {
      controller.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [chosenSrc, hydrated, orientation, photos]);

  const nextIndex = nextLoaded(current, sources, photos.length);

  useEffect(() => {
    onSlide?.(current);
  }, [current, onSlide]);

  useEffect(() => {
    if (paused || !firstReady || nextIndex === null) return;
    const timer = window.setTimeout(() => {
      setPrevious(current);
      setCurrent(nextIndex);
    }, SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, firstReady, current, nextIndex]);

  // Mounted: the first photo always (it is the preloaded one), the previous one fading out, the
  // current one, and the next one waiting, already decoded, for its turn.
  const shown = new Set([
    0,
    current,
    ...(previous === null ? [] : [previous]),
    ...(nextIndex === null ? [] : [nextIndex]),
  ]);
  const spec = heroPhotos.orientations[orientation];

  return (
    <div className="hero-slides" data-orientation={orientation} data-current={photos[current]?.name}>
      {/* The first photo's average colour, so the screen is not blank while it arrives (an SVG
          fill: the Content-Security-Policy refuses style attributes in the HTML). */}
      <svg className="hero-slides__colour" aria-hidden="true">
        <rect width="100%" height="100%" fill={photos[0]?.colour} />
      </svg>
      {[...shown]
        .sort((a, b) => a - b)
        .map((index) => {
          const photo = photos[index];
          if (!photo) return null;
          const className = `hero-slide${index === current ? ' is-active' : ''}`;
          if (index === 0) {
            return (
              <div key={photo.name} className={className} data-testid="hero-slide" data-name={photo.name}>
                <FirstSlidePicture name={photo.name} imageRef={firstImage} onLoad={onFirstLoad} />
              </div>
            );
          }
          const src = sources[index];
          if (!src) return null;
          return (
            <div key={photo.name} className={className} data-testid="hero-slide" data-name={photo.name}>
              <img src={src} alt="" className="hero-slide__image" width={spec.width} height={spec.height} />
            </div>
          );
        })}
      {/* Drawn by the JavaScript once it runs: without it, the photo simply arrives. */}
      {firstReady || !hydrated ? null : (
        <div className="hero-spinner">
          <Spinner label={homeCopy.loading} />
        </div>
      )}
    </div>
  );
}

/** The next photo in list order that has loaded (the first always has), wrapping round; else null. */
function nextLoaded(current: number, sources: Record<number, string>, count: number): number | null {
  for (let step = 1; step < count; step += 1) {
    const index = (current + step) % count;
    if (index === 0 || sources[index]) return index;
  }
  return null;
}
