import { useEffect, useId, useRef, useState } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { navLabels } from '@edition/pages';
import { MOBILE_BREAKPOINT_PX } from '../../lib/constants';
import { useIsPublicHost } from '../../lib/public-host';
import { useMediaQuery } from '../../lib/use-media-query';
import { LanguageSwitch, MenuLanguageItem } from './language-switch';

interface NavItem {
  to: string;
  label: string;
  /** Hidden on the production public host (PUBLIC_HOSTS, ADR 005). */
  private?: boolean;
}

const allItems: NavItem[] = [
  { to: paths.home.href(), label: navLabels.home },
  { to: paths.events.href(), label: navLabels.events },
  { to: paths.accommodations.href(), label: navLabels.accommodations },
  { to: paths.info.href(), label: navLabels.info, private: true },
  { to: paths.rsvp.href(), label: navLabels.rsvp, private: true },
];

/**
 * The site navigation: a row of links from 1200 px up, a hamburger menu below. The menu button
 * says whether it is open, moves focus into the menu, and Escape or a click outside closes it.
 */
export function Navigation() {
  const items = useIsPublicHost() ? allItems.filter((item) => !item.private) : allItems;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  // The hosts' area is English only: it has no other language to switch to.
  const translated = !matchPath(paths.admin.path, pathname);

  // A new page, or a window wide enough for the full row, closes the menu.
  const [closedFor, setClosedFor] = useState({ pathname, wide });
  if (closedFor.pathname !== pathname || closedFor.wide !== wide) {
    setClosedFor({ pathname, wide });
    setOpen(false);
  }

  // Opened by the page's boot script before the app came (ADR 086): it stays open.
  useEffect(() => {
    if (navRef.current?.dataset.open === 'true') setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    document.getElementById(listId)?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, listId]);

  // The language switch sits beside the main navigation's row, not in it (the row holds the
  // specification's five items), one tap away at every width; the open mobile menu repeats it
  // (ADR 019).
  return (
    <div className="site-bar">
      <nav ref={navRef} aria-label={navLabels.mainNavigation} className="site-nav" data-open={open}>
        <Link to={paths.home.href()} className="site-brand" aria-label={navLabels.brandLabel}>
          {navLabels.brand}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-icon" aria-hidden="true" />
          {navLabels.menu}
        </button>
        <ul id={listId} className="site-nav__list">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className="site-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
          {translated ? <MenuLanguageItem /> : null}
        </ul>
      </nav>
      {translated ? <LanguageSwitch /> : null}
    </div>
  );
}
