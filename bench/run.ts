/**
 * `make bench`: how fast the site is, measured against baselines in the same run (ADR 032,
 * docs/decisions/032-benchmark.md). Lighthouse on every built page behind the standalone server and
 * behind nginx, the API under autocannon beside bare Express, the hosts' queries as the guest list
 * grows, and the bytes each page downloads. Writes bench/results.md and bench/results.json and
 * prints a summary. BENCH_PHASES (comma-separated) runs only some phases, and then writes its report
 * into bench/.work (results.md, results.json); BENCH_RUNS changes the Lighthouse runs per page
 * (default 5); BENCH_PAGES (comma-separated addresses, `/album,/fr/album`) measures only those pages,
 * and its report goes to bench/.work too.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { CHROMIUM_PATH, requireChromium } from './lib/chromium';
import { startBenchPostgres } from './lib/database';
import { builtPages, type BuiltPage } from './lib/pages';
import { PROJECT_ROOT } from './lib/paths';
import { BenchError, elapsedSeconds, phase, say, startedMs } from './lib/progress';
import type { BenchResults } from './lib/results';
import { seedGuests } from './lib/seed';
import { BENCH_SITE_URL, startSite } from './lib/site-server';
import { ensureTools, toolVersion } from './lib/tools';
import { writeReport } from './lib/write-report';
import { API_CONNECTIONS, API_SECONDS, runApi } from './phases/api';
import { lcpImages, pageBytes } from './phases/bytes';
import { OFFLINE_CPU_SLOWDOWN, OFFLINE_VISITS, offlinePaints } from './phases/offline';
import { INSPECTOR_VISITS, PHONE_CPU_SLOWDOWN, PHONE_VISITS, phoneBlocking } from './phases/phone';
import { GROWTH_SIZES, runGrowth } from './phases/growth';
import { runLighthouse, type LighthouseTarget, type MeasuredPage } from './phases/lighthouse';
import { publishedPagesDir, twinAddress, twinnedPages, writeTwins } from './lib/twins';

const PHASES = ['bytes', 'lighthouse', 'phone', 'offline', 'api', 'growth'] as const;
// ADR 032, its run time amended by ADR 088 (each guest page beside its no-script twin).
const BUDGET_MINUTES = 35;
type Phase = (typeof PHASES)[number];
const API_GUESTS = 150;

function chosenPhases(): Set<Phase> {
  const asked = process.env.BENCH_PHASES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked) return new Set(PHASES);
  const unknown = asked.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new BenchError(`BENCH_PHASES: unknown phase ${unknown.join(', ')} (${PHASES.join(', ')})`);
  return new Set(asked as Phase[]);
}

/** The pages BENCH_PAGES names (each must be a built page), or every built page. */
function chosenPages(built: BuiltPage[]): BuiltPage[] {
  const asked = process.env.BENCH_PAGES?.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (!asked) return built;
  const unknown = asked.filter((address) => !built.some((page) => page.address === address));
  if (unknown.length > 0)
    throw new BenchError(
      `BENCH_PAGES: no built page ${unknown.join(', ')} (the pages are ${built.map((page) => page.address).join(', ')})`,
    );
  return built.filter((page) => asked.includes(page.address));
}

