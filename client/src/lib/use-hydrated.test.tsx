import { act, lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

/**
 * A part that depends on what only the browser knows renders its pre-rendered form while React
 * hydrates, then its own, in a transition (ADR 095).
 */
function Part({ later, seen }: { later: ReactNode; seen?: boolean[] }) {
  const hydrated = useHydrated();
  seen?.push(hydrated);
  return hydrated ? later : <p>As pre-rendered</p>;
}

function Page({ later, seen }: { later: ReactNode; seen?: boolean[] }) {
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Part later={later} seen={seen} />
    </Suspense>
  );
}

// React's act() outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function preRendered(page: ReactNode): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  return root;
}

describe('useHydrated', () => {
  it('is false in the pre-rendered page and while hydrating, so hydration matches, then true', async () => {
    const root = preRendered(<Page later={<p>The browser’s own</p>} />);
    expect(root.textContent).toBe('As pre-rendered');
    const mismatch = vi.fn();
    const seen: boolean[] = [];
    await act(async () => {
      // As the app hydrates, in strict mode (each part drawn twice while developing).
      hydrateRoot(
        root,
        <StrictMode>
          <Page later={<p>The browser’s own</p>} seen={seen} />
        </StrictMode>,
        { onRecoverableError: mismatch },
      );
    });
    expect(root.textContent).toBe('The browser’s own');
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('is true at once in a part that first appears once the app runs (another page opened)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const seen: boolean[] = [];
    const app = createRoot(root);
    await act(async () => app.render(<Page later={<p>The browser’s own</p>} seen={seen} />));
    expect(root.textContent).toBe('The browser’s own');
    expect(seen).not.toContain(false);
    await act(async () => app.unmount());
  });

  it('keeps the pre-rendered form on screen while the browser’s own is still loading', async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const Later = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));
    const root = preRendered(<Page later={<Later />} />);
    await act(async () => {
      hydrateRoot(root, <Page later={<Later />} />);
    });
    // A transition: React keeps what the guest sees rather than swap it for the fallback.
    expect(root.textContent).toBe('As pre-rendered');
    await act(async () => arrive({ default: () => <p>The browser’s own</p> }));
    expect(root.textContent).toBe('The browser’s own');
  });
});
