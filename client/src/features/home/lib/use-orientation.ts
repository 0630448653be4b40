import { useSyncExternalStore } from 'react';

export type Orientation = 'portrait' | 'landscape';

/** The specification's rule: portrait when the window is taller than wide, otherwise landscape. */
export function orientationOf(width: number, height: number): Orientation {
  return height > width ? 'portrait' : 'landscape';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/** Follows the window live, on resize and on rotation. */
export function useOrientation(): Orientation {
  return useSyncExternalStore(
    subscribe,
    () => orientationOf(window.innerWidth, window.innerHeight),
    () => 'landscape',
  );
}
