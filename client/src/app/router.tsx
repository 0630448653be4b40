import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout } from '../components/layout/layout';
import { Navigation } from '../components/layout/navigation';
import { paths } from '../config/paths';
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

function AdminPage() {
  return (
    <Suspense fallback={<p className="page">Loading…</p>}>
      <AdminRoute />
    </Suspense>
  );
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout navigation={<Navigation />} />,
      children: [
        { path: paths.home.path, element: <HomeRoute /> },
        { path: paths.homeV2.path, element: <HomeV2Route /> },
        { path: paths.homeOld.path, element: <HomeOldRoute /> },
        { path: paths.events.path, element: <EventsRoute /> },
        { path: paths.accommodations.path, element: <AccommodationsRoute /> },
        { path: paths.info.path, element: <InfoRoute /> },
        { path: paths.rsvp.path, element: <RsvpRoute /> },
        { path: paths.travel.path, element: <TravelRoute /> },
        { path: paths.admin.path, element: <AdminPage /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export function AppRouter() {
  return <RouterProvider router={createRouter()} />;
}
