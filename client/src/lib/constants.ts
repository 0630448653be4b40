/** The specification's business constants and limits that the guest pages use. */

/** The navigation hides when scrolling down past this many pixels. */
export const NAV_SCROLL_THRESHOLD_PX = 100;

/** Below this window width the navigation becomes a hamburger menu. */
export const MOBILE_BREAKPOINT_PX = 1200;

/** How long each herov2 slide stays before the next one fades in. */
export const SLIDE_INTERVAL_MS = 6000;

/** The banner slideshow of /home-old advances this often. */
export const BANNER_INTERVAL_MS = 3500;

/** Banner discovery tries banner_1.png up to banner_20.png and stops at the first missing one. */
export const MAX_BANNERS = 20;

/** The herov2 photos load in an initial batch, then in background batches. */
export const INITIAL_BATCH_SIZE = 3;
export const BACKGROUND_BATCH_SIZE = 10;
/** The herov2 slideshow shows at most this many of the listed photos. */
export const MAX_HERO_PHOTOS = 42;

// The crossfade between two slides (1.5 s) lives in styles/home.css, where it runs.
