import { startTransition, StrictMode } from 'react';
import { App } from './app/app';
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

// React DOM's CommonJS body runs in a task of its own (after a zero timeout), called from this
// small function: the bundler runs it where it is first asked for, and asked for by an import()
// that is here, not at the top level of React DOM's chunk, whose text is most of React DOM. With
// DevTools' inspector on, V8 parses again every function on the stack of each Error React DOM
// makes as its body runs (ADR 094); the chunk's top level is then not one of them (ADR 096).
const reactDom = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(
  () => import('react-dom/client'),
);
type ReactDomClient = Awaited<typeof reactDom>;

function start({ createRoot, hydrateRoot }: ReactDomClient): void {
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
// it arrives would show the Suspense fallback in place of the pre-rendered page (a page whose chunk
// failed is started all the same). Not a top-level await, which would make the bundler split the
// shared code out of the entry into extra chunks.
void Promise.all([reactDom, preloadPage(window.location.pathname, publicHost).catch(() => undefined)]).then(
  ([client]) => start(client),
);
