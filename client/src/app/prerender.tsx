import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { announcementMarker, PUBLIC_EDITION_DIR, type Language } from '@riviera/contract';
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
import { albumPageCopy, albumScreenCopy } from '@edition/album';
import { travelFormCopy } from '@edition/travel-form';
import { heroPhotos } from '@riviera/content/photos';
import { adminCopy } from '@riviera/content/en/admin';
import { PublicHostContext } from '../lib/public-host';
import { publishedContentBlock, setPublishedContent, type PublishedContent } from '../lib/published-content';
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
export function pageText(name: PageName): { heading: string; text: string } {
  const text: Record<PageName, string> = {
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
    albumScreen: albumScreenCopy.welcome,
    rsvpTravel: travelFormCopy.intro,
    // The hosts' area pre-renders its login (ADR 090): the dashboard is the browser's to draw.
    admin: adminCopy.login.intro,
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
  values: PublishedContent = {},
): RenderedPage {
  setPublishedContent(values);
  const body = renderToString(
    <PublicHostContext value={options.publicHost}>
      <StaticRouter basename={options.prefix || undefined} location={`${options.prefix}${page.path}`}>
        <AppRoutes />
      </StaticRouter>
    </PublicHostContext>,
  );
  // The published values ride in every page (ADR 079): the browser sets them before it hydrates.
  const head = `${pageHead(page, options.prefix, options.assets)}${publishedContentBlock(values)}`;
  return { lang: options.lang, head, body };
}

/** One page the build wrote, as the server's re-render writes it again (ADR 079). */
export interface EditionPage {
  name: PageName;
  publicHost: boolean;
  /** Its file under the pages folder: `fr/events/index.html`, `_public/faq/index.html`, `404.html`. */
  file: string;
  assets: PageAssets;
}

/**
 * What re-rendering this bundle's pages needs beyond the bundle (ADR 079), written by the build
 * beside it as kit.json: the language's index.html and every page it wrote with its assets.
 */
export interface EditionKit {
  language: Language;
  prefix: string;
  lang: string;
  template: string;
  /** The guest pages' inline boot script (src/boot.ts, compiled by scripts/prerender.mjs; ADR 086). */
  boot: string;
  pages: EditionPage[];
}

/**
 * Where a guest page of the RSVP host carries the hosts' latest notice, right after <body> and
 * outside React's root (ADR 055): an HTML comment nginx (SSI) and the standalone server fill in.
 */
function noticeMarker(page: EditionPage, language: Language): string {
  return page.publicHost || page.name === 'admin' ? '' : announcementMarker(language);
}

/**
 * The public host's edition without the web app manifest (ADR 056): anyone may browse that host,
 * and the service worker keeps the invited guests' pages.
 */
function withoutManifest(template: string): string {
  const stripped = template.replace(/<link rel="manifest"[^>]*>/, '');
  if (stripped.includes('rel="manifest"'))
    throw new Error('index.html links the manifest in a way the public edition cannot drop.');
  return stripped;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const REGISTER_SW = /<script id="vite-plugin-pwa:register-sw" src="([^"]+)" defer><\/script>\s*/;

/**
 * A guest page fetches no script before its largest paint (ADR 086): the entry Vite's index.html
 * links, the chunks it preloads, the page's own chunks and the service worker's registration are
 * left to the inline boot script at the end of the body, which starts them once the page has
 * painted. The hosts' area goes the same way: its HTML is the login (ADR 090).
 */
function withBootScript(
  template: string,
  options: { boot: string; modules: readonly string[]; serviceWorker: boolean },
): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const register = REGISTER_SW.exec(template)?.[1];
  if (!entry || !register || !template.includes('</body>'))
    throw new Error('index.html lost its entry script, its service worker registration or </body>.');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const attributes: Record<string, string> = {
    'data-app': entry,
    'data-preload': preloads.join(' '),
  };
  if (options.modules.length > 0) attributes['data-page'] = options.modules.join(' ');
  if (options.serviceWorker) attributes['data-sw'] = register;
  const tag = `<script ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}>${options.boot}</script>`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(REGISTER_SW, '')
    .replace('</body>', () => `  ${tag}\n  </body>`);
}

function fill(template: string, rendered: RenderedPage, marker: string): string {
  if (!template.includes('<body>')) throw new Error('index.html lost its <body> tag.');
  const html = template
    .replace('<html lang="en">', `<html lang="${rendered.lang}">`)
    .replace('<body>', `<body>${marker}`)
    .replace(/<!--page-head:[^>]*-->/, () => rendered.head)
    .replace('<!--page-body-->', () => rendered.body);
  if (html.includes('<!--page-')) throw new Error('index.html lost one of its <!--page-…--> markers.');
  return html;
}

/**
 * Every page of the kit as HTML with these published values: what the build writes (with none) and
 * what the server writes again at each publish (ADR 079). `loadAllPages` first.
 */
export function renderEdition(
  kit: EditionKit,
  values: PublishedContent,
): Array<{ file: string; html: string }> {
  const byName = new Map(prerenderedPages.map((page) => [page.name, page]));
  try {
    return kit.pages.map((entry) => {
      const page = byName.get(entry.name);
      if (!page) throw new Error(`The bundle has no page named ${entry.name}: rebuild the site.`);
      const rendered = renderPage(
        page,
        { publicHost: entry.publicHost, prefix: kit.prefix, lang: kit.lang, assets: entry.assets },
        values,
      );
      const base = entry.publicHost ? withoutManifest(kit.template) : kit.template;
      const serviceWorker = !entry.publicHost;
      const template = withBootScript(base, { boot: kit.boot, modules: entry.assets.modules, serviceWorker });
      const html = fill(template, rendered, noticeMarker(entry, kit.language));
      return { file: entry.file, html };
    });
  } finally {
    setPublishedContent({});
  }
}
