import { useEffect } from 'react';
import { siteName } from '@edition/pages';

/**
 * The browser tab's title: the page's name, then the site's. The home pages are the site itself,
 * so they pass no name and the couple's names are not said twice. The pre-rendered HTML uses it too.
 */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${siteName}` : siteName;
}

/** Sets the browser tab's title for the page being shown. */
export function usePageTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
