import { lazy, useState, type ComponentType } from 'react';

export interface LazyRoute {
  /** Renders the page: at once when its module is loaded, else through Suspense. */
  Component: ComponentType;
  /** Loads the page's module (once); the app awaits it before hydrating a pre-rendered page. */
  preload: () => Promise<unknown>;
}

/**
 * A page in a chunk of its own. Unlike a bare React.lazy, a page whose module was preloaded renders
 * without suspending, so the pre-rendered HTML and the first client render are the same tree and
 * hydration neither waits nor moves anything.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // a failed download may be tried again on the next visit
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function LazyPage() {
    // Chosen once per mount and kept: switching from the suspending form to the direct one would
    // mount the page anew and lose its state.
    const [Page] = useState(() => loaded);
    return Page ? <Page /> : <Suspending />;
  }
  return { Component: LazyPage, preload };
}
