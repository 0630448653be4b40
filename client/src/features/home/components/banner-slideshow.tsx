import { useEffect, useState } from 'react';
import { BANNER_INTERVAL_MS, MAX_BANNERS } from '../../../lib/constants';
import { imageExists } from '../lib/load-decoded';

export function bannerUrl(n: number): string {
  return `/imgs/hero/banner_${n}.png`;
}

/**
 * The /home-old banner slideshow. Banners are discovered one ahead of the one showing:
 * banner_1.png, banner_2.png, … up to banner_20.png, stopping at the first that is missing, so a
 * couple adds a banner by dropping in a file and no guest downloads banners they will not see.
 * banner_1.png is shown before its discovery answers: it is in the pre-rendered page (which
 * preloads it), so the picture is there at the first paint instead of after the JavaScript; should
 * discovery find it missing, it goes.
 */
export function BannerSlideshow({ label }: { label: string }) {
  const [found, setFound] = useState<string[]>([]);
  const [finished, setFinished] = useState(false);
  const [current, setCurrent] = useState(0);

  // Look for the next banner whenever the last one found is on screen (and at the start).
  const wantNext = !finished && found.length < MAX_BANNERS && current >= found.length - 1;
  const nextNumber = found.length + 1;
  useEffect(() => {
    if (!wantNext) return;
    let live = true;
    void imageExists(bannerUrl(nextNumber)).then((exists) => {
      if (!live) return;
      if (exists) setFound((list) => [...list, bannerUrl(nextNumber)]);
      else setFinished(true);
    });
    return () => {
      live = false;
    };
  }, [wantNext, nextNumber]);

  const allFound = finished || found.length >= MAX_BANNERS;
  const shown = found.length > 0 || finished ? found : [bannerUrl(1)];
  useEffect(() => {
    if (found.length === 0) return;
    const timer = window.setInterval(() => {
      setCurrent((index) => {
        if (index + 1 < found.length) return index + 1;
        return allFound ? 0 : index; // wait for discovery before wrapping round
      });
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [found.length, allFound]);

  return (
    <div className="banner" role="img" aria-label={label} data-count={found.length} data-finished={allFound}>
      {shown.map((src, index) => (
        <img
          key={src}
          src={src}
          alt=""
          className={`banner__image${index === current ? ' is-active' : ''}`}
          data-testid="banner-slide"
          width={1600}
          height={640}
          // The first is the page's largest picture: fetched first (and preloaded at that priority).
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      ))}
    </div>
  );
}