const run = (program: string, args: string[]) => {
  try {
    return execFileSync(program, args, {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
};

/** Stops what the bench started when it ends early (Ctrl-C): last started, first stopped. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups
      .pop()?.()
      .catch(() => undefined);
}
process.once('SIGINT', () => {
  say('interrupted: stopping the servers and the database');
  void cleanUp().then(() => process.exit(130));
});

/** A run's results before any phase: when, on which commit and machine. */
function emptyResults(): BenchResults {
  const startedAt = new Date().toISOString();
  // What a run writes (its results, the README's figures) and the docs do not change what is
  // measured: they do not make the tree dirty.
  const dirty =
    run('git', [
      'status',
      '--porcelain',
      '--',
      '.',
      ':!bench/results.*',
      ':!bench/README.md',
      ':!README.md',
      ':!docs',
    ]) !== '';
  return {
    startedAt,
    commit: `${run('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? ' (with uncommitted changes)' : ''}`,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
      chromium: run(CHROMIUM_PATH, ['--version']),
      loadBefore: os.loadavg(),
    },
    plan: [],
    durationSeconds: 0,
    phaseSeconds: {},
    lighthouse: [],
    api: [],
    growth: [],
    bytes: [],
    lcpImages: [],
    offline: [],
    phone: [],
    skipped: [],
  };
}

/** Lighthouse on every page, behind the standalone server and (as root) nginx. */
async function lighthousePhase(
  site: Awaited<ReturnType<typeof startSite>>,
  pages: ReturnType<typeof builtPages>,
  runs: number,
  phases: ReturnType<typeof chosenPhases>,
  servers: string[],
  results: BenchResults,
): Promise<void> {
  const nginxPossible = process.getuid?.() === 0;
  const guestPages = twinnedPages(pages);
  const twinned = new Set(guestPages.map((page) => page.address));
  const done = phase(
    `lighthouse: ${pages.length} pages and ${twinned.size} no-script twins × ${servers.length} servers × ${runs} runs`,
  );
  // Each guest page's twin, from the page as the standalone server sends it (ADR 088).
  const twinFiles = await writeTwins(site.url, guestPages, await publishedPagesDir(site.pagesRoot));
  // nginx's workers read the pages folder as an unprivileged user, as in the container.
  execFileSync('chmod', ['-R', 'a+rX', site.pagesRoot]);
  const measured: MeasuredPage[] = pages.map((page) => ({
    address: page.address,
    lang: page.lang,
    ...(twinned.has(page.address) ? { twin: twinAddress(page.address, page.lang) } : {}),
  }));
  const targets: LighthouseTarget[] = [{ name: 'standalone', origin: site.url }];
  let stopNginx: (() => Promise<void>) | undefined;
  if (nginxPossible) {
    const { createNginxImage } = await import('../tests/nginx/nginx-image');
    // The pages folder the standalone server wrote, as compose shares it (ADR 079), and the twins
    // in the build's copy too, so that nginx's page map knows their addresses.
    const nginx = await createNginxImage({
      upstream: `127.0.0.1:${site.port}`,
      publicHosts: 'public.bench.invalid',
      certificate: false,
      pagesDir: site.pagesRoot,
      extraFiles: twinFiles,
      env: { SITE_URL: BENCH_SITE_URL, SEARCH_INDEXING: 'on' },
    });
    stopNginx = () => nginx.stop();
    cleanups.push(stopNginx);
    await nginx.start();
    targets.push({ name: 'nginx', origin: `http://127.0.0.1:${nginx.httpPort}` });
  }
  // Lighthouse takes what the later phases leave of the budget (ADR 032 and 088: the whole run in 35 min).
  const reserveSeconds =
    (phases.has('phone') ? 300 : 0) +
    (phases.has('offline') ? 60 : 0) +
    (phases.has('api') ? 190 : 0) +
    (phases.has('growth') ? 90 : 0) +
    60;
  const deadline = startedMs() + BUDGET_MINUTES * 60_000 - reserveSeconds * 1000;
  const lighthouse = await runLighthouse(targets, measured, runs, deadline);
  results.lighthouse = lighthouse.pages;
  results.lighthouseMissing = lighthouse.missing;
  if (stopNginx) await stopNginx();
  results.plan.push(
    `Lighthouse on ${pages.length} pages (${pages.map((page) => page.address).join(', ')}) behind ${servers.join(' and ')}, ` +
      `each guest page followed by its no-script twin (the same HTML as the server sends it, its scripts taken out, served by the same server; the performance category only): ` +
      `${lighthouse.runsMade} runs per page and server${lighthouse.runsMade < runs ? ` (of the ${runs} asked: more would not fit in ${BUDGET_MINUTES} minutes)` : ''}, the median of each figure; ` +
      'one discarded warm-up run first; mobile form factor, simulated throttling, the four categories' +
      `${lighthouse.retried > 0 ? `; ${lighthouse.retried} run(s) made again after Lighthouse could not record the trace` : ''}` +
      `${lighthouse.lost > 0 ? `; ${lighthouse.lost} run(s) left out after three failed tries` : ''}.`,
  );
  results.phaseSeconds.lighthouse = done();
}

async function main(): Promise<void> {
  const phases = chosenPhases();
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  requireChromium();
  const pages = chosenPages(builtPages());
  await ensureTools();

  const results = emptyResults();
  const nginxPossible = process.getuid?.() === 0;
  const servers = nginxPossible
    ? ['the standalone server', 'nginx with the project’s config in front of it']
    : ['the standalone server'];
  if (!nginxPossible)
    results.skipped.push(
      'Lighthouse behind nginx: it runs nginx in the production image’s layout in a private mount namespace, which needs root.',
    );
  say(
    `${pages.length} pages (${pages.map((page) => page.address).join(' ')}), phases: ${[...phases].join(', ')}`,
  );

  const postgres = await startBenchPostgres();
  cleanups.push(() => postgres.stop());

  if (phases.has('bytes')) {
    const done = phase('bytes: what each page downloads first');
    results.bytes = pageBytes(pages);
    results.phaseSeconds.bytes = done();
  }

  // One server on one database for the pages and the API: 150 guests, half of them answered.
  const siteUrl = await postgres.createDatabase('bench_site');
  await seedGuests(siteUrl, API_GUESTS);
  const site = await startSite('site', siteUrl);
  cleanups.push(() => site.stop());

  if (phases.has('bytes')) {
    const done = phase('bytes: the LCP picture in Chromium at 390 and 1280 px');
    results.lcpImages = await lcpImages(site, pages);
    results.phaseSeconds['LCP pictures'] = done();
  }

  if (phases.has('lighthouse')) await lighthousePhase(site, pages, runs, phases, servers, results);

  if (phases.has('phone')) {
    const guestPages = twinnedPages(pages).map((page) => page.address);
    const done = phase(
      `phone: ${guestPages.length} guest pages with and without DevTools' inspector, the CPU 4× slower`,
    );
    results.phone = await phoneBlocking(site.url, guestPages);
    results.plan.push(
      `Phone: each guest page opened cold (a fresh browser context) in Chromium driven over its DevTools pipe with nothing turned on but the trace, the CPU ${PHONE_CPU_SLOWDOWN}× slower (DevTools' throttling, for real), 390 px: ${PHONE_VISITS} visits as a phone opens it, taking turns with ${INSPECTOR_VISITS} with the Runtime domain on as Lighthouse has it (ADR 094); the blocking time summed as Lighthouse sums it, from the first paint to a second after the page has hydrated, behind the standalone server.`,
    );
    results.phaseSeconds.phone = done();
  }

  if (phases.has('offline')) {
    const done = phase('offline: a repeat visit with the network off, the CPU 4× slower');
    results.offline = await offlinePaints(site);
    results.plan.push(
      `Offline: a phone that opened the site once (its service worker installed), then with the network off and the CPU ${OFFLINE_CPU_SLOWDOWN}× slower (DevTools' throttling), opens each page the worker keeps: one untimed visit, then the medians of ${OFFLINE_VISITS}, at 390 px, behind the standalone server.`,
    );
    results.phaseSeconds.offline = done();
  }

  if (phases.has('api')) {
    const done = phase('api: autocannon against the standalone server and bare Express');
    results.api = await runApi(site, API_GUESTS);
    results.plan.push(
      `API: autocannon, ${API_CONNECTIONS} connections, a 3 s warm-up then ${API_SECONDS} s per endpoint, against the standalone server (RSVP_THROTTLES=off) on a database of ${API_GUESTS} guests, each endpoint beside a bare Express route of the same method measured in the same run (GET right before; the admin queries and the submissions on either side of the POST one), and GET /api/rsvp/deadline for the site's middleware without the database.`,
    );
    results.phaseSeconds.api = done();
  }
  await site.stop();

  if (phases.has('growth')) {
    const done = phase(`growth: the hosts' queries at ${GROWTH_SIZES.join(', ')} guests`);
    const growth = await runGrowth(postgres, true);
    results.growth = growth.measures;
    if (growth.adminList) results.adminList = growth.adminList;
    results.seatingFill = growth.seatingFill;
    if (growth.publish) results.publish = growth.publish;
    if (growth.albumUpload) results.albumUpload = growth.albumUpload;
    results.plan.push(
      `Growth: the admin area's queries (its own fetchers) at ${GROWTH_SIZES.map((size) => size.toLocaleString('en')).join(', ')} guests, half answered, one request at a time (the median of 20 timed requests, of 5 at 15,000, after 3 warm-up requests); SQL statements counted by pg_stat_statements; the guest list in Chromium at ${GROWTH_SIZES[GROWTH_SIZES.length - 1]?.toLocaleString('en')} guests.`,
    );
    results.phaseSeconds.growth = done();
  }

  await postgres.stop();
  cleanups.length = 0;
  results.machine.loadAfter = os.loadavg();
  if (results.lighthouse.length > 0) results.lighthouseVersion = toolVersion('lighthouse');
  results.durationSeconds = Math.round(elapsedSeconds());
  // Only a whole run replaces the committed figures (bench/results.*, bench/README.md).
  const written = await writeReport(
    results,
    phases.size < PHASES.length || pages.length < builtPages().length,
  );
  say(`${written}.md and ${written}.json written (${(results.durationSeconds / 60).toFixed(1)} min)`);
}

main().catch(async (error: unknown) => {
  await cleanUp();
  if (error instanceof BenchError) {
    console.error(`make bench: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
