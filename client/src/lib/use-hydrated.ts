import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;
const same = () => 0;

let serverSnapshotAsked = false;
const serverSnapshot = () => {
  serverSnapshotAsked = true;
  return 0;
};
/** Whether React asked for the server snapshot since the last call: it does only to hydrate. */
function askedForServerSnapshot(): boolean {
  const asked = serverSnapshotAsked;
  serverSnapshotAsked = false;
  return asked;
}

/**
 * False while React hydrates the pre-rendered HTML (and when pre-rendering), true afterwards. A part
 * that depends on what only the browser knows (the address's query, the tab's session) renders its
 * pre-rendered form first, so hydration matches, then its own.
 *
 * React asks an external store for its server snapshot only while pre-rendering or hydrating, which
 * is how a part learns it is hydrating; the snapshot itself never changes, so React has nothing to
 * re-render at once. The turn to the browser's form is a transition: React yields to the phone
 * while it draws it, where a changed snapshot would draw every such part in one long task (ADR 095).
 * A part that first appears later (another page opened in the app) is the browser's form at once.
 */
export function useHydrated(): boolean {
  useSyncExternalStore(never, same, serverSnapshot);
  // Read at once, in the same render: nothing runs between React's call and this one.
  const hydrating = askedForServerSnapshot();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
