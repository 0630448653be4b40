import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'riviera.admin.token';

/** When the token stops being valid (its `exp` claim), in ms; undefined when it cannot be read. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface AdminSession {
  token: string | null;
  /** A sentence for the login screen: why the host is there (session expired, logged out). */
  notice: string | null;
  logIn(token: string): void;
  logOut(notice?: string): void;
}

/**
 * The host's token, kept for the browser session (sessionStorage: closing the tab logs out). An
 * expired token, whether noticed by the clock or refused by the server, sends the host back to the
 * login with `expiredNotice`.
 */
export function useAdminSession(expiredNotice: string): AdminSession {
  const [token, setToken] = useState<string | null>(() => {
    const kept = storage()?.getItem(STORAGE_KEY) ?? null;
    const expiry = kept ? tokenExpiry(kept) : undefined;
    return kept && (expiry === undefined || expiry > Date.now()) ? kept : null;
  });
  const [notice, setNotice] = useState<string | null>(null);

  const logIn = useCallback((next: string) => {
    storage()?.setItem(STORAGE_KEY, next);
    setNotice(null);
    setToken(next);
  }, []);
  const logOut = useCallback((why?: string) => {
    storage()?.removeItem(STORAGE_KEY);
    setNotice(why ?? null);
    setToken(null);
  }, []);

  useEffect(() => {
    const expiry = token ? tokenExpiry(token) : undefined;
    if (!token || expiry === undefined) return;
    const timer = window.setTimeout(() => logOut(expiredNotice), Math.max(0, expiry - Date.now()));
    return () => window.clearTimeout(timer);
  }, [token, logOut, expiredNotice]);

  return { token, notice, logIn, logOut };
}
