import { spawn } from 'node:child_process';
import { splitName } from '@riviera/contract';
import { adminRequest, ADMIN_QUERIES, logIn, type AdminQuery } from '../lib/admin-api';
import type { Autocannon, AutocannonOptions, AutocannonResult } from '../lib/autocannon-types';
import { benchGuest } from '../lib/guest-list';
import { PROJECT_ROOT } from '../lib/paths';
import { cpuSeconds } from '../lib/process-cpu';
import { BenchError, say } from '../lib/progress';
import type { SiteServer } from '../lib/site-server';
import { round } from '../lib/stats';
import { importTool } from '../lib/tools';

export const API_CONNECTIONS = 50;
export const API_SECONDS = 15;
export const WARM_UP_SECONDS = 3;

export interface ApiMeasure {
  name: string;
  /** Requests per second, mean over the measured seconds. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, and connection errors or timeouts: a sound run has none. */
  non2xx: number;
  errors: number;
  /** CPU the answering process used, as a share of one core. */
  serverCpu: number;
  /** The bare route measured beside it, and this endpoint's share of its requests per second. */
  baseline?: string;
  ratio?: number;
}

/** Starts the bare Express baseline (bench/api/bare-server.ts) and returns its address. */
async function startBare(): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/bare-server.ts'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new BenchError(`the bare Express server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

/**
 * Guests as the form looks them up and answers: each request another guest of the list, so 50
 * connections do not queue on one guest's row lock. Submissions go to guests invited alone.
 */
function guestRotation(count: number) {
  const guests = Array.from({ length: count }, (_, index) => benchGuest(index));
  const lookups = guests.map((guest) => {
    const { firstName, lastName } = splitName(guest.name);
    return `/rsvp?${new URLSearchParams({ firstName, lastName }).toString()}`;
  });
  const answers = guests
    .map((guest, index) => ({ guest, index }))
    .filter(({ guest }) => !guest.plusOneAllowed)
    .map(({ guest, index }) => {
      const { firstName, lastName } = splitName(guest.name);
      return JSON.stringify({
        firstName,
        lastName,
        mailingAddress: `${index + 1} Avenue Jean Monnet, 06230 Saint-Jean-Cap-Ferrat`,
        attending: true,
        plusOneAttending: false,
        plusOneFirstName: '',
        plusOneLastName: '',
        events: {
          welcomeDinner: true,
          ceremonyAndLunch: true,
          cocktailAndReception: true,
          farewellBrunch: false,
        },
        plusOneEvents: {},
        dietaryRestrictions: 'Fish',
        plusOneDietaryRestrictions: '',
        message: 'See you in Cap Ferrat!',
      });
    });
  let lookup = 0;
  let answer = 0;
  return {
    nextLookup: () => lookups[(lookup += 1) % lookups.length] ?? '/rsvp',
    nextAnswer: () => answers[(answer += 1) % answers.length] ?? '{}',
    sampleAnswer: answers[0] ?? '{}',
  };
}

/**
 * autocannon at 50 connections against the standalone server on the 150-guest database: the
 * endpoint's warm-up, then 15 measured seconds; each site endpoint right after the bare Express
 * route of the same method, so both see the same minute of this shared machine. The submissions
 * come last: they add history and queue confirmation mail, which would weigh on what follows.
 */
export async function runApi(site: SiteServer, guestCount: number): Promise<ApiMeasure[]> {
  const { default: autocannon } = await importTool<{ default: Autocannon }>('autocannon');
  const bare = await startBare();
  const rotation = guestRotation(guestCount);
  const token = await logIn(site.url);
  const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const results: ApiMeasure[] = [];

  const measure = async (
    name: string,
    pid: number,
    options: Omit<AutocannonOptions, 'connections' | 'duration'>,
    baseline?: ApiMeasure,
  ) => {
    say(`api ${name}: ${WARM_UP_SECONDS} s warm-up, then ${API_SECONDS} s at ${API_CONNECTIONS} connections`);
    await autocannon({ ...options, connections: API_CONNECTIONS, duration: WARM_UP_SECONDS });
    const cpuBefore = cpuSeconds(pid);
    const result: AutocannonResult = await autocannon({
      ...options,
      connections: API_CONNECTIONS,
      duration: API_SECONDS,
    });
    const cpu = (cpuSeconds(pid) - cpuBefore) / result.duration;
    const figures: ApiMeasure = {
      name,
      rps: round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      serverCpu: round(cpu, 2),
      ...(baseline
        ? { baseline: baseline.name, ratio: round(result.requests.average / baseline.rps, 3) }
        : {}),
    };
    say(
      `api ${name}: ${figures.rps} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` +
        (figures.ratio !== undefined
          ? `, ${(figures.ratio * 100).toFixed(0)} % of ${figures.baseline}`
          : '') +
        (figures.non2xx || figures.errors ? `, ${figures.non2xx} non-2xx and ${figures.errors} errors` : ''),
    );
    results.push(figures);
    return figures;
  };

  try {
    // Each endpoint answers as expected before it is measured: a 4xx at full speed proves nothing.
    const lookup = await fetch(`${site.url}${rotation.nextLookup()}`, {
      headers: { Accept: 'application/json' },
    });
    const found = (await lookup.json()) as { found?: boolean };
    if (!found.found) throw new BenchError(`GET /rsvp did not find a bench guest (${lookup.status})`);
    const answered = await fetch(`${site.url}/rsvp`, {
      method: 'POST',
      headers: json,
      body: rotation.sampleAnswer,
    });
    if (answered.status !== 200)
      throw new BenchError(`POST /rsvp answered ${answered.status}: ${await answered.text()}`);

    const bareGet = await measure('bare Express GET', bare.pid, { url: `${bare.url}/bare`, headers: json });
    await measure(
      'GET /rsvp',
      site.pid,
      {
        url: site.url,
        requests: [
          {
            method: 'GET',
            headers: { Accept: 'application/json' },
            setupRequest: (r) => ({ ...r, path: rotation.nextLookup() }),
          },
        ],
      },
      bareGet,
    );
    // The site's own stack (helmet, request log, routing) without the database: what the lookup's
    // queries add is the difference.
    await measure(
      'GET /api/rsvp/deadline (no database)',
      site.pid,
      { url: `${site.url}/api/rsvp/deadline`, headers: json },
      bareGet,
    );
    // The admin queries, then the bare POST route they and the submissions are compared with (one
    // baseline measured between them rather than two, to keep the run short).
    const graphql: ApiMeasure[] = [];
    for (const query of Object.keys(ADMIN_QUERIES) as AdminQuery[]) {
      const sent = await adminRequest(site.url, token, query);
      graphql.push(
        await measure(`GraphQL ${query}`, site.pid, {
          url: `${site.url}${sent.path}`,
          method: 'POST',
          headers: json,
          body: sent.body,
        }),
      );
    }
    const barePost = await measure('bare Express POST', bare.pid, {
      url: `${bare.url}/bare`,
      method: 'POST',
      headers: json,
      body: rotation.sampleAnswer,
    });
    for (const figures of graphql) {
      figures.baseline = barePost.name;
      figures.ratio = round(figures.rps / barePost.rps, 3);
    }
    await measure(
      'POST /rsvp',
      site.pid,
      {
        url: site.url,
        requests: [
          {
            method: 'POST',
            path: '/rsvp',
            headers: json,
            setupRequest: (r) => ({ ...r, body: rotation.nextAnswer() }),
          },
        ],
      },
      barePost,
    );
  } finally {
    bare.stop();
  }
  return results;
}
