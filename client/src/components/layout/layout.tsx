import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { navLabels } from '@edition/pages';
import { NAV_SCROLL_THRESHOLD_PX } from '../../lib/constants';
import { useHideOnScroll } from '../../lib/use-hide-on-scroll';
import { ErrorBoundary } from '../errors/error-boundary';
import { Footer } from './footer';

/**
 * Scrolls to the top whenever the route changes, as the specification asks. Not when the app takes
 * over a page the browser has just loaded: a guest may have scrolled it already (ADR 086), or the
 * browser put it back where it was.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

interface LayoutProps {
  /** The navigation component slot. */
  navigation: ReactNode;
  /** A full-screen page (the home slideshows): the header floats over it and there is no footer. */
  immersive?: boolean;
}

export function Layout({ navigation, immersive = false }: LayoutProps) {
  const { pathname } = useLocation();
  const navHidden = useHideOnScroll(NAV_SCROLL_THRESHOLD_PX);
  return (
    <div className={immersive ? 'site site--immersive' : 'site'}>
      <a className="skip-link" href="#main">
        {navLabels.skipToContent}
      </a>
      <ScrollToTop />
      <header className="site-header" data-hidden={navHidden}>
        {navigation}
      </header>
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {immersive ? null : <Footer />}
    </div>
  );
}
