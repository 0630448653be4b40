import { startTransition, StrictMode } from 'react';
import { App } from './app/app';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { preloadPage } from './app/router';
import { readPublicHost } from './lib/public-host';
import { readPublishedContent, setPublishedContent } from './lib/published-content';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;
const publicHost = readPublicHost();
// The hosts' published words the page was rendered with (ADR 079), before anything draws.
setPublishedContent(readPublishedContent(document));

function start(): void {
  const app = (
    <StrictMode>
      <App publicHost={publicHost} />
    </StrictMode>
  );
  // The page's boot script leaves what a guest taps to the app from here on (src/boot.ts).
  document.documentElement.setAttribute('data-app', '');
  // Pre-rendered pages are hydrated, in a transition: React yields to the phone between parts, so
  // a guest's tap is never stuck behind the whole page (ADR 086). The development server's empty
  // page is rendered.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// The page's own chunk first (the boot script already asked for it with modulepreload): hydrating before
// it arrives would show the Suspense fallback in place of the pre-rendered page. Not a top-level
// await, which would make the bundler split the shared code out of the entry into extra chunks.
void preloadPage(window.location.pathname, publicHost).then(start, start);
