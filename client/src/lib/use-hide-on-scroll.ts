import { useEffect, useState } from 'react';

/**
 * True while the page is scrolled past `threshold` pixels and the last scroll went down: the
 * navigation then slides away, and comes back as soon as the guest scrolls up.
 */
export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // A page already scrolled down when the app takes it over (ADR 086) was scrolled down.
    let lastY = 0;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    if (window.scrollY > threshold) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return hidden;
}
