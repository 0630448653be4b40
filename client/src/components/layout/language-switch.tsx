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
 * The address is the browser's: the pre-rendered link has no query, and the not-found page was
 * rendered once for every address it answers; hydration keeps the HTML's attributes as they are.
 * So once the page is live the link is drawn anew (`key`) with the real address and its query (an
 * invitation link's code, an unknown path the other language may answer too).
 */
export function useOtherEditionLink(): { href: string; key: string } {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const prefix = LANGUAGE_PREFIXES[edition.other];
  const query = new URLSearchParams(hydrated ? search : '');
  query.delete(LANGUAGE_PARAMETER);
  query.append(LANGUAGE_PARAMETER, edition.other);
  const path = pathname === '/' && prefix ? '' : pathname;
  return { href: `${prefix}${path}?${query.toString()}`, key: hydrated ? 'live' : 'pre-rendered' };
}

/**
 * The language switch of the header, on every guest page at every width: the other language's
 * name, written in that language ("Français" on English pages, "English" on French ones), "FR" or
 * "EN" beside the menu button where the header is narrow (and in full in the mobile menu).
 */
export function LanguageSwitch() {
  const { href, key } = useOtherEditionLink();
  const other = navLabels.otherLanguage;
  return (
    <a key={key} className="language-switch" href={href} hrefLang={other.lang} lang={other.lang}>
      <span className="language-switch__short" aria-hidden="true">
        {other.short}
      </span>
      <span className="language-switch__long">{other.name}</span>
    </a>
  );
}

/**
 * The language switch again as the last item of the mobile menu, written in full (the menu is where
 * a guest on a phone looks for the site's choices); hidden with the menu from 1200 px up.
 */
export function MenuLanguageItem() {
  const { href, key } = useOtherEditionLink();
  const other = navLabels.otherLanguage;
  return (
    <li className="site-nav__language">
      <a key={key} className="site-nav__link" href={href} hrefLang={other.lang} lang={other.lang}>
        {other.name}
      </a>
    </li>
  );
}
