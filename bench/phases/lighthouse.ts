import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import type { ChromeLauncher, Lhr, Lighthouse } from '../lib/lighthouse-types';
import { WORK_DIR } from '../lib/paths';
import { say } from '../lib/progress';
import { median, round } from '../lib/stats';
import { importTool } from '../lib/tools';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** Audits that cost the page points: weighted in a category and not passed. */
  failing: string[];
}

export interface LighthousePage {
  server: string;
  address: string;
  lang: string;
  runs: number;
  /** Each figure's median over the runs; the LCP element and failing audits of the median-LCP run. */
  median: RunFigures;
  perRun: Omit<RunFigures, 'lcpElement' | 'failing'>[];
  /**
   * Its no-script twin behind the same server, each run right after the page's (ADR 088): the
   * performance category only. None for the hosts' area, and in runs before ADR 088.
   */
  twin?: { address: string; runs: number; median: RunFigures };
}

/** A page to measure, and the address of its no-script twin when it has one. */
export interface MeasuredPage {
  address: string;
  lang: string;
  twin?: string;
}

export interface LighthouseTarget {
  /** What the report calls it: `standalone` or `nginx`. */
  name: string;
  origin: string;
}

const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The LCP element as Lighthouse names it: its label and the start of its HTML. */
function lcpElementOf(lhr: Lhr): string {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (found.length > 0 || typeof value !== 'object' || value === null) return;
    const node = value as { type?: string; nodeLabel?: string; snippet?: string };
    if (node.type === 'node') {
      found.push(`${node.nodeLabel ?? ''} ${node.snippet ? `(${node.snippet.slice(0, 120)})` : ''}`.trim());
      return;
    }
    for (const child of Object.values(value)) walk(child);
  };
  walk(lhr.audits['largest-contentful-paint-element']?.details);
  return found[0] ?? 'none reported';
}

