import { AppRouter } from './router';

/**
 * The react-query provider wraps only the routes that fetch data (RSVP, admin; see router.tsx), so
 * guests browsing the other pages never download it.
 */
export function App() {
  return <AppRouter />;
}
