import { API_CONNECTIONS } from '../phases/api';
import { reasonFor } from '../reasons';
import type { BenchResults } from './results';
import { seconds } from './table';

/** One target of the benchmark (ADR 032) against what was measured. */
export interface Check {
  /** What is measured: `LCP`, `seo`, `GET /rsvp p99`, ... */
  kind: string;
  /** Stable name, what bench/reasons.ts matches: `seo /admin`, `GET /rsvp p99`, ... */
  id: string;
  /** Where it was measured (server, size, machine). */
  where: string;
  target: string;
  measured: string;
  ok: boolean;
  /** Why it is missed, from bench/reasons.ts, when someone has looked. */
  reason?: string;
}

// ADR 032, amended by ADR 088.
const MAX_MINUTES = 35;

type Draft = Omit<Check, 'id' | 'reason'> & { subject?: string };

function lighthouseChecks(results: BenchResults): Draft[] {
  return results.lighthouse.flatMap((page) => {
    const m = page.median;
    const at = { where: page.server, subject: page.address };
    return [
      {
        ...at,
        kind: 'performance',
        target: '100 (98 tolerated)',
        measured: String(m.scores.performance),
        ok: m.scores.performance >= 98,
      },
      {
        ...at,
        kind: 'accessibility',
        target: '100',
        measured: String(m.scores.accessibility),
        ok: m.scores.accessibility === 100,
      },
      {
        ...at,
        kind: 'best-practices',
        target: '100',
        measured: String(m.scores['best-practices']),
        ok: m.scores['best-practices'] === 100,
      },
      { ...at, kind: 'seo', target: '100', measured: String(m.scores.seo), ok: m.scores.seo === 100 },
      { ...at, kind: 'LCP', target: '≤ 1.50 s', measured: seconds(m.lcpMs), ok: m.lcpMs <= 1500 },
      { ...at, kind: 'TBT', target: '≤ 50 ms', measured: `${m.tbtMs} ms`, ok: m.tbtMs <= 50 },
      { ...at, kind: 'CLS', target: '0', measured: String(m.cls), ok: m.cls === 0 },
      ...twinChecks(page, at),
    ];
  });
}

/**
 * A guest page beside its no-script twin, the same server and minute (ADR 088): what its scripts
 * cost the first paint and the largest one.
 */
function twinChecks(
  page: BenchResults['lighthouse'][number],
  at: { where: string; subject: string },
): Draft[] {
  const twin = page.twin?.median;
  if (!twin) return [];
  const over = (ms: number) => `${ms >= 0 ? '+' : '−'}${seconds(Math.abs(ms))}`;
  const lcpOver = page.median.lcpMs - twin.lcpMs;
  const fcpOver = page.median.fcpMs - twin.fcpMs;
  return [
    {
      ...at,
      kind: 'LCP over its no-script twin',
      target: '≤ +0.15 s',
      measured: `${over(lcpOver)} (twin ${seconds(twin.lcpMs)})`,
      ok: lcpOver <= 150,
    },
    {
      ...at,
      kind: 'first paint over its no-script twin',
      target: '≤ +0.10 s',
      measured: `${over(fcpOver)} (twin ${seconds(twin.fcpMs)})`,
      ok: fcpOver <= 100,
    },
  ];
}

/**
 * The site's performance budget (docs/decisions/068-a-performance-budget-for-a-wedding.md): the p99
 * of a lookup and of an answer at 50 connections, ten times the busiest minute a wedding of 150
 * guests sees. The share of bare Express stays in the API table as a figure, not a target.
 */
export const API_BUDGET = [
  { name: 'GET /rsvp', p99Ms: 50 },
  { name: 'POST /rsvp', p99Ms: 150 },
] as const;

function apiChecks(results: BenchResults): Draft[] {
  const where = `standalone, 150 guests, ${API_CONNECTIONS} connections`;
  return API_BUDGET.flatMap(({ name, p99Ms }) => {
    const measure = results.api.find((candidate) => candidate.name === name);
    if (!measure) return [];
    return [
      {
        kind: `${name} p99`,
        where,
        target: `≤ ${p99Ms} ms`,
        measured: `${measure.p99Ms} ms`,
        ok: measure.p99Ms <= p99Ms,
      },
      {
        kind: `${name} clean run`,
        where,
        target: 'every answer 2xx, no errors',
        measured: `${measure.non2xx} non-2xx, ${measure.errors} errors`,
        ok: measure.non2xx === 0 && measure.errors === 0,
      },
    ];
  });
}

