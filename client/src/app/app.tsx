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
  // The page itself says when it is live (router.tsx, lib/before-app.ts).
  useEffect(() => {
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
