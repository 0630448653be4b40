import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/** Also read by the page's boot script (src/boot.ts), which hides the login of a kept session. */
const STORAGE_KEY = 'riviera.admin.token';
/** What the boot script sets on <html> while it hides that login (ADR 090). */
const SESSION_ATTRIBUTE = 'data-host-session';

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
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The kept token while it is valid by the clock; an expired one is not a session. */
function keptToken(): string | null {
  const kept = storage()?.getItem(STORAGE_KEY) ?? null;
  const expiry = kept ? tokenExpiry(kept) : undefined;
  return kept && (expiry === undefined || expiry > Date.now()) ? kept : null;
}

export interface AdminSession {
  token: string | null;
  /** A sentence for the login screen: why the host is there (session expired, logged out). */
  notice: string | null;
  logIn(token: string): void;
  logOut(notice?: string): void;
}

/**
 * The host's token, one per browser (localStorage): every tab of the admin area shares it, so
 * logging in or out in one logs in or out in all, and it lasts until the host logs out or it
 * expires (ADR 006). An expired token, whether noticed by the clock or refused by the server, sends
 * the host back to the login with `expiredNotice`.
 */
export function useAdminSession(expiredNotice: string, loggedOutNotice: string): AdminSession {
  // Hydrating the pre-rendered login (ADR 090), the first render is logged out, as the HTML is, and
  // the kept session is read right after; a page the app draws itself reads it at once. From the
  // first log in, log out or other tab's change on, the session is what that change made it.
  const hydrated = useHydrated();
  const [changed, setChanged] = useState<{ token: string | null } | undefined>(undefined);
  const token = changed ? changed.token : hydrated ? keptToken() : null;
  const [notice, setNotice] = useState<string | null>(null);

  // Read: the boot script's veil over the login of a kept session (src/boot.ts) has done its work.
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  }, [hydrated]);

  // Another tab logged in or out: this one follows.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY && event.key !== null) return;
      const next = keptToken();
      setChanged({ token: next });
      setNotice(next ? null : loggedOutNotice);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [loggedOutNotice]);

  const logIn = useCallback((next: string) => {
    storage()?.setItem(STORAGE_KEY, next);
    setNotice(null);
    setChanged({ token: next });
  }, []);
  const logOut = useCallback((why?: string) => {
    storage()?.removeItem(STORAGE_KEY);
    setNotice(why ?? null);
    setChanged({ token: null });
  }, []);

  useEffect(() => {
    const expiry = token ? tokenExpiry(token) : undefined;
    if (!token || expiry === undefined) return;
    // A timer holds at most 2^31 - 1 ms (24.8 days) and fires at once past it: a browser whose clock
    // is far behind the server's waits in steps, and logs out only when the login has expired.
    let timer: number;
    const wait = (): void => {
      const left = expiry - Date.now();
      timer = window.setTimeout(
        left <= 0 ? () => logOut(expiredNotice) : wait,
        Math.min(Math.max(0, left), 2 ** 31 - 1),
      );
    };
    wait();
    return () => window.clearTimeout(timer);
  }, [token, logOut, expiredNotice]);

  return { token, notice, logIn, logOut };
}
