import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import type { BuiltPage } from '../lib/pages';
import { CLIENT_DIST_DIR } from '../lib/paths';
import { say } from '../lib/progress';
import type { SiteServer } from '../lib/site-server';

/** Raw bytes, and the bytes sent with each encoding. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageBytes {
  address: string;
  lang: string;
  /** The page itself, compressed per request as the server does (gzip 6, brotli 5). */
  html: Sizes;
  /**
   * Every script the page runs at first and what they import statically: for a guest page, what its
   * inline boot script fetches once the page has painted (ADR 086).
   */
  initialJs: Sizes & { files: number };
  /**
   * Scripts the HTML itself makes the browser fetch, before any paint: none for a guest page (the
   * figures of a run before ADR 086 do not have it).
   */
  scriptsBeforePaint?: number;
  initialCss: Sizes & { files: number };
  /** The font files the page preloads for its first view (woff2: sent as they are). */
  fonts: { files: number; bytes: number };
}

export interface LcpImage {
  address: string;
  viewport: string;
  /** Chromium's LCP element: the picture's file, or `text` (a heading drawn in the serif). */
  lcp: string;
  /** The first-view picture the page preloads, as the browser picked it from the srcset, and its bytes. */
  picture: string;
  bytes: number;
}

const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const tagsOf = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

/**
 * An asset as it is sent: the build's .br and .gz copies (brotli 11, gzip 9, files of 1 KB or
 * more; ADR 017), and the file itself when it has none.
 */
function assetSizes(href: string): Sizes {
  const file = path.join(CLIENT_DIST_DIR, href);
  const raw = statSync(file).size;
  const copy = (ext: string) => (existsSync(`${file}.${ext}`) ? statSync(`${file}.${ext}`).size : raw);
  return { raw, gzip: copy('gz'), brotli: copy('br') };
}

const add = (total: Sizes, more: Sizes) => {
  total.raw += more.raw;
  total.gzip += more.gzip;
  total.brotli += more.brotli;
};

/** Every chunk a script imports statically, from Vite's manifest. */
function staticClosure(manifest: Record<string, { file: string; imports?: string[] }>, entries: string[]) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const seen = new Set<string>();
  const visit = (key: string | undefined) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const file of entries) visit(byFile.get(file));
  return [...seen].map((key) => `/${manifest[key]?.file ?? ''}`);
}

/** What each page downloads first, read from the build (client/dist), as check-budgets.mjs reads it. */
export function pageBytes(pages: BuiltPage[]): PageBytes[] {
  // Each edition is its own bundle with its own manifest (manifest.fr.json for /fr), as the budget
  // check reads them: a French page's chunks are not in the English manifest.
  const manifestOf = (lang: string) => {
    const named = path.join(CLIENT_DIST_DIR, '.vite', `manifest.${lang}.json`);
    const file = existsSync(named) ? named : path.join(CLIENT_DIST_DIR, '.vite', 'manifest.json');
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  };
  return pages.map((page) => {
    const manifest = manifestOf(page.lang);
    const html = readFileSync(path.join(CLIENT_DIST_DIR, page.file));
    const text = html.toString('utf8');
    const fetchedByHtml = [
      ...tagsOf(text, /<script\b[^>]*\bsrc="[^"]*"[^>]*>/g).map((tag) => attribute(tag, 'src')),
      ...tagsOf(text, /<link rel="modulepreload"[^>]*>/g).map((tag) => attribute(tag, 'href')),
    ];
    const boot = tagsOf(text, /<script data-app="[^"]*"[^>]*>/g)[0] ?? '';
    const scripts = [
      ...fetchedByHtml,
      attribute(boot, 'data-app'),
      ...(attribute(boot, 'data-preload') ?? '').split(' '),
      ...(attribute(boot, 'data-page') ?? '').split(' '),
    ].filter((href): href is string => Boolean(href) && href?.endsWith('.js') === true);
    const initialJs = { ...zero(), files: 0 };
    for (const file of staticClosure(manifest, scripts)) {
      add(initialJs, assetSizes(file));
      initialJs.files += 1;
    }
    const initialCss = { ...zero(), files: 0 };
    for (const tag of tagsOf(text, /<link rel="stylesheet"[^>]*>/g)) {
      const href = attribute(tag, 'href');
      if (!href) continue;
      add(initialCss, assetSizes(href));
      initialCss.files += 1;
    }
    const fontFiles = tagsOf(text, /<link rel="preload" as="font"[^>]*>/g)
      .map((tag) => attribute(tag, 'href'))
      .filter((href): href is string => Boolean(href));
    return {
      address: page.address,
      lang: page.lang,
      html: {
        raw: html.length,
        gzip: gzipSync(html, { level: 6 }).length,
        brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
      },
      initialJs,
      scriptsBeforePaint: fetchedByHtml.filter((href) => href?.endsWith('.js')).length,
      initialCss,
      fonts: {
        files: fontFiles.length,
        bytes: fontFiles.reduce((sum, href) => sum + statSync(path.join(CLIENT_DIST_DIR, href)).size, 0),
      },
    };
  });
}

const VIEWPORTS = [
  { name: '390 px (phone, 3× pixels)', width: 390, height: 844, deviceScaleFactor: 3, isMobile: true },
  { name: '1280 px (laptop, 1× pixels)', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
];

/** The files a page's first-view picture preload offers: its href, or every width of its srcset. */
function preloadedPictures(page: BuiltPage): string[] {
  const html = readFileSync(path.join(CLIENT_DIST_DIR, page.file), 'utf8');
  return tagsOf(html, /<link rel="preload" as="image"[^>]*>/g).flatMap((tag) =>
    [attribute(tag, 'href') ?? '', ...(attribute(tag, 'imagesrcset') ?? '').split(',')]
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

/**
 * Each page whose first view is a picture, at a phone's and a laptop's width, as Chromium loads
 * it: what its LCP element is, and which file of the preloaded picture's srcset the browser chose,
 * with the bytes it took (resource timing).
 */
export async function lcpImages(site: SiteServer, pages: BuiltPage[]): Promise<LcpImage[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const found: LcpImage[] = [];
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
        isMobile: viewport.isMobile,
      });
      for (const page of pages.filter((candidate) => candidate.image)) {
        const tab = await context.newPage();
        await tab.goto(`${site.url}${page.address}`, { waitUntil: 'load' });
        const seen = await tab.evaluate(
          (candidates) =>
            new Promise<{ lcp: string; picture: string; bytes: number }>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { url?: string })[];
                const lcpUrl = entries[entries.length - 1]?.url ?? '';
                const picture = performance
                  .getEntriesByType('resource')
                  .find((entry) => candidates.includes(new URL(entry.name).pathname)) as
                  PerformanceResourceTiming | undefined;
                resolve({
                  lcp: lcpUrl ? new URL(lcpUrl).pathname : 'text',
                  picture: picture ? new URL(picture.name).pathname : 'none',
                  bytes: picture?.encodedBodySize ?? 0,
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
          preloadedPictures(page),
        );
        await tab.close();
        found.push({ address: page.address, viewport: viewport.name, ...seen });
        say(
          `bytes: ${page.address} at ${viewport.width} px: first-view picture ${seen.picture} ` +
            `(${(seen.bytes / 1000).toFixed(1)} KB), LCP element ${seen.lcp}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}
