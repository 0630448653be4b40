#!/usr/bin/env node
// What the guest pages must be, read from the client build (client/dist), not timed: `make test`
// runs this after the build and fails when one is not met (the guest pages' requirements, ADR 016).
//   - every pre-rendered guest page (both editions) carries its heading and main text, its meta tags,
//     and a preload of its first view's largest resource (its picture, or the serif's files); its
//     canonical address is its own, except /homev2's, which is the home page's
//   - the public host's edition has no Info or RSVP link and no /info or /rsvp page
//   - no guest page fetches a script before it has painted: its one script is the inline boot script
//     (ADR 086), at most 2 KB gzip, whose hash is the one the servers allow
//   - initial JavaScript of every guest page, as its boot script fetches it once the page has painted:
//     at most 105 KB gzip (level 6)
//   - the serif files a page preloads for its first view: at most 60 KB in total
//   - a page's initial JavaScript carries its own language's words, never the other language's (the
//     French edition is a bundle of its own; ADR 019)
//   - the web app manifest, the service worker's registration and the worker itself, which a guest
//     page's first visit downloads because of them: at most 10 KB gzip together; the public
//     edition has none of them (ADR 056); what the worker keeps for offline reading (fetched after
//     the page has loaded): at most 2 MB
//   - the admin area is its own lazy chunk, never part of a guest's download
//   - the home page's first slide weighs at most 100 KB at 828 px wide in every format
//   - the shipped images stay modest in total (15 MB)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  attribute,
  bundleOf,
  DIST,
  escapeHtml,
  fileGzipSize,
  gzipSize,
  inScript,
  KB,
  kb,
  manifest,
  entryKey,
  pages,
  ROOT,
  staticClosure,
  tagsOf,
} from './budgets/build.mjs';
const BUDGETS = {
  guestInitialJs: 105 * KB,
  bootScript: 2 * KB,
  installable: 10 * KB,
  precache: 2 * 1000 * KB,
  firstViewFonts: 60 * KB,
  // The tab's icon, fetched by every first visit (ADR 094).
  tabIcon: 2 * KB,
  firstSlide: 100 * KB,
  images: 15 * 1000 * KB,
};
const ADMIN_MODULE = 'src/app/routes/admin.tsx';

const bootScriptHash = readFileSync(path.join(DIST, '.vite', 'boot-script.sha256'), 'utf8').trim();

const failures = [];
const lines = [];

function check(ok, message) {
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
}

/** Each language's page texts, to find one language's words in the other's scripts. */
const textsByLanguage = new Map();
for (const page of pages) {
  const texts = textsByLanguage.get(page.language) ?? new Set();
  texts.add(page.text);
  textsByLanguage.set(page.language, texts);
}
// The guest messages of each language (the contract's tables): a page that can show one ships its own
// language's, never the other's through a default argument (the French edition once carried every
// English message that way).
const MESSAGE_TABLES = {
  en: ['messages.ts', 'travel-messages.ts'],
  fr: ['messages.fr.ts', 'travel-messages.fr.ts'],
};
for (const [language, files] of Object.entries(MESSAGE_TABLES)) {
  const texts = textsByLanguage.get(language) ?? new Set();
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, 'server', 'contract', 'src', file), 'utf8');
    for (const [, text] of source.matchAll(/^\s+\w+:\s*'((?:[^'\\]|\\.){30,})',?$/gm)) {
      if (!text.includes('\\')) texts.add(text);
    }
  }
  textsByLanguage.set(language, texts);
}
/**
 * What a guest page's first visit downloads because it is installable: its manifest, the
 * registration script and the service worker that script registers. The worker's precache is fetched
 * after the page has loaded, checked apart below.
 */
