import { BrowserRouter } from 'react-router-dom';
import { PublicHostContext } from '../lib/public-host';
import { AppRoutes } from './router';

/**
 * The app in the browser. The react-query provider wraps only the routes that fetch data (RSVP,
 * admin; see router.tsx), so guests browsing the other pages never download it.
 */
export function App({ publicHost }: { publicHost: boolean }) {
  return (
    <PublicHostContext value={publicHost}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PublicHostContext>
  );
}
