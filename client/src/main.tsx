import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { readPublicHost } from './lib/public-host';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const publicHost = readPublicHost();
// The page's own chunk first (its HTML already asked for it with modulepreload): hydrating before
// it arrives would show the Suspense fallback in place of the pre-rendered page.
await preloadPage(window.location.pathname, publicHost).catch(() => undefined);
const app = (
  <StrictMode>
    <App publicHost={publicHost} />
  </StrictMode>
);
// Pre-rendered pages are hydrated; the development server's empty page is rendered.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
