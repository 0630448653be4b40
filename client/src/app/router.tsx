import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { edition } from '@edition/edition';
import { Layout } from '../components/layout/layout';
import { Navigation } from '../components/layout/navigation';
import { paths } from '../config/paths';
import { takeOverOnce } from '../lib/before-app';
import { useIsPublicHost } from '../lib/public-host';
import { lazyRoute, type LazyRoute } from './lazy-route';
import NotFoundRoute from './routes/not-found';

/**
 * A route module wrapped in the react-query provider. Only the RSVP and admin areas fetch data, so
 * react-query stays out of the guest pages' first download; provider and page load in parallel.
 */
function withDataProvider(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const [{ AppProvider }, { default: RoutePage }] = await Promise.all([
      import('../lib/query-provider'),
      load(),
    ]);
    return {
      default: function DataRoute() {
        return (
          <AppProvider>
            <RoutePage />
          </AppProvider>
        );
      },
    };
  };
}

/**
 * Every page is a chunk of its own, the home page's too (its slideshow and photo list would weigh
 * on every other page's first download): a pre-rendered page links its chunk from its HTML and the
 * app loads it before hydrating; the others are fetched in idle time so a click shows them at once.
 * The hosts' area is its own chunk that guests never download.
 */
const homePage = lazyRoute(() => import('./routes/home'));
export const lazyPages = {
  home: homePage,
  // /homev2 is the same page as / (the specification gives the home page both addresses): one chunk.
  homeV2: homePage,
  homeOld: lazyRoute(() => import('./routes/home-old')),
  events: lazyRoute(() => import('./routes/events')),
  accommodations: lazyRoute(() => import('./routes/accommodations')),
  info: lazyRoute(() => import('./routes/info')),
  travel: lazyRoute(() => import('./routes/travel')),
  faq: lazyRoute(() => import('./routes/faq')),
  // The RSVP page's later steps bring react-query themselves (features/rsvp/components/later-steps).
  rsvp: lazyRoute(() => import('./routes/rsvp')),
  weekend: lazyRoute(() => import('./routes/weekend')),
  album: lazyRoute(() => import('./routes/album')),
  albumScreen: lazyRoute(() => import('./routes/album-screen')),
  // A party's travel (ADR 049): its own chunk, never prefetched by the other pages.
  rsvpTravel: lazyRoute(withDataProvider(() => import('./routes/rsvp-travel'))),
} satisfies Partial<Record<keyof typeof paths, LazyRoute>>;

/**
 * The hosts' area, in the English bundle only (it is not translated; ADR 019): the condition is
 * written in by the build, so the French bundle does not even contain the chunk.
 */
export const adminPage =
  import.meta.env.SITE_LANG === 'en'
    ? lazyRoute(withDataProvider(() => import('./routes/admin')))
    : undefined;

type LazyPageName = keyof typeof lazyPages;

/** Info, RSVP, a party's travel, the weekend pass and the album do not exist on the production public host (PUBLIC_HOSTS, ADR 005). */
const privatePages: ReadonlySet<LazyPageName> = new Set([
  'info',
  'rsvp',
  'rsvpTravel',
  'weekend',
  'album',
  'albumScreen',
]);

/** A browser path without the edition's prefix ('/fr/events' → '/events'), as the routes name it. */
export function pathInEdition(pathname: string, prefix: string = edition.prefix): string | undefined {
  if (!prefix) return pathname;
  const lower = pathname.toLowerCase();
  if (lower !== prefix && !lower.startsWith(`${prefix}/`)) return undefined;
  return pathname.slice(prefix.length) || '/';
}

function lazyPageAt(pathname: string, publicHost: boolean): LazyRoute | undefined {
  const page = pathInEdition(pathname);
  if (page === undefined) return undefined;
  if (matchPath(paths.admin.path, page)) return adminPage;
  const name = (Object.keys(lazyPages) as LazyPageName[]).find((candidate) =>
    matchPath(paths[candidate].path, page),
  );
  if (!name || (publicHost && privatePages.has(name))) return undefined;
  return lazyPages[name];
}

/** Loads the module of the page at `pathname`, so hydration finds the page's code in place. */
export async function preloadPage(pathname: string, publicHost: boolean): Promise<void> {
  await lazyPageAt(pathname, publicHost)?.preload();
}

/**
 * The other guest pages' chunks: the one a guest is about to open when a link to it is pointed at,
 * touched or focused, and the rest once the page has long settled, so a tap shows a page at once.
 * Not in the first seconds: they would compete with the page's own start on a phone (ADR 086).
 * Returns what stops it.
 */
function prefetchGuestPages(publicHost: boolean): () => void {
  const guestPages: LazyPageName[] = [
    'home',
    'events',
    'accommodations',
    'travel',
    'homeOld',
    'info',
    'rsvp',
    'faq',
  ];
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    void lazyPageAt(link.pathname, publicHost)
      ?.preload()
      .catch(() => undefined);
  };
  const intents = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  const later = window.setTimeout(() => {
    idle(() => {
      for (const name of guestPages) {
        if (publicHost && privatePages.has(name)) continue;
        void lazyPages[name].preload().catch(() => undefined);
      }
    });
  }, 10_000);
  return () => {
    window.clearTimeout(later);
    for (const type of intents) document.removeEventListener(type, onIntent);
  };
}

/**
 * The page is hydrated, its own part too (its Suspense boundary hydrates after the shell): the app
 * takes up what the guest did before it came (ADR 086) and marks the page as live.
 */
function Live() {
  useEffect(takeOverOnce, []);
  return null;
}

/** While a page's chunk arrives (rarely seen: they are prefetched), an empty page, not a flash of text. */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="page" aria-busy="true" />}>
      {children}
      <Live />
    </Suspense>
  );
}

const notFound = (
  <>
    <NotFoundRoute />
    <Live />
  </>
);

function page(name: LazyPageName, publicHost: boolean): ReactNode {
  if (publicHost && privatePages.has(name)) return notFound;
  const { Component } = lazyPages[name];
  return (
    <Lazy>
      <Component />
    </Lazy>
  );
}

/**
 * Declarative routing: the guest pages need no loaders or actions, and the data router would add
 * about 16 KB of gzip to every guest's first download. The browser wraps these routes in a
 * BrowserRouter (app.tsx), the build's pre-rendering in a StaticRouter (prerender.tsx).
 */
export function AppRoutes() {
  const publicHost = useIsPublicHost();
  useEffect(() => prefetchGuestPages(publicHost), [publicHost]);
  const navigation = <Navigation />;
  // One route per page, in the order the router tries them.
  const routes = (names: readonly LazyPageName[]) =>
    names.map((name) => <Route key={name} path={paths[name].path} element={page(name, publicHost)} />);
  return (
    <Routes>
      <Route element={<Layout navigation={navigation} immersive />}>
        {routes(['home', 'homeV2', 'homeOld'])}
      </Route>
      {/* The door screen (ADR 085): the whole screen is the photos and the QR code, no header. */}
      {routes(['albumScreen'])}
      <Route element={<Layout navigation={navigation} />}>
        {routes([
          'events',
          'accommodations',
          'travel',
          'faq',
          'info',
          'rsvp',
          'weekend',
          'album',
          'rsvpTravel',
        ])}
        <Route
          path={paths.admin.path}
          element={
            adminPage ? (
              <Lazy>
                <adminPage.Component />
              </Lazy>
            ) : (
              notFound
            )
          }
        />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
