import { addressUnder, canonicalPath, prerenderedPages } from '../../client/src/config/pages';
import { pageTitles } from '@riviera/content/en/pages';

/** A heading as the pre-rendered HTML spells it (React escapes `&`). */
const headingHtml = (title: string) => `${title.replaceAll('&', '&amp;')}</h1>`;

/** Every page the build pre-renders (the not-found page aside), with the heading its HTML carries. */
export const sitePages = prerenderedPages
  .filter((page) => page.name !== 'notFound')
  .map((page) => ({
    path: page.path,
    /** The path its canonical link names (/homev2 is the home page: /). */
    canonical: canonicalPath(page),
    /** The same under /fr, for the French edition (the hosts' area has none). */
    frenchCanonical: addressUnder('/fr', canonicalPath(page)),
    heading: headingHtml(pageTitles[page.name]),
    /** Info and RSVP: not in the public host's edition. */
    private: page.private,
    indexable: page.indexable,
  }));

export const NOT_FOUND_HEADING = headingHtml(pageTitles.notFound);

/** The same address as a person may type it: any case, trailing slashes. */
export const typed = (path: string) => (path === '/' ? '/' : `${path.toUpperCase()}/`);

/** A link to Info or RSVP, which the public edition never has. */
export const PRIVATE_LINK = /href="\/(info|rsvp)"/;
