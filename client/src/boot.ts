/**
 * The one script a page's HTML carries, inline at the end of its body (ADR 086, the hosts' login
 * too: ADR 090): no script is fetched before the page's largest paint. It starts the app once the
 * page has painted (its first view's pictures too), or at a guest's first touch, key, focus or
 * scroll, whichever comes first;
 * until the app has taken over (html[data-app]) it keeps what a guest taps alive:
 *   - the header's menu opens and closes (Escape, a tap outside) as the app's does;
 *   - a form sent early (Enter in the RSVP lookup, or in the hosts' password field, whose button
 *     only the app enables) is held and sent again by the app
 *     (form[data-pending-submit]), and a button tapped early is tapped again (data-pending-click);
 *   - what a guest types stays in the fields, and the app takes it up (lib/before-app.ts).
 * Links are links: they navigate as they are. scripts/prerender.mjs compiles this file into each
 * page, and the Content-Security-Policy of both servers allows exactly its hash.
 * Its attributes: data-app (the app's entry), data-preload (the entry's chunks), data-page (the
 * page's own chunks), all fetched in parallel when the app starts, and data-sw (the service
 * worker's registration, none on the public host's edition).
 */
((): void => {
  const script = document.currentScript;
  const root = document.documentElement;
  if (!(script instanceof HTMLScriptElement) || !script.dataset.app) return;
  const { app, preload = '', page = '', sw } = script.dataset;
  const early = () => !root.hasAttribute('data-app');

  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    const chunks = preload.split(' ').filter(Boolean);
    const fetched = [...chunks, app, ...page.split(' ').filter(Boolean)];
    // A preload costs a slow phone a few milliseconds to start: two a task, so the dozen a page
    // asks for never make one long task (ADR 092). They still all start long before they are run.
    const preloadFrom = (index: number): void => {
      for (const href of fetched.slice(index, index + 2)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (index + 2 < fetched.length) setTimeout(() => preloadFrom(index + 2), 0);
    };
    preloadFrom(0);
    // All fetched at once, the entry's chunks run one a task (React's own, the router's...), so no
    // single task holds the phone's main thread for the whole app; the entry last, which loads the
    // page's chunks, in a task of their own, before it hydrates (ADR 092).
    const run = (index: number): void => {
      const chunk = chunks[index];
      if (chunk === undefined) {
        void import(app);
        return;
      }
      import(chunk).then(
        () => setTimeout(() => run(index + 1), 0),
        () => void import(app),
      );
    };
    run(0);
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
  // The largest paint so far, as the browser reports it (a picture's is reported only once it is on
  // the screen, a frame or more after it is decoded): a first-view picture large enough to be the
  // page's largest paint is waited for until its own report has come, half a second at most.
  const largestPaint = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  let largestSize = 0;
  const paintedLarge = new Set<Element>();
  const onLargestPaint = new Set<() => void>();
  if (largestPaint)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        largestSize = Math.max(largestSize, entry.size);
        if (entry.element) paintedLarge.add(entry.element);
      }
      for (const check of onLargestPaint) check();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The pixels of the file a picture shows: its srcset's width for the one the browser chose (its
  // natural size is that file's divided by the density), else its natural size.
  const filePixels = (image: HTMLImageElement): number => {
    const sets = [
      image.srcset,
      ...[...(image.parentElement?.querySelectorAll('source') ?? [])].map((s) => s.srcset),
    ];
    for (const candidate of sets.join(',').split(',')) {
      const [url, width] = candidate.trim().split(/\s+/);
      if (!url || !width?.endsWith('w') || new URL(url, document.baseURI).href !== image.currentSrc) continue;
      const fileWidth = Number.parseInt(width, 10);
      return image.naturalWidth > 0 ? fileWidth * fileWidth * (image.naturalHeight / image.naturalWidth) : 0;
    }
    return image.naturalWidth * image.naturalHeight;
  };
  // The area the browser counts for a picture: its part on the screen, edges on whole pixels, no
  // more than its own pixels; none for a picture not seen (transparent) or one it takes for a
  // background (under 0.05 bits a pixel, of its file's pixels or of those it covers, whichever are
  // more: a plain placeholder). A picture within 1% of the largest so far is as large: the browser
  // reports only a larger one, and its rounding is not quite this one.
  const countedArea = (image: HTMLImageElement): number => {
    if (image.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) === false) return 0;
    const box = image.getBoundingClientRect();
    const shown = (from: number, to: number, screen: number): number =>
      Math.max(0, Math.min(Math.round(to), screen) - Math.max(Math.round(from), 0));
    const drawn = box.width * box.height;
    if (drawn === 0) return 0;
    const pixels = Math.max(drawn, filePixels(image));
    const bytes = (performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined)
      ?.encodedBodySize;
    if (bytes && (bytes * 8) / pixels < 0.05) return 0;
    const own = image.naturalWidth * image.naturalHeight;
    return (
      shown(box.left, box.right, innerWidth) *
      shown(box.top, box.bottom, innerHeight) *
      Math.min(1, own / drawn)
    );
  };
  const paintedIfLargest = (image: HTMLImageElement): Promise<void> =>
    new Promise((settle) => {
      if (!largestPaint) {
        settle();
        return;
      }
      const done = (): void => {
        onLargestPaint.delete(check);
        clearTimeout(timer);
        settle();
      };
      const check = (): void => {
        if (paintedLarge.has(image) || countedArea(image) <= largestSize * 1.01) done();
      };
      // A picture the browser does not count after all (a report that never comes) waits no longer.
      const timer = setTimeout(done, 500);
      onLargestPaint.add(check);
      check();
    });
  // The pictures in the first view (the largest paint is often one of them), loaded, decoded and,
  // if one is the largest paint, on the screen.
  const firstViewPictures = (): Promise<unknown> =>
    Promise.all(
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.top < innerHeight && box.bottom > 0 && box.width > 0;
        })
        .map((image) =>
          (image.complete
            ? Promise.resolve()
            : new Promise((settle) => {
                image.addEventListener('load', settle, { once: true });
                image.addEventListener('error', settle, { once: true });
              })
          )
            .then(() => image.decode())
            .then(() => paintedIfLargest(image))
            .catch(() => undefined),
        ),
    );
  // After the page has painted: drawn, its first view's pictures shown, two more frames drawn,
  // and the phone idle. Not its fonts (a late serif changes nothing drawn, ADR 018) nor the
  // pictures further down.
  const afterPaint = (): void => {
    whenPainted(() => {
      void firstViewPictures().then(() =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1000 });
            else setTimeout(start, 0);
          }),
        ),
      );
    });
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
  // A page whose pictures take long still comes to life.
  setTimeout(start, 5000);
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll']) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  }
  // The hosts' login (ADR 090): a host whose session this browser keeps is not shown a login that
  // goes as the app comes; the app starts at once and draws the dashboard.
  if (document.querySelector('.admin-login')) {
    let kept: string | null = null;
    try {
      kept = localStorage.getItem('riviera.admin.token');
    } catch {
      // Storage refused: no session to keep, the login stays.
    }
    if (kept) {
      root.setAttribute('data-host-session', '');
      start();
    }
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
    if (!early()) return;
    // Enter in a field sends its form even where the app's button is still disabled (the hosts'
    // login, an empty password as pre-rendered): held like a form sent early.
    const field = event.target;
    if (
      event.key === 'Enter' &&
      field instanceof HTMLInputElement &&
      field.form &&
      !/^(checkbox|radio|button|submit|reset)$/.test(field.type)
    )
      field.form.setAttribute('data-pending-submit', '');
    if (event.key !== 'Escape' || !menuOpen()) return;
    setMenu(false);
    menuButton?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (early() && menuOpen() && event.target instanceof Node && !nav?.contains(event.target)) setMenu(false);
  });
})();
