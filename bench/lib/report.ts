import { API_BUDGET, type Check } from './checks';
import type { BenchResults } from './results';
import { median } from './stats';
import { kb, seconds, table } from './table';

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * The performance budget (ADR 068), one line per target: met, missed, or not measured in this run.
 */
export function budgetLines(checks: Check[]): string[] {
  return API_BUDGET.map(({ name }) => {
    const check = checks.find((candidate) => candidate.id === `${name} p99`);
    if (!check) return `${name} p99: not measured in this run`;
    return `${check.id} (${check.where}): ${check.measured}, target ${check.target}: ${check.ok ? 'met' : 'MISSED'}`;
  });
}

export function lighthouseTable(results: BenchResults): string {
  return table(
    [
      'server',
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'FCP',
      'TBT',
      'CLS',
      'Speed Index',
      'runs',
      'no-script twin: perf, LCP, FCP',
    ],
    results.lighthouse.map((page) => {
      const m = page.median;
      const twin = page.twin?.median;
      return [
        page.server,
        page.address,
        m.scores.performance,
        m.scores.accessibility,
        m.scores['best-practices'],
        m.scores.seo,
        seconds(m.lcpMs),
        seconds(m.fcpMs),
        `${m.tbtMs} ms`,
        m.cls,
        seconds(m.speedIndexMs),
        page.runs,
        twin ? `${twin.scores.performance}, ${seconds(twin.lcpMs)}, ${seconds(twin.fcpMs)}` : '',
      ];
    }),
  );
}

/** Lighthouse's CPU benchmark index, in bands: the same bands in every run, so runs compare. */
const SPEED_BANDS = [0, 1400, 1700, 1900, 2100, Number.POSITIVE_INFINITY];

/**
 * Every Lighthouse run's blocking time beside the machine's speed as that run measured it
 * (Lighthouse's benchmark index): simulated throttling multiplies the tasks it saw, so a run on a
 * busy minute of this shared machine reports longer tasks for the same page.
 */
function blockingBySpeedTable(results: BenchResults): string {
  const runs = results.lighthouse.flatMap((page) => page.perRun);
  return table(
    ['CPU benchmark index', 'runs', 'median TBT', 'runs at most 50 ms'],
    SPEED_BANDS.slice(0, -1).flatMap((low, i) => {
      const high = SPEED_BANDS[i + 1] ?? Number.POSITIVE_INFINITY;
      const band = runs.filter((run) => run.benchmarkIndex >= low && run.benchmarkIndex < high);
      if (band.length === 0) return [];
      const within = band.filter((run) => run.tbtMs <= 50).length;
      return [
        [
          high === Number.POSITIVE_INFINITY
            ? `${low} or more`
            : low === 0
              ? `under ${high}`
              : `${low}–${high - 1}`,
          band.length,
          `${Math.round(median(band.map((run) => run.tbtMs)))} ms`,
          `${within} (${Math.round((100 * within) / band.length)} %)`,
        ],
      ];
    }),
  );
}

function lcpElementTable(results: BenchResults): string {
  return table(
    ['server', 'page', 'LCP element (median run)', 'what cost points (median run)'],
    results.lighthouse.map((page) => [
      page.server,
      page.address,
      page.median.lcpElement.replaceAll('|', '\\|'),
      page.median.failing.join(', ').replaceAll('|', '\\|') || 'nothing',
    ]),
  );
}

export function apiTable(results: BenchResults): string {
  return table(
    ['endpoint', 'req/s', 'share of bare', 'p50', 'p99', 'server CPU', 'non-2xx / errors'],
    results.api.map((measure) => [
      measure.name,
      measure.rps,
      measure.ratio === undefined ? '' : `${(measure.ratio * 100).toFixed(0)} % of ${measure.baseline}`,
      `${measure.p50Ms} ms`,
      `${measure.p99Ms} ms`,
      `${Math.round(measure.serverCpu * 100)} %`,
      `${measure.non2xx} / ${measure.errors}`,
    ]),
  );
}

