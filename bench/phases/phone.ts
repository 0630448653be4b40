import { PipeBrowser } from '../lib/cdp-pipe';
import { BenchError, say } from '../lib/progress';
import { median, round } from '../lib/stats';

/**
 * The blocking time a phone pays on a guest page, beside what the same page costs with DevTools'
 * inspector on as Lighthouse has it (ADR 094). Lighthouse turns on the Runtime domain of the page it
 * measures; with it on, V8 records where in the source each Error is made, and React DOM makes five
 * as its body runs, inside the bundler's function around its whole body: that function is parsed
 * again, a cost no guest's phone pays.
 */
export interface PhoneBlocking {
  address: string;
  /** Medians of PHONE_VISITS cold visits, the CPU 4× slower for real (DevTools' throttling). */
  phone: VisitFigures;
  /** INSPECTOR_VISITS cold visits with the Runtime domain on, taking turns with the others. */
  inspector: VisitFigures;
}

export interface VisitFigures {
  visits: number;
  /** From the first paint to the end of what the app runs as it takes over. */
  tbtMs: number;
  longestTaskMs: number;
  /** From the navigation to the page's own part hydrated (as polled every 200 ms). */
  hydratedMs: number;
}

/** What one visit measures. */
type VisitMeasure = Omit<VisitFigures, 'visits'>;

export const PHONE_CPU_SLOWDOWN = 4;
export const PHONE_VISITS = 2;
export const INSPECTOR_VISITS = 1;
const BLOCKING_THRESHOLD_MS = 50;
/** After the page's own part has hydrated, what still runs (the other chunks, effects) is kept. */
const AFTER_HYDRATION_MS = 1000;
const HYDRATION_TIMEOUT_MS = 15_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

/** Names under which the renderer records one task of its main thread (as Lighthouse reads them). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/**
 * Total blocking time as Lighthouse sums it (its TBTUtils): every top-level task of the page's main
 * thread after the first paint, clipped to it, less 50 ms; and the longest such task. The page's
 * main thread is the one that painted: a navigation from a blank tab can change processes.
 */
export function blockingOf(events: TraceEvent[]): { tbtMs: number; longestTaskMs: number } | undefined {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' && event.pid === fcp.pid && event.tid === fcp.tid && TASK_NAMES.has(event.name),
    )
    .map((event) => ({
      start: (event.ts - fcp.ts) / 1000,
      end: (event.ts + (event.dur ?? 0) - fcp.ts) / 1000,
    }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let tbtMs = 0;
  let longestTaskMs = 0;
  let outerEnd = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    // A task inside another (the same task under two names) is not counted again.
    if (task.start < outerEnd) continue;
    outerEnd = task.end;
    if (task.end <= 0) continue;
    const clipped = task.end - Math.max(task.start, 0);
    longestTaskMs = Math.max(longestTaskMs, clipped);
    if (clipped >= BLOCKING_THRESHOLD_MS) tbtMs += clipped - BLOCKING_THRESHOLD_MS;
  }
  return { tbtMs, longestTaskMs };
}

const TRACE_CATEGORIES = [
  'disabled-by-default-lighthouse',
  'toplevel',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
];

/** Whether the page's own part has hydrated (lib/before-app.ts marks the root `data-hydrated`). */
async function hydrated(browser: PipeBrowser, sessionId: string): Promise<boolean> {
  const { root } = (await browser.send('DOM.getDocument', { depth: 1 }, sessionId)) as {
    root: { children?: { nodeName: string; attributes?: string[] }[] };
  };
  const html = root.children?.find((node) => node.nodeName === 'HTML');
  return html?.attributes?.includes('data-hydrated') ?? false;
}

