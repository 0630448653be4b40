/**
 * What the pre-rendered pages leave for whoever serves them to fill in (the standalone server and
 * nginx, from SITE_URL and SEARCH_INDEXING): the same build serves any address. See
 * docs/decisions/017-site-url-at-serve-time.md. nginx's template repeats these exact strings.
 */
export const SITE_URL_PLACEHOLDER = 'https://site-url.invalid';

/** The robots meta of a guest page; replaced by INDEXED_ROBOTS_META when SEARCH_INDEXING is on. */
export const UNINDEXED_ROBOTS_META = '<meta name="robots" content="noindex">';
export const INDEXED_ROBOTS_META = '<meta name="robots" content="index, follow">';
/** The hosts' area and the not-found page are never indexed, whatever the setting. */
export const NEVER_INDEXED_ROBOTS_META = '<meta name="robots" content="noindex, nofollow">';

/** Folder of client/dist holding the public host's edition of the pages (no Info, no RSVP). */
export const PUBLIC_EDITION_DIR = '_public';

/** robots.txt for the setting: everything but the hosts' area when indexing, nothing otherwise. */
export function robotsTxt(indexing: boolean): string {
  return indexing ? 'User-agent: *\nDisallow: /admin\n' : 'User-agent: *\nDisallow: /\n';
}

/**
 * A host name as the site compares them (PUBLIC_HOSTS, SITE_URL, the Host a request names): lower
 * case and without the trailing dot DNS allows, so "Example.com." is "example.com", as nginx reads it.
 */
export function hostName(value: string): string {
  return value.trim().toLowerCase().replace(/\.+$/, '');
}

/** Where nginx asks the server for the hosts' latest notice in a language (ADR 055). */
export const ANNOUNCEMENT_PATH = '/_announcement';

/**
 * Written right after `<body>` in every guest page of the RSVP host's edition (not the hosts' area,
 * not the public edition): where the hosts' latest notice for everyone goes, outside React's root.
 * nginx resolves it (SSI, `ssi on` on the page locations); the standalone server replaces it. An
 * HTML comment, so a page served as it is shows nothing more (ADR 055).
 */
export function announcementMarker(language: 'en' | 'fr'): string {
  return `<!--# include virtual="${ANNOUNCEMENT_PATH}/${language}" -->`;
}
