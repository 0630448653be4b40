import { SITE_PHASE_FIELD } from '@riviera/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The RSVP and travel pages' phase (ADR 083): the page's own published value at once when the
 * server rendered it again, the server's answer after, and the page's value kept when no answer
 * comes; the build's pages wait for the server.
 */
async function hookWith(page: string | undefined, server: 'BEFORE' | 'AFTER' | 'offline') {
  vi.resetModules();
  const content = await import('./published-content');
  content.setPublishedContent(page ? { [SITE_PHASE_FIELD]: page } : {});
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      server === 'offline'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(JSON.stringify({ phase: server }), { status: 200 })),
    ),
  );
  const { useSitePhase } = await import('./site-phase');
  return renderHook(() => useSitePhase());
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the site phase of a guest page', () => {
  it('is the page’s own from the first render, before the server answers', async () => {
    const { result } = await hookWith('AFTER', 'AFTER');
    expect(result.current).toBe('AFTER');
  });

  it('keeps the page’s phase when the server cannot be reached', async () => {
    const { result } = await hookWith('AFTER', 'offline');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toBe('AFTER');
  });

  it('follows the server when a page kept from before a switch says otherwise', async () => {
    const { result } = await hookWith('BEFORE', 'AFTER');
    expect(result.current).toBe('BEFORE');
    await waitFor(() => expect(result.current).toBe('AFTER'));
  });

  it('waits for the server on the build’s own pages, BEFORE when nothing answers', async () => {
    const { result } = await hookWith(undefined, 'offline');
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('BEFORE'));
  });
});
