// The react-query provider of the routes that fetch data (router.tsx's withDataProvider): a chunk
// of its own, next to the route's.
export { AppProvider } from '../lib/query-provider';
