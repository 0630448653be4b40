import { hostName } from '@riviera/contract';
import { createContext, useContext } from 'react';

/**
 * Whether this page is served under a production public host (PUBLIC_HOSTS, ADR 005).
 * The server and nginx serve the public edition of the pre-rendered pages there (no Info or RSVP
 * item in the HTML) and write the host list into `<meta name="public-hosts">`, so the same build
 * works for any domain. The client reads the list once, before it hydrates, and agrees with the
 * HTML it was given: no flash of the hidden items.
 */
export function parsePublicHosts(content: string | null | undefined): string[] {
  return (content ?? '').split(',').map(hostName).filter(Boolean);
}

/** `example.com.` (a trailing dot, as DNS allows) is `example.com`, as the server and nginx read it. */
export function isPublicHostName(hostname: string, publicHosts: readonly string[]): boolean {
  return publicHosts.includes(hostName(hostname));
}

/** True when the document was served under a public host; false outside a browser. */
export function readPublicHost(): boolean {
  if (typeof document === 'undefined') return false;
  const meta = document.querySelector('meta[name="public-hosts"]');
  return isPublicHostName(window.location.hostname, parsePublicHosts(meta?.getAttribute('content')));
}

/** Given by the app's root: the browser's answer, or the edition being pre-rendered. */
export const PublicHostContext = createContext(false);

/** True on a public host: Info and RSVP are hidden there. */
export function useIsPublicHost(): boolean {
  return useContext(PublicHostContext);
}
