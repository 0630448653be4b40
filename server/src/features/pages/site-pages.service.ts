import path from 'node:path';
import { draftSiteContent, eventRevisions, publishedSiteContent } from '../content';
import { calendarFiles } from './calendar-files';
import type { Db } from '../../platform/db/database';
import type { SitePages } from '../../platform/http/site-pages';
import type { Logger } from '../../platform/logger';
import { readSitePhase, type SitePhase } from '../../platform/settings/site-phase';
import { SITE_PHASE_FIELD } from '@riviera/contract';
import { loadPageRenderer, type PageRenderer } from './page-renderer';
import { CURRENT, currentRelease, dropCurrent, writeRelease } from './pages-release';

/**
 * The guest pages as published (ADR 079): rendered from the database into the pages folder at each
 * publish and at start-up when the folder is not this build's or not the published version's.
 * Renders run one at a time, in order; a failed one leaves the pages that were served.
 */
export interface SitePagesOptions {
  db: Db;
  pagesDir: string;
  logger: Logger;
  /** The build's renderer (tests inject a failing one). */
  loadRenderer?: () => Promise<PageRenderer | undefined>;
}

export interface RunningSitePages extends SitePages {
  /**
   * At start-up: serves the folder's pages if they are this build's and the published version's,
   * else stops serving them (the built client's pages stand) and renders them again.
   */
  start(): Promise<void>;
}

/** A page's address as its file: `/` → `index.html`, `/fr/faq` → `fr/faq/index.html`. */
export function pageFileOf(address: string): string | undefined {
  const page = address.toLowerCase().replace(/\/+$/, '');
  if (!/^(\/[a-z0-9-]+)*$/.test(page) || page.startsWith('/_')) return undefined;
  return page ? `${page.slice(1)}/index.html` : 'index.html';
}

/**
 * The site's phase rides with the published values into every page (DESIGN 3.8, ADR 079), either
 * phase: a page that carries it draws the RSVP and travel pages for it at once (ADR 083).
 */
function withPhase<T extends Record<string, { en: string; fr: string }>>(values: T, phase: SitePhase): T {
  return { ...values, [SITE_PHASE_FIELD]: { en: phase, fr: phase } };
}

export function createSitePages({
  db,
  pagesDir,
  logger,
  loadRenderer = () => loadPageRenderer(),
}: SitePagesOptions): RunningSitePages {
  const root = path.resolve(pagesDir);
  let served: string | undefined;
  let renderer: Promise<PageRenderer | undefined> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const rendererOnce = () => {
    renderer ??= loadRenderer().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    });
    return renderer;
  };

  async function render(): Promise<boolean> {
    try {
      const pages = await rendererOnce();
      if (!pages) {
        logger.warn('the site is not built (no kit.json): the guest pages are not rendered again');
        return false;
      }
      const started = Date.now();
      const content = await publishedSiteContent(db);
      const phase = await readSitePhase(db);
      const files = [
        ...(await pages.render(withPhase(content.values, phase))),
        // The events' calendar files as published (ADR 087).
        ...calendarFiles(content.values, await eventRevisions(db), new Date()),
      ];
      const dir = await writeRelease(root, files, { build: pages.build, version: content.version, phase });
      served = path.join(root, CURRENT);
      logger.info(
        {
          version: content.version,
          pages: files.length,
          ms: Date.now() - started,
          release: path.basename(dir),
        },
        'guest pages rendered',
      );
      return true;
    } catch (error) {
      logger.error(
        { err: error },
        'the guest pages could not be rendered: the previous ones are still served',
      );
      return false;
    }
  }

  const rerender = (): Promise<boolean> => {
    const next = queue.then(render);
    queue = next;
    return next;
  };

  return {
    rerender,
    servedDir: () => served,
    async preview(address) {
      const file = pageFileOf(address);
      const pages = await rendererOnce();
      if (!file || !pages) return undefined;
      return pages.renderPage(withPhase(await draftSiteContent(db), await readSitePhase(db)), file);
    },
    async start() {
      const pages = await rendererOnce().catch(() => undefined);
      const release = await currentRelease(root);
      if (!pages) {
        served = undefined;
        return;
      }
      const { version } = await publishedSiteContent(db);
      const phase = await readSitePhase(db);
      if (
        release &&
        release.meta.build === pages.build &&
        release.meta.version === version &&
        (release.meta.phase ?? 'BEFORE') === phase
      ) {
        served = path.join(root, CURRENT);
        return;
      }
      // Another build's pages name assets this build no longer has: not one more request for them.
      served = undefined;
      await dropCurrent(root);
      // Even with nothing published: the pages then carry the site's phase, so the RSVP and travel
      // forms are drawn, and can be typed into, before the app has come (ADR 083, 086).
      await rerender();
    },
  };
}
