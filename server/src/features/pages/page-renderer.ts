import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublishedValues } from '../content';
import { renderBundleDir } from '../../platform/project-paths';

/**
 * The build's own pre-rendering, run again in the server (ADR 079): each language's SSR bundle
 * (client/src/app/prerender.tsx) with the kit the build wrote beside it (kit.json: the template
 * and every page with its assets), so a re-rendered page is the page the build would write with
 * those published values: same head (ADR 044), same notice marker (ADR 055), same chunks.
 */

export const LANGUAGES = ['en', 'fr'] as const;
export type PageLanguage = (typeof LANGUAGES)[number];

export interface RenderedFile {
  /** Under the pages folder: `fr/faq/index.html`, `_public/faq/index.html`, `404.html`. */
  file: string;
  html: string;
}

interface KitPage {
  name: string;
  publicHost: boolean;
  file: string;
}

interface EditionKit {
  language: string;
  pages: KitPage[];
}

/** What the SSR bundle exports for this (prerender.tsx). */
interface EditionBundle {
  loadAllPages(): Promise<void>;
  renderEdition(kit: EditionKit, values: Record<string, string>): RenderedFile[];
}

export interface PageRenderer {
  /** Which build the pages are from: a hash of both kits (their template names the hashed assets). */
  build: string;
  /** Every page of both languages with these published values. */
  render(values: PublishedValues): Promise<RenderedFile[]>;
  /** One page (`fr/faq/index.html`, of the RSVP host's edition) with these values, or undefined. */
  renderPage(values: PublishedValues, file: string): Promise<string | undefined>;
}

/** The values of one language, by key: what the bundle's `published(key, built)` reads. */
export function languageValues(values: PublishedValues, language: PageLanguage): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value[language]]));
}

/**
 * The renderer of the build at `dirs`, or undefined when the site is not built (no kit.json): then
 * the built client's pages are all there is.
 */
export async function loadPageRenderer(
  dirs: Record<PageLanguage, string> = { en: renderBundleDir('en'), fr: renderBundleDir('fr') },
): Promise<PageRenderer | undefined> {
  if (!LANGUAGES.every((language) => existsSync(path.join(dirs[language], 'kit.json')))) return undefined;
  const hash = createHash('sha256');
  const editions = await Promise.all(
    LANGUAGES.map(async (language) => {
      const text = await readFile(path.join(dirs[language], 'kit.json'), 'utf8');
      hash.update(text);
      const kit = JSON.parse(text) as EditionKit;
      const bundle = (await import(
        pathToFileURL(path.join(dirs[language], 'prerender.js')).href
      )) as EditionBundle;
      await bundle.loadAllPages();
      return { language, kit, bundle };
    }),
  );
  return {
    build: hash.digest('hex').slice(0, 16),
    render(values) {
      return Promise.resolve(
        editions.flatMap(({ language, kit, bundle }) =>
          bundle.renderEdition(kit, languageValues(values, language)),
        ),
      );
    },
    renderPage(values, file) {
      for (const { language, kit, bundle } of editions) {
        const page = kit.pages.find((entry) => !entry.publicHost && entry.file === file);
        if (page)
          return Promise.resolve(
            bundle.renderEdition({ ...kit, pages: [page] }, languageValues(values, language))[0]?.html,
          );
      }
      return Promise.resolve(undefined);
    },
  };
}
