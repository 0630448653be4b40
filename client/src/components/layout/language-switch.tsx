import { LANGUAGE_PARAMETER, LANGUAGE_PREFIXES } from '@riviera/contract';
import { useLocation } from 'react-router-dom';
import { edition } from '@edition/edition';
import { navLabels } from '@edition/pages';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The same page in the other language: '/events?code=X' ⇄ '/fr/events?code=X', with `lang=` so the
 * server keeps the choice in a cookie and sends the guest to the clean address (ADR 019). A plain
 * link, not a router link: the other language is another bundle.
 *
 * The query is the browser's alone: the pre-rendered link has none, and hydration keeps the HTML's
 * attributes as they are, so the link takes the address's query once the page is live (an invitation
 * link's code would be lost otherwise).
 */
export function useOtherEditionHref(): string {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const prefix = LANGUAGE_PREFIXES[edition.other];
  const query = new URLSearchParams(hydrated ? search : '');
  query.delete(LANGUAGE_PARAMETER);
  query.append(LANGUAGE_PARAMETER, edition.other);
  const path = pathname === '/' && prefix ? '' : pathname;
  return `${prefix}${path}?${query.toString()}`;
}

/**
 * The language switch of the header, on every guest page at every width: the other language's
 * name, written in that language ("Français" on English pages, "English" on French ones), "FR" or
 * "EN" beside the menu button where the header is narrow.
 */
export function LanguageSwitch() {
  const href = useOtherEditionHref();
  const other = navLabels.otherLanguage;
  return (
    <a className="language-switch" href={href} hrefLang={other.lang} lang={other.lang}>
      <span className="language-switch__short" aria-hidden="true">
        {other.short}
      </span>
      <span className="language-switch__long">{other.name}</span>
    </a>
  );
}
