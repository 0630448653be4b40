import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { edition } from '@edition/edition';
import { PublicHostContext } from '../lib/public-host';
import { warmSerifFaces } from '../lib/warm-serif';
import { AppRoutes } from './router';

/**
 * The app in the browser. The react-query provider wraps only the routes that fetch data (RSVP,
 * admin; see router.tsx), so guests browsing the other pages never download it.
 */
export function App({ publicHost }: { publicHost: boolean }) {
  // Marks the page as live (hydrated and interactive), for the browser tests and anyone debugging.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    warmSerifFaces();
  }, []);
  return (
    <PublicHostContext value={publicHost}>
      <BrowserRouter basename={edition.prefix || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </PublicHostContext>
  );
}