function installableBytes(manifestHref, registerSrc, label) {
  const register = readFileSync(path.join(DIST, registerSrc.slice(1)), 'utf8');
  const worker = /register\('([^']+)'/.exec(register)?.[1];
  if (!worker || !existsSync(path.join(DIST, worker.slice(1))))
    return [false, `${label}: ${registerSrc} registers a service worker of the build (found ${worker})`];
  const total = fileGzipSize(manifestHref) + fileGzipSize(registerSrc) + fileGzipSize(worker);
  return [
    total <= BUDGETS.installable,
    `${label}: manifest, registration and service worker ${kb(total)} gzip (budget ${kb(BUDGETS.installable)})`,
  ];
}

for (const page of pages) {
  const label = `${page.publicHost ? 'public ' : ''}${page.prefix}${page.path}`;
  const html = readFileSync(path.join(DIST, page.file), 'utf8');
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  check(
    main.includes(`>${escapeHtml(page.heading)}</h1>`),
    `${label}: the HTML shows its heading "${page.heading}"`,
  );
  // Read as text: a line may hold markup (a name kept whole on one line is in a span of its own).
  const mainText = main.replace(/<[^>]*>/g, '');
  check(mainText.includes(escapeHtml(page.text)), `${label}: the HTML shows its main text`);
  const meta = (property) => new RegExp(`<meta (name|property)="${property}" content="[^"]+">`).test(html);
  const wanted = [
    'description',
    'robots',
    'og:title',
    'og:description',
    'og:image',
    'og:locale',
    'twitter:card',
  ];
  if (page.name !== 'notFound') wanted.push('og:url');
  const missing = wanted.filter((property) => !meta(property));
  if (page.name !== 'notFound' && !/<link rel="canonical" href="[^"]+">/.test(html))
    missing.push('canonical');
  if (!/<title>[^<]+<\/title>/.test(html)) missing.push('title');
  check(
    missing.length === 0,
    `${label}: title, description, canonical and link-preview tags${missing.length ? ` (missing ${missing.join(', ')})` : ''}`,
  );

  if (page.name !== 'notFound') {
    // A page under a second address (/homev2) names the first one (/) as canonical, in each language.
    const own = page.canonicalPath ?? page.path;
    const expected = `${page.prefix}${own === '/' && page.prefix ? '' : own}`;
    const named = ['<link rel="canonical" href="([^"]+)">', '<meta property="og:url" content="([^"]+)">'].map(
      (pattern) => {
        const href = new RegExp(pattern).exec(html)?.[1];
        return href ? new URL(href).pathname : undefined;
      },
    );
    check(
      named.every((pathname) => pathname === expected),
      `${label}: canonical and og:url name ${expected}${named.some((pathname) => pathname !== expected) ? ` (found ${named.join(', ')})` : ''}`,
    );
  }

  const preloads = tagsOf(html, /<link rel="preload"[^>]*>/g);
  const fonts = preloads
    .filter((tag) => attribute(tag, 'as') === 'font')
    .map((tag) => attribute(tag, 'href'));
  const images = preloads.filter((tag) => attribute(tag, 'as') === 'image');
  const lcpPreloaded = page.image
    ? images.length > 0 && images.every((tag) => attribute(tag, 'fetchpriority') === 'high')
    : fonts.some((href) => href?.includes('cormorant-garamond-latin-400-normal'));
  check(lcpPreloaded, `${label}: preloads its first view's ${page.image ? 'picture' : 'heading font'}`);
  const fontBytes = fonts.reduce((sum, href) => sum + statSync(path.join(DIST, href)).size, 0);
  check(
    fontBytes <= BUDGETS.firstViewFonts,
    `${label}: first-view fonts ${kb(fontBytes)} (budget ${kb(BUDGETS.firstViewFonts)})`,
  );

  // The tab's icon is a small picture: an SVG one is a document of its own that the page's main
  // thread lays out and draws (its text looked up in the phone's fonts) after the first paint (ADR 094).
  const icons = tagsOf(html, /<link rel="icon"[^>]*>/g).map((tag) => attribute(tag, 'href') ?? '');
  const iconBytes = icons.reduce(
    (sum, href) =>
      sum + (existsSync(path.join(DIST, href)) ? statSync(path.join(DIST, href)).size : Infinity),
    0,
  );
  check(
    icons.length > 0 && icons.every((href) => href.endsWith('.png')) && iconBytes <= BUDGETS.tabIcon,
    `${label}: its tab icon is a PNG of ${kb(iconBytes)} (budget ${kb(BUDGETS.tabIcon)}, no SVG to lay out)${icons.length ? ` (${icons.join(', ')})` : ' (none linked)'}`,
  );

  if (page.publicHost) {
    check(!/href="\/(info|rsvp)"/.test(html), `${label}: no Info or RSVP link in the public edition`);
  }

  // A page fetches no script before its largest paint (ADR 086, the hosts' login too: ADR 090): its
  // one script is the inline boot script, allowed by the hash both servers' policy names, which
  // names the app's chunks.
  const scriptTags = tagsOf(html, /<script\b[^>]*>/g).filter((tag) => !tag.includes('application/json'));
  const boot = /<script (data-app="[^"]*"[^>]*)>([\s\S]*?)<\/script>/.exec(html);
  const bootAttributes = boot?.[1] ?? '';
  const fetched = [
    ...scriptTags.filter((tag) => / src=/.test(tag)),
    ...tagsOf(html, /<link rel="modulepreload"[^>]*>/g),
  ];
  check(
    fetched.length === 0 && scriptTags.length === 1 && boot !== null,
    `${label}: no script fetched before the page has painted, one inline boot script${fetched.length ? ` (found ${fetched[0]})` : ''}`,
  );
  const hash = boot
    ? `sha256-${createHash('sha256')
        .update(boot[2] ?? '')
        .digest('base64')}`
    : '';
  check(
    hash !== '' && hash === bootScriptHash,
    `${label}: its boot script is the one whose hash the servers allow (.vite/boot-script.sha256)`,
  );
  const bootBytes = gzipSync(boot?.[2] ?? '', { level: 6 }).length;
  check(
    bootBytes <= BUDGETS.bootScript,
    `${label}: boot script ${kb(bootBytes)} gzip inline (budget ${kb(BUDGETS.bootScript)})`,
  );

  const manifestHref = tagsOf(html, /<link rel="manifest"[^>]*>/g).map((tag) => attribute(tag, 'href'))[0];
  const registerSrc = attribute(bootAttributes, 'data-sw');
  if (page.publicHost) {
    check(
      !manifestHref && !registerSrc,
      `${label}: no web app manifest and no service worker in the public edition`,
    );
  } else if (page.name !== 'admin') {
    const expectedManifest = `${page.prefix}/manifest.webmanifest`;
    check(
      manifestHref === expectedManifest && registerSrc === '/registerSW.js',
      `${label}: links ${expectedManifest} and /registerSW.js${manifestHref === expectedManifest && registerSrc === '/registerSW.js' ? '' : ` (found ${manifestHref}, ${registerSrc})`}`,
    );
    if (manifestHref && registerSrc) check(...installableBytes(manifestHref, registerSrc, label));
  }

  // The hosts' chunk has its own check below: it is never in a guest's download.
  if (page.name === 'admin') continue;
  // What the app downloads once the page has painted: the boot script's entry, its chunks and
  // the page's.
  const scripts = [
    attribute(bootAttributes, 'data-app'),
    ...['data-preload', 'data-page']
      .flatMap((name) => (attribute(bootAttributes, name) ?? '').split(' '))
      .filter(Boolean),
  ];
  const bundle = bundleOf(page.manifest);
  const chunks = new Set();
  for (const src of scripts) {
    const key = bundle.keyOfFile.get(src);
    check(key !== undefined, `${label}: ${src} is a chunk of the ${page.language} bundle`);
    staticClosure(key, bundle.manifest, chunks);
  }
  const total = [...chunks].reduce((sum, key) => sum + gzipSize(key, bundle.manifest), 0);
  check(
    total <= BUDGETS.guestInitialJs,
    `${label}: initial JavaScript (after the first paint) ${kb(total)} gzip (budget ${kb(BUDGETS.guestInitialJs)})`,
  );
  const code = [...chunks]
    .map((key) => bundle.manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(DIST, file), 'utf8'))
    .join('\n');
  // Texts the languages share (a venue's name) say nothing about which language was shipped.
  const own = textsByLanguage.get(page.language) ?? new Set();
  const foreign = [...textsByLanguage]
    .filter(([language]) => language !== page.language)
    .flatMap(([, texts]) => [...texts].filter((text) => !own.has(text) && inScript(code, text)));
  check(
    foreign.length === 0,
    `${label}: initial JavaScript in ${page.language} only${foreign.length ? ` (found "${foreign[0]}")` : ''}`,
  );
}

