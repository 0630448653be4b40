import { SITE_URL_PLACEHOLDER } from '@riviera/contract';

/**
 * The address guests use (SITE_URL), as the server or nginx wrote it into the page's
 * `<meta name="site-url">`; the page's own origin where nobody filled it in (the development server).
 * Printed invitations must not carry `localhost` or whichever host the admin happened to open.
 */
export function siteUrl(): string {
  const meta = document.querySelector('meta[name="site-url"]')?.getAttribute('content') ?? '';
  return meta && meta !== SITE_URL_PLACEHOLDER ? meta : window.location.origin;
}