/** One cold visit (a fresh browser context: no cache, no code cache) with the CPU 4× slower. */
async function visit(browser: PipeBrowser, url: string, inspector: boolean): Promise<VisitMeasure> {
  const { browserContextId } = await browser.send('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = (await browser.send('Target.attachToTarget', { targetId, flatten: true })) as {
    sessionId: string;
  };
  try {
    await browser.send(
      'Emulation.setDeviceMetricsOverride',
      { width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
      sessionId,
    );
    await browser.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN }, sessionId);
    // What Lighthouse turns on (and Playwright, and an open DevTools): the only difference measured.
    if (inspector) await browser.send('Runtime.enable', {}, sessionId);
    const events: TraceEvent[] = [];
    let complete: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (complete = resolve));
    const stopListening = browser.on((message) => {
      if (message.method === 'Tracing.dataCollected')
        events.push(...((message.params?.value as TraceEvent[] | undefined) ?? []));
      if (message.method === 'Tracing.tracingComplete') complete();
    });
    await browser.send(
      'Tracing.start',
      {
        traceConfig: { includedCategories: TRACE_CATEGORIES, excludedCategories: ['*'] },
        transferMode: 'ReportEvents',
      },
      sessionId,
    );
    const started = Date.now();
    await browser.send('Page.navigate', { url }, sessionId);
    let hydratedMs = Number.NaN;
    while (Date.now() - started < HYDRATION_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (await hydrated(browser, sessionId).catch(() => false)) {
        hydratedMs = Date.now() - started;
        break;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, AFTER_HYDRATION_MS));
    await browser.send('Tracing.end', {}, sessionId);
    await finished;
    stopListening();
    const blocking = blockingOf(events);
    if (!blocking) throw new Error(`no first paint in the trace of ${url}`);
    if (Number.isNaN(hydratedMs))
      throw new Error(`${url} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`);
    return { tbtMs: blocking.tbtMs, longestTaskMs: blocking.longestTaskMs, hydratedMs };
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
}

/** A busy minute can spoil one trace (no first paint in it): that visit is made once more. */
async function visitAgainOnce(browser: PipeBrowser, url: string, inspector: boolean): Promise<VisitMeasure> {
  try {
    return await visit(browser, url, inspector);
  } catch (error) {
    say(`phone: ${error instanceof Error ? error.message : String(error)}; visiting it again`);
    try {
      return await visit(browser, url, inspector);
    } catch (again) {
      throw new BenchError(
        `phone: ${again instanceof Error ? again.message : String(again)} twice: is the site serving its pages? Run the phase alone with BENCH_PHASES=phone.`,
      );
    }
  }
}

const medians = (runs: VisitMeasure[]): VisitFigures => ({
  visits: runs.length,
  tbtMs: round(median(runs.map((run) => run.tbtMs))),
  longestTaskMs: round(median(runs.map((run) => run.longestTaskMs))),
  hydratedMs: round(median(runs.map((run) => run.hydratedMs))),
});

/**
 * Each guest page, cold, PHONE_VISITS times as a phone opens it and INSPECTOR_VISITS times with the
 * inspector on, the two kinds of visit taking turns so that the machine's minute weighs on both.
 */
export async function phoneBlocking(origin: string, addresses: string[]): Promise<PhoneBlocking[]> {
  const browser = PipeBrowser.launch();
  const found: PhoneBlocking[] = [];
  try {
    // The first page a fresh Chromium opens is slower whatever it is (its own code not compiled
    // yet): one visit first, thrown away, as the Lighthouse phase does.
    const first = addresses[0];
    if (first !== undefined) await visitAgainOnce(browser, `${origin}${first}`, false);
    for (const address of addresses) {
      const phone: VisitMeasure[] = [];
      const inspector: VisitMeasure[] = [];
      for (let turn = 0; turn < Math.max(PHONE_VISITS, INSPECTOR_VISITS); turn += 1) {
        if (turn < PHONE_VISITS) phone.push(await visitAgainOnce(browser, `${origin}${address}`, false));
        if (turn < INSPECTOR_VISITS)
          inspector.push(await visitAgainOnce(browser, `${origin}${address}`, true));
      }
      const figure: PhoneBlocking = { address, phone: medians(phone), inspector: medians(inspector) };
      found.push(figure);
      say(
        `phone: ${address} at ${PHONE_CPU_SLOWDOWN}× CPU: TBT ${figure.phone.tbtMs} ms (longest task ${figure.phone.longestTaskMs} ms); with the inspector on ${figure.inspector.tbtMs} ms (${figure.inspector.longestTaskMs} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
  return found;
}
