/**
 * Whether this page is served under a production public host (DESIGN.md section 2, PUBLIC_HOSTS).
 * The server and nginx write the list into `<meta name="public-hosts">` of index.html, so the same
 * build works for any domain. Read once, synchronously, before the first render: no flash of the
 * hidden Info and RSVP items.
 */
export function parsePublicHosts(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export function isPublicHostName(hostname: string, publicHosts: readonly string[]): boolean {
  return publicHosts.includes(hostname.toLowerCase());
}

function readFromDocument(): boolean {
  if (typeof document === 'undefined') return false;
  const meta = document.querySelector('meta[name="public-hosts"]');
  return isPublicHostName(window.location.hostname, parsePublicHosts(meta?.getAttribute('content')));
}

/** True on a public host: Info and RSVP are hidden there. */
export const isPublicHost: boolean = readFromDocument();
