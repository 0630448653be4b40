import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/layout';
import { Navigation } from '../components/layout/navigation';
import { paths } from '../config/paths';
import { isPublicHost } from '../lib/public-host';
import AccommodationsRoute from './routes/accommodations';
import EventsRoute from './routes/events';
import HomeRoute from './routes/home';
import HomeOldRoute from './routes/home-old';
import HomeV2Route from './routes/home-v2';
import InfoRoute from './routes/info';
import NotFoundRoute from './routes/not-found';
import RsvpRoute from './routes/rsvp';
import TravelRoute from './routes/travel';

// The hosts' area is its own chunk: guests never download it.
const AdminRoute = lazy(() => import('./routes/admin'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="page">Loading…</p>}>{children}</Suspense>;
}

/**
 * Declarative routing (BrowserRouter): the guest pages need no loaders or actions, and the data
 * router would add about 16 KB of gzip to every guest's first download.
 */
export function AppRouter() {
  const navigation = <Navigation />;
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout navigation={navigation} immersive />}>
          <Route path={paths.home.path} element={<HomeRoute />} />
          <Route path={paths.homeV2.path} element={<HomeV2Route />} />
          <Route path={paths.homeOld.path} element={<HomeOldRoute />} />
        </Route>
        <Route element={<Layout navigation={navigation} />}>
          <Route path={paths.events.path} element={<EventsRoute />} />
          <Route path={paths.accommodations.path} element={<AccommodationsRoute />} />
          <Route path={paths.travel.path} element={<TravelRoute />} />
          {/* On the production public host, Info and RSVP do not exist (DESIGN.md section 2). */}
          <Route path={paths.info.path} element={isPublicHost ? <NotFoundRoute /> : <InfoRoute />} />
          <Route path={paths.rsvp.path} element={isPublicHost ? <NotFoundRoute /> : <RsvpRoute />} />
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
