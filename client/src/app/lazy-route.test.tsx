import { render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';

const Page = () => <h1>Events</h1>;

function renderRoute(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyRoute', () => {
  it('renders a preloaded page at once, without its Suspense fallback (what hydration needs)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const route = lazyRoute(load);
    await route.preload();
    renderRoute(route.Component);
    expect(screen.getByRole('heading', { name: 'Events' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends a page not loaded yet, then shows it', async () => {
    const route = lazyRoute(() => Promise.resolve({ default: Page }));
    renderRoute(route.Component);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeTruthy();
  });

  it('keeps a page that arrived while suspended mounted when it renders again', async () => {
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h1>Events</h1>;
    }
    const route = lazyRoute(() => Promise.resolve({ default: Counted }));
    const { rerender } = renderRoute(route.Component);
    await screen.findByRole('heading', { name: 'Events' });
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <route.Component />
      </Suspense>,
    );
    expect(mounts).toBe(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Page });
    const route = lazyRoute(load);
    await expect(route.preload()).rejects.toThrow('offline');
    await route.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
