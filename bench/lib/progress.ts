/**
 * What the bench prints while it works: every line carries the time since the start, so a slow
 * phase shows where the run's time went.
 */
// `make bench` passes the moment it started, so the build before the bench counts too.
const started = Number(process.env.BENCH_STARTED_MS) || Date.now();

export const elapsedSeconds = (): number => (Date.now() - started) / 1000;
export const startedMs = (): number => started;

function clock(): string {
  const seconds = Math.floor(elapsedSeconds());
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function say(message: string): void {
  console.log(`[${clock()}] ${message}`);
}

/** Announces a phase and returns the function that reports how long it took (seconds). */
export function phase(name: string): () => number {
  const start = Date.now();
  say(`== ${name}`);
  return () => {
    const seconds = (Date.now() - start) / 1000;
    say(`== ${name}: done in ${seconds.toFixed(0)} s`);
    return seconds;
  };
}

/** A failure the bench explains in one sentence (a missing program, a server that did not start). */
export class BenchError extends Error {
  override name = 'BenchError';
}
