import type { Check } from './checks';
import { apiTable, budgetLines, growthTable, lighthouseTable } from './report';
import type { BenchResults } from './results';
import { median } from './stats';
import { kb, seconds, table } from './table';

// The short forms of a run's report: what the terminal prints, and bench/README.md's summary.

/** What the terminal shows at the end: the tables a person reads first. */
export function terminalSummary(results: BenchResults, checks: Check[]): string {
  const missed = checks.filter((check) => !check.ok);
  return [
    'Lighthouse (medians)',
    lighthouseTable(results),
    '',
    'API',
    apiTable(results),
    '',
    'Growth',
    growthTable(results),
    '',
    'Performance budget (ADR 068)',
    ...budgetLines(checks).map((line) => `  ${line}`),
    '',
    missed.length === 0
      ? 'Every target is met.'
      : `Missed targets (${missed.length}):\n${missed.map((check) => `  ${check.id} (${check.where}): ${check.measured}, wanted ${check.target}`).join('\n')}`,
  ].join('\n');
}

/** The most blocked guest page on a phone with no DevTools, beside the inspector on (ADR 094). */
function phoneLine(results: BenchResults): string {
  const pages = results.phone ?? [];
  if (pages.length === 0)
    return 'The blocking time on a phone without DevTools was not measured in this run.';
  const worst = pages.reduce((most, page) => (page.phone.tbtMs > most.phone.tbtMs ? page : most));
  const inspector = median(pages.map((page) => page.inspector.tbtMs));
  return `On a phone with no DevTools open and the CPU 4× slower, no guest page of the ${pages.length} blocks for more than ${worst.phone.tbtMs} ms in total (${worst.address}); with the inspector on as Lighthouse has it, the median page blocks for ${Math.round(inspector)} ms (ADR 094).`;
}

/** The slowest repeat visit offline, with the CPU 4× slower. */
function offlineLine(results: BenchResults): string {
  const pages = results.offline ?? [];
  if (pages.length === 0) return 'The repeat visit offline was not measured in this run.';
  const slowest = pages.reduce((worst, page) => (page.lcpMs > worst.lcpMs ? page : worst));
  return `A repeat visit with the network off and the CPU 4× slower paints every one of the ${pages.length} pages the service worker keeps within ${seconds(slowest.lcpMs)} (largest paint, slowest page ${slowest.address}).`;
}

/** The README's "Latest figures": one row per page (standalone / nginx), the API and the growth in short. */
export function readmeSummary(results: BenchResults, checks: Check[]): string {
  const pages = [...new Set(results.lighthouse.map((page) => page.address))];
  const both = (address: string, pick: (page: BenchResults['lighthouse'][number]) => string) =>
    results.lighthouse
      .filter((page) => page.address === address)
      .map(pick)
      .join(' / ');
  const servers = [...new Set(results.lighthouse.map((page) => page.server))].join(' / ');
  const missed = checks.filter((check) => !check.ok).length;
  const sizes = [...new Set(results.growth.map((measure) => measure.guests))];
  const list = results.adminList;
  return [
    `Measured ${results.startedAt.slice(0, 10)} on commit ${results.commit} in ${(results.durationSeconds / 60).toFixed(1)} minutes (2 cores, load average ${results.machine.loadBefore[0]?.toFixed(1) ?? '?'} at the start); ${missed === 0 ? 'every target met' : `${missed} missed targets, each with its reason in bench/results.md`}.`,
    '',
    `Lighthouse, mobile, medians (${servers}):`,
    '',
    table(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'LCP',
        'its no-script twin’s LCP',
        'FCP (twin’s)',
        'TBT',
        'CLS',
      ],
      pages.map((address) => [
        address,
        both(address, (page) => String(page.median.scores.performance)),
        both(address, (page) => String(page.median.scores.accessibility)),
        both(address, (page) => String(page.median.scores['best-practices'])),
        both(address, (page) => String(page.median.scores.seo)),
        both(address, (page) => seconds(page.median.lcpMs)),
        both(address, (page) => (page.twin ? seconds(page.twin.median.lcpMs) : '–')),
        both(
          address,
          (page) =>
            `${seconds(page.median.fcpMs)}${page.twin ? ` (${seconds(page.twin.median.fcpMs)})` : ''}`,
        ),
        both(address, (page) => `${page.median.tbtMs} ms`),
        both(address, (page) => String(page.median.cls)),
      ]),
    ),
    '',
    `API, 50 connections, 150 guests. The budget (ADR 068): ${budgetLines(checks).join('; ')}.`,
    '',
    table(
      ['endpoint', 'req/s', 'share of bare Express', 'p99'],
      results.api
        .filter((measure) => !measure.name.startsWith('bare'))
        .map((measure) => [
          measure.name,
          measure.rps,
          `${((measure.ratio ?? 0) * 100).toFixed(0)} %`,
          `${measure.p99Ms} ms`,
        ]),
    ),
    '',
    `The hosts' queries at ${sizes.map((size) => size.toLocaleString('en')).join(' / ')} guests:`,
    '',
    table(
      ['query', 'time per request', 'bytes', 'SQL statements'],
      [...new Set(results.growth.map((measure) => measure.query))].map((query) => {
        const rows = results.growth.filter((measure) => measure.query === query);
        return [
          query,
          rows.map((measure) => `${measure.medianMs} ms`).join(' / '),
          rows.map((measure) => kb(measure.bytes)).join(' / '),
          rows.map((measure) => measure.statements).join(' / '),
        ];
      }),
    ),
    '',
    phoneLine(results),
    '',
    offlineLine(results),
    '',
    list
      ? `The guest list at ${list.guests.toLocaleString('en')} guests is usable ${seconds(list.usableMs)} after logging in, ${list.rowsInDom} rows a page; a search answers in ${list.searchMs} ms.`
      : '',
  ].join('\n');
}
