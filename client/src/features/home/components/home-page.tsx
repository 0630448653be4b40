import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { homeCopy } from '@edition/home';
import { useIsPublicHost } from '../../../lib/public-host';
import { usePageTitle } from '../../../lib/use-page-title';
import { KeepTogether } from '../../../components/ui/keep-together';
import { ReplyBy } from '../../../components/ui/reply-by';
import { useOrientation } from '../lib/use-orientation';
import { HeroSlideshow } from './hero-slideshow';

/** `/` and `/homev2`: the full-screen slideshow with the couple, the date, the venue and RSVP. */
export function HomePage() {
  usePageTitle();
  const isPublicHost = useIsPublicHost();
  const orientation = useOrientation();
  const [paused, setPaused] = useState(false);
  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* A new orientation is a new set of photos: start again from the first. */}
      <HeroSlideshow key={orientation} orientation={orientation} paused={paused} />
      <div className="hero__content">
        <p className="hero__kicker">{homeCopy.kicker}</p>
        <h1 id="hero-title" className="hero__title">
          {homeCopy.title}
        </h1>
        <p className="hero__invitation">{homeCopy.invitation}</p>
        <p className="hero__date">
          <time dateTime="2026-05-15">
            <span aria-hidden="true">{homeCopy.date}</span>
            <span className="visually-hidden">{homeCopy.dateLabel}</span>
          </time>
        </p>
        <p className="hero__venue">
          <KeepTogether text={homeCopy.venue} />
        </p>
        <p className="hero__place">
          <KeepTogether text={homeCopy.place} />
        </p>
        {isPublicHost ? null : <ReplyBy className="hero__reply-by" />}
        {isPublicHost ? null : (
          <Link to={paths.rsvp.href()} className="button button--light hero__rsvp">
            {homeCopy.rsvp}
          </Link>
        )}
      </div>
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
