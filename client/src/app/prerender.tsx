import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { announcementMarker, PUBLIC_EDITION_DIR } from '@riviera/contract';
import { pageFile, prerenderedPages, type PageName, type PrerenderedPage } from '../config/pages';
import { notFoundCopy, pageTitles } from '@edition/pages';
import { accommodationsCopy } from '@edition/accommodations';
import { eventsCopy } from '@edition/events';
import { faqCopy } from '@edition/faq';
import { homeCopy } from '@edition/home';
import { infoCopy } from '@edition/info';
import { edition } from '@edition/edition';
import { siteMeta } from '@edition/meta';
import { rsvpCopy } from '@edition/rsvp';
import { travelCopy } from '@edition/travel';
import { weekendCopy } from '@edition/weekend';
import { albumPageCopy } from '@edition/album';
import { travelFormCopy } from '@edition/travel-form';
import { heroPhotos } from '@riviera/content/photos';
import { PublicHostContext } from '../lib/public-host';
import { pageHead, OG_IMAGE, type PageAssets } from './prerender-head';
import { adminPage, AppRoutes, lazyPages } from './router';

/**
 * The build's pre-rendering entry (Vite's SSR build of this module, run by
 * client/scripts/prerender.mjs): every page of the table in config/pages.ts as HTML, for the
 * private hosts and for the public host's edition. The browser hydrates what this renders.
 */
export { announcementMarker, pageFile, prerenderedPages, OG_IMAGE, PUBLIC_EDITION_DIR };
export type { PageAssets, PrerenderedPage };

/**
 * The edition this bundle renders: the build makes one bundle per language (ADR 019), and
 * scripts/prerender.mjs runs each one's pages.
 */
export const editionOfBundle = { prefix: edition.prefix, lang: siteMeta.lang, language: edition.language };

/** The photo the link preview is cut from. */
export const firstHeroPhoto = heroPhotos.photos[0]?.name;

/** Each page's heading and a sentence of its main text, which its HTML must carry. */
export function pageText(name: PageName): { heading: string; text: string | null } {
  const text: Record<PageName, string | null> = {
    home: homeCopy.invitation,
    homeV2: homeCopy.invitation,
    homeOld: homeCopy.venue,
    events: eventsCopy.intro,
    accommodations: accommodationsCopy.intro,
    info: infoCopy.intro,
    travel: travelCopy.intro,
    faq: faqCopy.intro,
    rsvp: rsvpCopy.intro,
    weekend: weekendCopy.intro,
    album: albumPageCopy.intro,
    rsvpTravel: travelFormCopy.intro,
    // The hosts' area is drawn in the browser only: it depends on the tab's session.
    admin: null,
    notFound: notFoundCopy.body,
  };
  return { heading: pageTitles[name], text: text[name] };
}

export interface RenderedPage {
  lang: string;
  head: string;
  body: string;
}

/** Loads every page's module, so rendering never suspends and shows each page in full. */
export async function loadAllPages(): Promise<void> {
  await Promise.all([...Object.values(lazyPages), adminPage].map((page) => page?.preload()));
}

export function renderPage(
  page: PrerenderedPage,
  options: { publicHost: boolean; prefix: string; lang: string; assets: PageAssets },
): RenderedPage {
  const body = renderToString(
    <PublicHostContext value={options.publicHost}>
      <StaticRouter basename={options.prefix || undefined} location={`${options.prefix}${page.path}`}>
        <AppRoutes />
      </StaticRouter>
    </PublicHostContext>,
  );
  return { lang: options.lang, head: pageHead(page, options.prefix, options.assets), body };
}
