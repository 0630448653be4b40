/**
 * The one script a guest page's HTML carries, inline at the end of its body (ADR 086): no script is
 * fetched before the page's largest paint. It starts the app once the page has loaded and painted,
 * or at a guest's first touch, key, focus or scroll, whichever comes first; until the app has taken over
 * (html[data-app]) it keeps what a guest taps alive:
 *   - the header's menu opens and closes (Escape, a tap outside) as the app's does;
 *   - a form sent early (Enter in the RSVP lookup) is held and sent again by the app
 *     (form[data-pending-submit]), and a button tapped early is tapped again (data-pending-click);
 *   - what a guest types stays in the fields, and the app takes it up (lib/before-app.ts).
 * Links are links: they navigate as they are. scripts/prerender.mjs compiles this file into each
 * page, and the Content-Security-Policy of both servers allows exactly its hash.
 * Its attributes: data-app (the app's entry), data-preload (the chunks the page needs, fetched in
 * parallel when the app starts) and data-sw (the service worker's registration, none on the public
 * host's edition).
 */
((): void => {
  const script = document.currentScript;
  const root = document.documentElement;
  if (!(script instanceof HTMLScriptElement) || !script.dataset.app) return;
  const { app, preload = '', sw } = script.dataset;
  const early = () => !root.hasAttribute('data-app');

  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void import(app);
    if (sw) {
      const register = document.createElement('script');
      register.src = sw;
      document.body.append(register);
    }
  };

  // Once the browser has drawn the page (its first contentful paint).
  const whenPainted = (then: () => void): void => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      then();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  // After the page has painted: loaded, drawn, the pictures in its first view decoded (the largest
  // paint is often one of them), two more frames drawn, and the phone idle.
  const afterPaint = (): void => {
    const pictures = [...document.images].filter(
      (image) => image.complete && image.getBoundingClientRect().top < innerHeight,
    );
    const decoded = Promise.all(pictures.map((image) => image.decode().catch(() => undefined)));
    whenPainted(() => {
      void decoded.then(() =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1000 });
            else setTimeout(start, 0);
          }),
        ),
      );
    });
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  // A page whose pictures take long still comes to life.
  setTimeout(start, 5000);
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll']) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  }

  const nav = document.querySelector<HTMLElement>('.site-nav');
  const menuButton = nav?.querySelector<HTMLButtonElement>('.menu-button');
  const setMenu = (open: boolean): void => {
    if (!nav || !menuButton) return;
    nav.dataset.open = String(open);
    menuButton.setAttribute('aria-expanded', String(open));
    if (open) nav.querySelector<HTMLElement>('.site-nav__list a')?.focus();
  };
  const menuOpen = () => nav?.dataset.open === 'true';

  document.addEventListener(
    'click',
    (event) => {
      if (!early() || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button) return;
      if (button === menuButton) {
        setMenu(!menuOpen());
        return;
      }
      // A submit button sends its form: the submit listener below holds that.
      if (button.type === 'submit') return;
      document.querySelector('[data-pending-click]')?.removeAttribute('data-pending-click');
      button.setAttribute('data-pending-click', '');
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (!early() || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.target.setAttribute('data-pending-submit', '');
      event.submitter?.setAttribute('data-pending-submitter', '');
      start();
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if (!early() || event.key !== 'Escape' || !menuOpen()) return;
    setMenu(false);
    menuButton?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (early() && menuOpen() && event.target instanceof Node && !nav?.contains(event.target)) setMenu(false);
  });
})();
