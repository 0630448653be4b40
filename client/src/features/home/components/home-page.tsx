import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { homeCopy, placeholderPhotos } from '@edition/home';
import { heroPhotos } from '@riviera/content/photos';
import { edition } from '@edition/edition';
import { useIsPublicHost } from '../../../lib/public-host';
import { SITE_PHASE_FIELD } from '@riviera/contract';
import { published } from '../../../lib/published-content';
import { usePageTitle } from '../../../lib/use-page-title';
import { KeepTogether } from '../../../components/ui/keep-together';
import { ReplyBy } from '../../../components/ui/reply-by';
import { placeholderCaption } from '../lib/placeholder-captions';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOrientation, type Orientation } from '../lib/use-orientation';
import { HeroSlideshow, heroSlides } from './hero-slideshow';

/** The album's page, on the RSVP host (DESIGN 3.8). */
const ALBUM_ADDRESS = '/album';

/**
 * How many times the screen has turned since the page came to life. The pre-rendered page is drawn
 * as 'landscape', and a phone held upright reads 'portrait' once React has hydrated it: that first
 * reading is not a turn (the first photo is the same picture in either orientation), so the
 * slideshow React has just hydrated is kept, not built again in one long task (ADR 094).
 */
function useTurns(orientation: Orientation): number {
  const hydrated = useHydrated();
  const [seen, setSeen] = useState({ orientation, hydrated, turns: 0 });
  if (seen.orientation === orientation && seen.hydrated === hydrated) return seen.turns;
  const turned = seen.hydrated && seen.orientation !== orientation;
  const next = { orientation, hydrated, turns: seen.turns + (turned ? 1 : 0) };
  setSeen(next);
  return next.turns;
}

/** `/` and `/homev2`: the full-screen slideshow with the couple, the date, the venue and RSVP. */
export function HomePage() {
  usePageTitle();
  const isPublicHost = useIsPublicHost();
  const orientation = useOrientation();
  const turns = useTurns(orientation);
  const [paused, setPaused] = useState(false);
  const [slide, setSlide] = useState(0);
  // After the wedding (the hosts' choice, DESIGN 3.8) the page thanks the guests and leads to the album.
  const after = published(SITE_PHASE_FIELD, 'BEFORE') === 'AFTER';
  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* A turn of the screen is a new set of photos: start again from the first. (Not a bare number:
          the caption beside it is keyed by the slide's.) */}
      <HeroSlideshow key={`turn-${turns}`} orientation={orientation} paused={paused} onSlide={setSlide} />
      <div className="hero__content">
        <p className="hero__kicker">
          {after ? homeCopy.after.kicker : published('home.kicker', homeCopy.kicker)}
        </p>
        <h1 id="hero-title" className="hero__title">
          {homeCopy.title}
        </h1>
        <p className="hero__invitation">
          {after ? homeCopy.after.invitation : published('home.invitation', homeCopy.invitation)}
        </p>
        <p className="hero__date">
          <time dateTime="2026-05-15">
            <span aria-hidden="true">{homeCopy.date}</span>
            <span className="visually-hidden">{homeCopy.dateLabel}</span>
          </time>
        </p>
        <p className="hero__weekend">{homeCopy.weekend}</p>
        <p className="hero__venue">
          <KeepTogether text={homeCopy.venue} />
        </p>
        <p className="hero__place">
          <KeepTogether text={homeCopy.place} />
        </p>
        {isPublicHost || after ? null : <ReplyBy className="hero__reply-by" />}
        {isPublicHost ? null : after ? (
          <Link to={ALBUM_ADDRESS} className="button button--light hero__rsvp">
            {homeCopy.after.album}
          </Link>
        ) : (
          <Link to={paths.rsvp.href()} className="button button--light hero__rsvp">
            {homeCopy.rsvp}
          </Link>
        )}
      </div>
      {/* A new line for each photo, not new words in the old one: nothing is seen to move. */}
      <SlideCaption key={slide} index={slide} />
      <button
        type="button"
        className="hero__pause"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? homeCopy.play : homeCopy.pause}
      </button>
    </section>
  );
}

/**
 * The caption the hosts gave the slide in this page's language (ADR 084), else "Placeholder photo ·
 * Terrace at dawn" under the slideshow while it shows a placeholder photo: in the page rather than
 * drawn into the photo, where a screen's crop (object-fit: cover) could cut it off.
 */
function SlideCaption({ index }: { index: number }) {
  const slide = heroSlides()[index];
  const own = slide?.[edition.language]?.trim();
  const caption = own || placeholderCaption(heroPhotos, placeholderPhotos, slide?.name);
  return caption ? <p className="hero__caption">{caption}</p> : null;
}
