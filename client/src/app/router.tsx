import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/layout';
import { Navigation } from '../components/layout/navigation';
import { paths } from '../config/paths';
import { isPublicHost } from '../lib/public-host';
import HomeRoute from './routes/home';
import HomeV2Route from './routes/home-v2';
import NotFoundRoute from './routes/not-found';

/**
 * The home page, where most guests land, is in the first download. The other guest pages are small
 * chunks of their own, fetched in idle time after the first render so a click shows them at once.
 */
const loadGuestPages = {
  events: () => import('./routes/events'),
  accommodations: () => import('./routes/accommodations'),
  info: () => import('./routes/info'),
  travel: () => import('./routes/travel'),
  homeOld: () => import('./routes/home-old'),
};
const EventsRoute = lazy(loadGuestPages.events);
const AccommodationsRoute = lazy(loadGuestPages.accommodations);
const InfoRoute = lazy(loadGuestPages.info);
const TravelRoute = lazy(loadGuestPages.travel);
const HomeOldRoute = lazy(loadGuestPages.homeOld);

function prefetchGuestPages(): void {
  const pages = isPublicHost
    ? [loadGuestPages.events, loadGuestPages.accommodations, loadGuestPages.travel]
    : Object.values(loadGuestPages);
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  idle(() => {
    for (const load of pages) void load().catch(() => undefined);
  });
}

/**
 * A route module loaded on demand, wrapped in the react-query provider. Only the RSVP and admin
 * areas fetch data, so react-query and its provider stay out of the guest pages' first download;
 * the provider and the page load in parallel, not one after the other.
 */
function withDataProvider(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ AppProvider }, { default: RoutePage }] = await Promise.all([import('./provider'), load()]);
    return {
      default: function DataRoute() {
        return (
          <AppProvider>
            <RoutePage />
          </AppProvider>
        );
      },
    };
  });
}

const RsvpRoute = withDataProvider(() => import('./routes/rsvp'));
// The hosts' area is its own chunk: guests never download it.
const AdminRoute = withDataProvider(() => import('./routes/admin'));

/** While a page's chunk arrives (rarely seen: they are prefetched), an empty page, not a flash of text. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="page" aria-busy="true" />}>{children}</Suspense>;
}

/**
 * Declarative routing (BrowserRouter): the guest pages need no loaders or actions, and the data
 * router would add about 16 KB of gzip to every guest's first download.
 */
export function AppRouter() {
  useEffect(prefetchGuestPages, []);
  const navigation = <Navigation />;
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout navigation={navigation} immersive />}>
          <Route path={paths.home.path} element={<HomeRoute />} />
          <Route path={paths.homeV2.path} element={<HomeV2Route />} />
          <Route
            path={paths.homeOld.path}
            element={
              <Lazy>
                <HomeOldRoute />
              </Lazy>
            }
          />
        </Route>
        <Route element={<Layout navigation={navigation} />}>
          <Route
            path={paths.events.path}
            element={
              <Lazy>
                <EventsRoute />
              </Lazy>
            }
          />
          <Route
            path={paths.accommodations.path}
            element={
              <Lazy>
                <AccommodationsRoute />
              </Lazy>
            }
          />
          <Route
            path={paths.travel.path}
            element={
              <Lazy>
                <TravelRoute />
              </Lazy>
            }
          />
          {/* On the production public host, Info and RSVP do not exist (DESIGN.md section 2). */}
          <Route
            path={paths.info.path}
            element={
              isPublicHost ? (
                <NotFoundRoute />
              ) : (
                <Lazy>
                  <InfoRoute />
                </Lazy>
              )
            }
          />
          <Route
            path={paths.rsvp.path}
            element={
              isPublicHost ? (
                <NotFoundRoute />
              ) : (
                <Lazy>
                  <RsvpRoute />
                </Lazy>
              )
            }
          />
          <Route
            path={paths.admin.path}
            element={
              <Lazy>
                <AdminRoute />
              </Lazy>
            }
          />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