/** The publish's, the album upload's and the seating fill's times, measured in the growth phase. */
function publishLine(results: BenchResults): string {
  const lines: string[] = [];
  const publish = results.publish;
  lines.push(
    publish
      ? `A publish of the content (every guest page of both languages and the calendar files written again, ADR 079 and 087) at ${publish.guests} guests: ${seconds(publish.medianMs)} median of ${publish.publishes}, the slowest ${seconds(publish.slowestMs)} (aim: under 10 s${publish.slowestMs < 10_000 ? ', met' : ', missed'}).`
      : 'The content publish was not timed in this run.',
  );
  const upload = results.albumUpload;
  lines.push(
    upload
      ? `A guest's photo of ${(upload.bytes / 1e6).toFixed(1)} MB (12 megapixels) through POST /album/photos, answered once the original is kept and the display copies written (ADR 082): ${seconds(upload.medianMs)} median of ${upload.uploads}, the slowest ${seconds(upload.slowestMs)}.`
      : 'The album upload was not timed in this run.',
  );
  for (const fill of results.seatingFill ?? [])
    lines.push(
      `The seating fill at ${fill.guests.toLocaleString('en')} guests: ${fill.people} people at ${fill.tables} tables in ${seconds(fill.fillMs)}.`,
    );
  return lines.join('\n\n');
}

function phoneTable(results: BenchResults): string {
  const pages = results.phone ?? [];
  if (pages.length === 0) return 'Not measured in this run.';
  return table(
    [
      'page',
      'TBT on a phone',
      'longest task',
      'hydrated',
      'TBT, inspector on',
      'longest task, inspector on',
      'visits',
    ],
    pages.map((page) => [
      page.address,
      `${page.phone.tbtMs} ms`,
      `${page.phone.longestTaskMs} ms`,
      seconds(page.phone.hydratedMs),
      `${page.inspector.tbtMs} ms`,
      `${page.inspector.longestTaskMs} ms`,
      `${page.phone.visits} + ${page.inspector.visits}`,
    ]),
  );
}

function offlineTable(results: BenchResults): string {
  const pages = results.offline ?? [];
  if (pages.length === 0) return 'Not measured in this run.';
  return table(
    ['page', 'first paint', 'largest paint', 'visits'],
    pages.map((page) => [page.address, seconds(page.fcpMs), seconds(page.lcpMs), page.visits]),
  );
}

export function growthTable(results: BenchResults): string {
  return table(
    ['query', 'guests', 'time per request (median)', 'p95', 'bytes', 'gzip', 'SQL statements per request'],
    results.growth.map((measure) => [
      measure.query,
      measure.guests.toLocaleString('en'),
      `${measure.medianMs} ms`,
      `${measure.p95Ms} ms`,
      kb(measure.bytes),
      kb(measure.gzipBytes),
      measure.statements,
    ]),
  );
}

function bytesTable(results: BenchResults): string {
  return table(
    [
      'page',
      'HTML gzip / br',
      'scripts before paint',
      'initial JS raw',
      'JS gzip',
      'JS brotli',
      'CSS raw',
      'CSS gzip',
      'CSS brotli',
      'fonts preloaded',
    ],
    results.bytes.map((page) => [
      page.address,
      `${kb(page.html.gzip)} / ${kb(page.html.brotli)}`,
      page.scriptsBeforePaint === undefined ? '–' : String(page.scriptsBeforePaint),
      `${kb(page.initialJs.raw)} (${page.initialJs.files} files)`,
      kb(page.initialJs.gzip),
      kb(page.initialJs.brotli),
      kb(page.initialCss.raw),
      kb(page.initialCss.gzip),
      kb(page.initialCss.brotli),
      `${kb(page.fonts.bytes)} (${page.fonts.files} files)`,
    ]),
  );
}

function checksTable(checks: Check[]): string {
  return table(
    ['target', 'where', 'wanted', 'measured', ''],
    checks.map((check) => [check.id, check.where, check.target, check.measured, mark(check.ok)]),
  );
}

/** The misses, one line per reason: "LCP on every page, because …" reads better than 18 lines. */
function missedList(checks: Check[]): string {
  const groups = new Map<string, Check[]>();
  for (const check of checks.filter((candidate) => !candidate.ok)) {
    const key = check.reason ?? check.id;
    groups.set(key, [...(groups.get(key) ?? []), check]);
  }
  if (groups.size === 0) return 'Every target is met.';
  const figure = (check: Check) => {
    const subject = check.id.slice(check.kind.length).trim();
    return subject ? `${subject} (${check.where}) ${check.measured}` : `${check.measured} (${check.where})`;
  };
  return [...groups.values()]
    .map((group) => {
      const kinds = [...new Set(group.map((check) => check.kind))].map((kind) => {
        const ofKind = group.filter((check) => check.kind === kind);
        return `**${kind}** (wanted ${ofKind[0]?.target ?? ''}): ${ofKind.map(figure).join(', ')}`;
      });
      return `- ${kinds.join('; ')}. ${group[0]?.reason ?? 'Not looked into yet.'}`;
    })
    .join('\n');
}

