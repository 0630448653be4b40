import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { navLabels } from '../../content';
import { ErrorBoundary } from '../errors/error-boundary';

/** Scrolls to the top whenever the route changes, as the specification asks. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

interface LayoutProps {
  /** The navigation component slot. */
  navigation: ReactNode;
}

export function Layout({ navigation }: LayoutProps) {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {navLabels.skipToContent}
      </a>
      <ScrollToTop />
      <header className="site-header">{navigation}</header>
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </>
  );
}
