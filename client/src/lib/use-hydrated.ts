import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the pre-rendered HTML (and when pre-rendering), true afterwards. A part
 * that depends on what only the browser knows (the address's query, the tab's session) renders its
 * pre-rendered form first, so hydration matches, then its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