/** bench/results.md: the figures, each target met or missed, and how the run was made. */
export function markdownReport(results: BenchResults, checks: Check[]): string {
  const list = results.adminList;
  const m = results.machine;
  const loads = (values: number[] | undefined) => (values ?? []).map((load) => load.toFixed(1)).join(', ');
  return `# Benchmark results

Written by \`make bench\` (bench/run.ts) on ${results.startedAt}, commit ${results.commit}. The whole run, build included, took ${(results.durationSeconds / 60).toFixed(1)} minutes on ${m.cpus} cores (${m.cpuModel}), Node ${m.node}, ${m.chromium}, Lighthouse ${results.lighthouseVersion ?? 'not run'}.

Load averages (1, 5 and 15 minutes) were ${loads(m.loadBefore)} before the run and ${loads(m.loadAfter)} after it: other work on this shared machine weighs on every absolute figure, less on the ratios. Every figure, each Lighthouse run included, is in bench/results.json; \`node --import tsx bench/report.ts\` writes this page again from it (after a change to bench/reasons.ts).

## What was run

${results.plan.map((line) => `- ${line}`).join('\n')}
${results.skipped.length > 0 ? `\nNot run here:\n\n${results.skipped.map((line) => `- ${line}`).join('\n')}\n` : ''}
## The performance budget (docs/decisions/068-a-performance-budget-for-a-wedding.md)

${budgetLines(checks)
  .map((line) => `- ${line}`)
  .join('\n')}

## Missed targets

${missedList(checks)}

## Targets

${checksTable(checks)}

## Lighthouse (mobile, simulated throttling; medians)

${lighthouseTable(results)}

${lcpElementTable(results)}

Blocking time against the machine's speed, every run of every page (a higher index is a faster minute):

${blockingBySpeedTable(results)}

## Phone: the blocking time without DevTools, the CPU 4× slower (ADR 094)

Each guest page opened cold with nothing of DevTools turned on but the trace, beside the same page with the Runtime domain on as Lighthouse has it (medians; TBT summed as Lighthouse sums it, from the first paint to a second after the page has hydrated):

${phoneTable(results)}

## Offline: a repeat visit with the network off, the CPU 4× slower

${offlineTable(results)}

## API (autocannon, 50 connections, 15 s after a warm-up, 150 guests)

${apiTable(results)}

## Growth: the hosts' queries as the list grows (half the guests answered)

${growthTable(results)}

${
  list
    ? `The guest list in Chromium at ${list.guests.toLocaleString('en')} guests (1280 × 800): shown ${seconds(list.listShownMs)} after the login click, usable after ${seconds(list.usableMs)} (longest main-thread task ${list.longestTaskMs} ms); ${list.rowsInDom} guest rows in the page (${list.domElements.toLocaleString('en')} elements), so the list is ${list.pagedOrVirtualised ? '' : 'not '}paged or virtualised. Searching for one guest takes ${list.searchMs} ms, emptying the search ${list.clearSearchMs} ms, opening the RSVPs tab ${list.rsvpsTabMs} ms.`
    : 'The guest list was not measured in Chromium in this run.'
}

${publishLine(results)}

## Bytes (from client/dist, as sent: the build's brotli and gzip copies)

${bytesTable(results)}

The first-view picture of each page that has one, as Chromium picks it from the preloaded srcset, and the page's LCP element there:

${table(
  ['page', 'viewport', 'picture', 'bytes', 'LCP element'],
  results.lcpImages.map((image) => [
    image.address,
    image.viewport,
    image.picture,
    kb(image.bytes),
    image.lcp,
  ]),
)}

## Phases

${table(
  ['phase', 'seconds'],
  Object.entries(results.phaseSeconds).map(([name, value]) => [name, Math.round(value)]),
)}
`;
}
