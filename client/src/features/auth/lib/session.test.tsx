import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from './session';

const DAY = 24 * 60 * 60 * 1000;
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A token whose `exp` is `ms` from now (the signature is the server's business, not the page's). */
const tokenFor = (ms: number) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ exp: Math.floor((Date.now() + ms) / 1000) }))}.sig`;

describe('the hosts’ session by the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-04-01T09:00:00Z'));
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('ends when the login expires, and not before', () => {
    const { result } = renderHook(() => useAdminSession('Your session has expired.', 'Logged out.'));
    act(() => result.current.logIn(tokenFor(12 * 60 * 60 * 1000)));
    act(() => {
      vi.advanceTimersByTime(12 * 60 * 60 * 1000 - 1000);
    });
    expect(result.current.token).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.token).toBeNull();
    expect(result.current.notice).toBe('Your session has expired.');
  });

  it('keeps a login that expires more than 24.8 days away (a browser clock far behind the server’s)', () => {
    const { result } = renderHook(() => useAdminSession('Your session has expired.', 'Logged out.'));
    act(() => result.current.logIn(tokenFor(40 * DAY)));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.token).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(30 * DAY);
    });
    expect(result.current.token).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(10 * DAY);
    });
    expect(result.current.token).toBeNull();
  });
});

describe('the hosts’ session on the pre-rendered login (ADR 090)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-host-session', '');
  });

  const hydrated = () => {
    const seen: Array<string | null> = [];
    const { result } = renderHook(
      () => {
        const session = useAdminSession('Your session has expired.', 'Logged out.');
        seen.push(session.token);
        return session;
      },
      { hydrate: true },
    );
    return { result, seen };
  };

  it('hydrates as logged out, as the HTML is, then takes up the kept session and lifts the veil', () => {
    const kept = tokenFor(60 * 60 * 1000);
    localStorage.setItem('riviera.admin.token', kept);
    const { result, seen } = hydrated();
    expect(seen[0]).toBeNull();
    expect(result.current.token).toBe(kept);
    expect(document.documentElement.hasAttribute('data-host-session')).toBe(false);
  });

  it('shows the login of an expired kept session once it is read', () => {
    localStorage.setItem('riviera.admin.token', tokenFor(-1000));
    const { result } = hydrated();
    expect(result.current.token).toBeNull();
    expect(document.documentElement.hasAttribute('data-host-session')).toBe(false);
  });
});
