/**
 * React DOM's client, as the entry uses it. React DOM is CommonJS: the bundler runs its body where
 * it is first imported, and from here, a module of React DOM's own chunk (vite.config.ts), that is
 * when the boot script runs that chunk, in a task of its own, not inside the entry's (ADR 092).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