function growthChecks(results: BenchResults): Draft[] {
  const queries = [...new Set(results.growth.map((measure) => measure.query))];
  const drafts: Draft[] = queries.map((query) => {
    const counts = results.growth.filter((measure) => measure.query === query);
    return {
      kind: `${query} SQL statements`,
      where: `${counts.map((measure) => measure.guests.toLocaleString('en')).join(' / ')} guests`,
      target: 'the same at every size (no N+1)',
      measured: counts.map((measure) => measure.statements).join(' / '),
      ok: new Set(counts.map((measure) => measure.statements)).size === 1,
    };
  });
  const publish = results.publish;
  if (publish) {
    drafts.push({
      kind: 'content publish',
      where: `standalone, ${publish.guests} guests, every guest page`,
      target: '< 10 s',
      measured: `${seconds(publish.medianMs)} median, ${seconds(publish.slowestMs)} slowest`,
      ok: publish.slowestMs < 10_000,
    });
  }
  const list = results.adminList;
  if (list) {
    drafts.push({
      kind: 'admin guest list usable',
      where: `Chromium, ${list.guests.toLocaleString('en')} guests`,
      target: 'paged or virtualised',
      measured: `${list.rowsInDom} rows in the page, usable after ${seconds(list.usableMs)}, search ${list.searchMs} ms`,
      ok: list.pagedOrVirtualised,
    });
  }
  return drafts;
}

/** A guest page's HTML makes the browser fetch no script before it has painted (ADR 086). */
function bytesChecks(results: BenchResults): Draft[] {
  return results.bytes
    .filter((page) => page.address !== '/admin' && page.scriptsBeforePaint !== undefined)
    .map((page) => ({
      kind: 'scripts before paint',
      subject: page.address,
      where: 'the page’s HTML',
      target: '0 (one inline boot script)',
      measured: String(page.scriptsBeforePaint),
      ok: page.scriptsBeforePaint === 0,
    }));
}

/** A phone with no DevTools open is blocked no more than Lighthouse allows (ADR 094). */
function phoneChecks(results: BenchResults): Draft[] {
  return (results.phone ?? []).map((page) => ({
    kind: 'TBT on a phone',
    subject: page.address,
    where: 'no DevTools, 4× slower CPU',
    target: '≤ 50 ms',
    measured: `${page.phone.tbtMs} ms (inspector on: ${page.inspector.tbtMs} ms)`,
    ok: page.phone.tbtMs <= 50,
  }));
}

/** A repeat visit offline paints from the service worker's copy at once (ADR 088). */
function offlineChecks(results: BenchResults): Draft[] {
  return (results.offline ?? []).map((page) => ({
    kind: 'offline repeat visit LCP',
    subject: page.address,
    where: 'service worker, 4× slower CPU',
    target: '< 0.50 s',
    measured: `${seconds(page.lcpMs)} (first paint ${seconds(page.fcpMs)})`,
    ok: page.lcpMs < 500,
  }));
}

/** Every target of the issue, checked against the figures (medians for Lighthouse). */
export function checksOf(results: BenchResults): Check[] {
  const drafts: Draft[] = [
    ...lighthouseChecks(results),
    ...(results.lighthouseMissing ?? []).map((page) => ({
      kind: 'Lighthouse figures',
      where: page,
      target: 'measured',
      measured: 'no run succeeded (the run’s log says why)',
      ok: false,
    })),
    ...bytesChecks(results),
    ...phoneChecks(results),
    ...offlineChecks(results),
    ...apiChecks(results),
    ...growthChecks(results),
    {
      kind: 'run time',
      where: `${results.machine.cpus} cores`,
      target: `< ${MAX_MINUTES} min`,
      measured: `${(results.durationSeconds / 60).toFixed(1)} min`,
      ok: results.durationSeconds < MAX_MINUTES * 60,
    },
  ];
  return drafts.map(({ subject, ...draft }) => {
    const id = subject ? `${draft.kind} ${subject}` : draft.kind;
    const reason = draft.ok ? undefined : reasonFor(id);
    return { ...draft, id, ...(reason ? { reason } : {}) };
  });
}