for (const hidden of ['info', 'rsvp']) {
  check(!existsSync(path.join(DIST, '_public', hidden)), `the public edition has no /${hidden} page`);
}

const admin = manifest[ADMIN_MODULE];
check(
  Boolean(admin?.isDynamicEntry) && !staticClosure(entryKey).has(ADMIN_MODULE),
  `admin area is its own lazy chunk${admin ? ` (${admin.file}, ${kb(gzipSize(ADMIN_MODULE))} gzip)` : ''}`,
);

/** A photo's file under dist as a page or the worker names it: without the photos' version (ADR 057). */
const photoFile = (url) => url.replace(/^(\/?)imgs\/v-[0-9a-f]{10}\//, '$1imgs/');

// The first slide, as the home page preloads it.
const home = readFileSync(path.join(DIST, 'index.html'), 'utf8');
for (const tag of tagsOf(home, /<link rel="preload" as="image"[^>]*>/g)) {
  const at828 = (attribute(tag, 'imagesrcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([, descriptor]) => descriptor === '828w')?.[0];
  if (!at828) {
    check(false, `a preload has no 828w candidate: ${tag}`);
    continue;
  }
  // Every format of that photo at 828 px: the browser may pick WebP or JPEG instead of AVIF.
  const base = photoFile(at828).replace(/\.avif$/, '');
  for (const ext of ['avif', 'webp', 'jpg']) {
    const file = path.join(DIST, `${base}.${ext}`);
    if (!existsSync(file)) {
      check(ext !== 'avif', `first slide ${base}.${ext} exists`);
      continue;
    }
    const size = statSync(file).size;
    check(
      size <= BUDGETS.firstSlide,
      `first slide ${base}.${ext} at 828 px: ${kb(size)} (budget ${kb(BUDGETS.firstSlide)})`,
    );
  }
}

// What the service worker keeps for offline reading: every file its precache lists, each page's
// HTML as the build wrote it.
const workerSource = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
const precached = [...workerSource.matchAll(/"url":"([^"]+)"/g)].map(([, url]) =>
  url.startsWith('/') ? path.join(url.slice(1), 'index.html') : photoFile(url),
);
const precacheSize = precached.reduce((sum, file) => sum + statSync(path.join(DIST, file)).size, 0);
check(
  precached.length > 0 && precacheSize <= BUDGETS.precache,
  `service worker precache: ${precached.length} files, ${kb(precacheSize)} (budget ${kb(BUDGETS.precache)})`,
);
check(
  !precached.some((file) => file.startsWith('admin') || file.startsWith('_public')),
  'service worker precache: no page of the hosts’ area or the public edition',
);

function folderSize(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderSize(full) : statSync(full).size);
  }, 0);
}
const imagesSize = folderSize(path.join(DIST, 'imgs'));
check(
  imagesSize <= BUDGETS.images,
  `shipped images: ${kb(imagesSize)} in total (budget ${kb(BUDGETS.images)})`,
);

console.log(`Performance budgets (client/dist)\n${lines.join('\n')}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) exceeded.`);
  process.exit(1);
}