function figuresOf(lhr: Lhr): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${id}/${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`),
  );
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    lcpElement: lcpElementOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

/** The run whose LCP is closest to the median LCP. */
function middleRun(runs: RunFigures[]): number {
  const lcp = median(runs.map((run) => run.lcpMs));
  let best = 0;
  runs.forEach((run, index) => {
    if (Math.abs(run.lcpMs - lcp) < Math.abs((runs[best]?.lcpMs ?? 0) - lcp)) best = index;
  });
  return best;
}

function medianOf(runs: RunFigures[]): RunFigures {
  const pick = (get: (run: RunFigures) => number) => median(runs.map(get));
  const middle = runs[middleRun(runs)] ?? runs[0];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])) as Record<
      Category,
      number
    >,
    lcpMs: round(pick((run) => run.lcpMs)),
    fcpMs: round(pick((run) => run.fcpMs)),
    tbtMs: round(pick((run) => run.tbtMs)),
    cls: round(
      pick((run) => run.cls),
      4,
    ),
    speedIndexMs: round(pick((run) => run.speedIndexMs)),
    lcpElement: middle?.lcpElement ?? 'none reported',
    benchmarkIndex: round(pick((run) => run.benchmarkIndex)),
    failing: middle?.failing ?? [],
  };
}

/**
 * Lighthouse's defaults for a phone (Moto G Power screen, slow 4G and a 4× slower CPU, simulated
 * from one unthrottled load), the four categories only. Skipped, both weight 0 in every score: the
 * full-page screenshot and the back/forward cache check (it navigates away and back, a second load).
 */
const configFor = (categories: readonly Category[]) => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: [...categories],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
  },
});
const CONFIG = configFor(CATEGORIES);
/** A twin is only compared on speed: the performance category alone, a shorter run. */
const TWIN_CONFIG = configFor(['performance']);

/** Never fewer runs than this per page and server, whatever the time budget says. */
export const MIN_RUNS = 3;

export interface LighthouseRun {
  pages: LighthousePage[];
  /** Runs made per page and server: `runs`, or fewer when the time budget ran out (never < MIN_RUNS). */
  runsMade: number;
  /** Runs made again because Lighthouse could not record the trace. */
  retried: number;
  /** Runs left out after three failed tries. */
  lost: number;
  /** Pages behind a target with no run at all (every try failed). */
  missing: string[];
}

const reportName = (target: string, address: string) =>
  `${target}${address === '/' ? '-home' : address.replaceAll('/', '-')}`;

/**
 * Lighthouse on every page behind every target, up to `runs` times each, in rounds: each round
 * runs every page once behind each target in turn, so a slow minute of a shared machine spreads
 * over the pages and both servers instead of sinking one. Before a new round, the rounds so far
 * say how long it will take; when it would end past `deadline` (ms since the epoch), the bench
 * stops at the rounds made (never fewer than MIN_RUNS) and the report says how many. One Chromium
 * serves every run; a discarded warm-up run comes first (the first run of a fresh browser is
 * always slower). The median run's full report is kept in bench/.work/lighthouse.
 */
export async function runLighthouse(
  targets: LighthouseTarget[],
  pages: MeasuredPage[],
  runs: number,
  deadline: number,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await importTool<{ default: Lighthouse }>('lighthouse');
  const launcher = await importTool<ChromeLauncher>('chrome-launcher');
  const launch = () =>
    launcher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  let chrome = await launch();
  const reports = path.join(WORK_DIR, 'lighthouse');
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports, { recursive: true });
  const figures = new Map<string, RunFigures[]>();
  let retried = 0;
  let lost = 0;
  let runsMade = 0;
  try {
    // A busy machine now and then spoils a trace (NO_NAVSTART: Chromium's trace lacks the page's
    // navigation). That run is made again, the third time in a fresh Chromium; should it fail still,
    // the run is left out (the page's median has one run less) and the report counts it.
    const audit = async (url: string, config = CONFIG): Promise<Lhr | undefined> => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 2_000));
        if (attempt === 3) {
          await chrome.kill();
          chrome = await launch();
        }
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          config,
        );
        const problem = result ? result.lhr.runtimeError?.message : 'no result';
        if (result && !problem) return result.lhr;
        say(`lighthouse: ${url}: ${problem}${attempt < 3 ? '; running it again' : '; this run is left out'}`);
        if (attempt < 3) retried += 1;
      }
      lost += 1;
      return undefined;
    };
    // The first run of a fresh Chromium and Lighthouse is slow whatever serves the page (their code
    // is not compiled yet, the CPU benchmark reads low): one warm-up run, thrown away.
    const first = pages[0];
    const firstTarget = targets[0];
    if (first && firstTarget) {
      say(`lighthouse: warm-up run on ${firstTarget.name} ${first.address} (discarded)`);
      await audit(`${firstTarget.origin}${first.address}`);
    }
    const perRound = (pages.length + pages.filter((page) => page.twin).length) * targets.length;
    let done = 0;
    const roundsStarted = Date.now();
    for (let run = 1; run <= runs; run += 1) {
      const roundSeconds = runsMade > 0 ? (Date.now() - roundsStarted) / 1000 / runsMade : 0;
      if (run > MIN_RUNS && Date.now() + roundSeconds * 1000 > deadline) {
        say(
          `lighthouse: a round takes ${roundSeconds.toFixed(0)} s and would end past the time budget: ${runsMade} runs per page`,
        );
        break;
      }
      for (const page of pages) {
        for (const target of targets) {
          // The page, then its twin behind the same server: the two in the same minute.
          const measures = [
            { address: page.address, config: CONFIG },
            ...(page.twin ? [{ address: page.twin, config: TWIN_CONFIG }] : []),
          ];
          for (const measure of measures) {
            const started = Date.now();
            const lhr = await audit(`${target.origin}${measure.address}`, measure.config);
            done += 1;
            if (!lhr) continue;
            const run_ = figuresOf(lhr);
            const key = reportName(target.name, measure.address);
            figures.set(key, [...(figures.get(key) ?? []), run_]);
            const made = figures.get(key)?.length ?? 0;
            await writeFile(path.join(reports, `${key}-run${made}.json`), JSON.stringify(lhr));
            const s = run_.scores;
            const others =
              measure.config === CONFIG
                ? ` a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}`
                : ' (no-script twin)';
            say(
              `lighthouse ${target.name} run ${run}/${runs} ${measure.address}: perf ${s.performance}${others}, ` +
                `FCP ${(run_.fcpMs / 1000).toFixed(2)} s, LCP ${(run_.lcpMs / 1000).toFixed(2)} s, ` +
                `TBT ${run_.tbtMs.toFixed(0)} ms, CLS ${run_.cls.toFixed(3)} ` +
                `(${((Date.now() - started) / 1000).toFixed(1)} s; ${done}/${perRound * runs})`,
            );
          }
        }
      }
      runsMade = run;
    }
  } finally {
    await chrome.kill();
  }

  const results: LighthousePage[] = [];
  const missing: string[] = [];
  /** The median of a page's runs behind a target; only the median run's report is kept. */
  const collect = async (target: string, address: string) => {
    const key = reportName(target, address);
    const runsOfPage = figures.get(key) ?? [];
    if (runsOfPage.length === 0) return undefined;
    const middle = middleRun(runsOfPage) + 1;
    for (let run = 1; run <= runsOfPage.length; run += 1) {
      const file = path.join(reports, `${key}-run${run}.json`);
      if (run === middle) await rename(file, path.join(reports, `${key}.json`));
      else await rm(file, { force: true });
    }
    return runsOfPage;
  };
  for (const target of targets) {
    for (const page of pages) {
      const runsOfPage = await collect(target.name, page.address);
      if (!runsOfPage) {
        missing.push(`${page.address} (${target.name})`);
        continue;
      }
      const twinRuns = page.twin ? await collect(target.name, page.twin) : undefined;
      if (page.twin && !twinRuns) missing.push(`${page.twin} (${target.name})`);
      results.push({
        server: target.name,
        address: page.address,
        lang: page.lang,
        runs: runsOfPage.length,
        median: medianOf(runsOfPage),
        perRun: runsOfPage.map(({ lcpElement: _l, failing: _f, ...rest }) => rest),
        ...(page.twin && twinRuns
          ? { twin: { address: page.twin, runs: twinRuns.length, median: medianOf(twinRuns) } }
          : {}),
      });
    }
  }
  return { pages: results, runsMade, retried, lost, missing };
}
