import type { PageName } from '@riviera/content/page-names';
import { paths, type PathName } from './paths';

export type { PageName };

/** Faces of the serif drawn in a page's first view; the HTML preloads their Latin files. */
export type SerifFace = 'regular' | 'italic' | 'medium';

/** The largest thing in a page's first view, which its HTML preloads. */
export type FirstViewImage = 'heroSlide' | 'firstBanner' | 'firstEvent';

export interface PrerenderedPage {
  name: PageName;
  /** Path under the edition's prefix ('' for English; a French edition adds '/fr'). */
  path: string;
  /**
   * The address search engines and link previews are given for the page (canonical, og:url,
   * hreflang), under the same prefix: its own path unless it is another page under a second name.
   */
  canonicalPath?: string;
  /** Built chunks the page needs at once (keys of Vite's manifest): linked from its HTML. */
  modules: readonly string[];
  /** Left out of the public host's edition, where these pages do not exist. */
  private: boolean;
  /** Listed for search engines when SEARCH_INDEXING is on (never the hosts' area or the 404). */
  indexable: boolean;
  serifFaces: readonly SerifFace[];
  image?: FirstViewImage;
  /** Written in the English edition only: the hosts' area is not translated (ADR 019). */
  englishOnly?: boolean;
  /** Drawn without the site's header and footer: the door screen (ADR 085). */
  bare?: boolean;
}

const dataModules = (route: string) => [`src/app/routes/${route}.tsx`, 'src/lib/query-provider.tsx'];
const guestPage = (name: PathName, modules: readonly string[], serifFaces: readonly SerifFace[]) => ({
  name,
  path: paths[name].path,
  modules,
  private:
    name === 'info' ||
    name === 'rsvp' ||
    name === 'rsvpTravel' ||
    name === 'weekend' ||
    name === 'album' ||
    name === 'albumScreen',
  indexable: true,
  serifFaces,
});
const headings: readonly SerifFace[] = ['regular', 'medium'];

/**
 * Every pre-rendered page, in one table: the build's pre-rendering, the budget check and the browser
 * tests read it. The not-found page is written as 404.html.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { ...guestPage('home', ['src/app/routes/home.tsx'], ['regular', 'italic']), image: 'heroSlide' },
  // The same page as the home page under a second address: its canonical address is the home page's.
  {
    ...guestPage('homeV2', ['src/app/routes/home.tsx'], ['regular', 'italic']),
    image: 'heroSlide',
    canonicalPath: paths.home.path,
  },
  // Its first view is the home page's serif: the title at 400 and the weekend's line in italic.
  {
    ...guestPage('homeOld', ['src/app/routes/home-old.tsx'], ['regular', 'italic']),
    image: 'firstBanner',
  },
  { ...guestPage('events', ['src/app/routes/events.tsx'], headings), image: 'firstEvent' },
  guestPage('accommodations', ['src/app/routes/accommodations.tsx'], headings),
  guestPage('info', ['src/app/routes/info.tsx'], headings),
  guestPage('travel', ['src/app/routes/travel.tsx'], headings),
  guestPage('faq', ['src/app/routes/faq.tsx'], headings),
  guestPage('rsvp', ['src/app/routes/rsvp.tsx'], headings),
  guestPage('rsvpTravel', dataModules('rsvp-travel'), headings),
  // A party's own page, by the code in its address: never listed for search engines.
  { ...guestPage('weekend', ['src/app/routes/weekend.tsx'], headings), indexable: false },
  // The album (DESIGN 3.8, ADR 082): on the RSVP host only, never listed; its photos load once shown.
  { ...guestPage('album', ['src/app/routes/album.tsx'], headings), indexable: false },
  // The door screen (ADR 085): a page for a screen at the party, never listed.
  {
    ...guestPage('albumScreen', ['src/app/routes/album-screen.tsx'], headings),
    indexable: false,
    bare: true,
  },
  { ...guestPage('admin', dataModules('admin'), headings), indexable: false, englishOnly: true },
  // Short: its first view holds the footer, whose closing line is in italic, and no h2.
  {
    name: 'notFound',
    path: '/404',
    modules: [],
    private: false,
    indexable: false,
    serifFaces: ['regular', 'italic'],
  },
];

/** The path a page's canonical address names (under the edition's prefix). */
export function canonicalPath(page: Pick<PrerenderedPage, 'path' | 'canonicalPath'>): string {
  return page.canonicalPath ?? page.path;
}

/**
 * A page's address under an edition's prefix, as links and canonical addresses write it: `/events`,
 * `/fr/events`; the French home page is `/fr`, not `/fr/`.
 */
export function addressUnder(prefix: string, path: string): string {
  return `${prefix}${path === '/' && prefix ? '' : path}`;
}

/** Where a page's HTML is written under client/dist: `events/index.html`, `index.html`, `404.html`. */
export function pageFile(page: Pick<PrerenderedPage, 'name' | 'path'>, prefix = ''): string {
  if (page.name === 'notFound') return `${prefix.replace(/^\//, '')}${prefix ? '/' : ''}404.html`;
  const folder = `${prefix}${page.path}`.replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/index.html` : 'index.html';
}
