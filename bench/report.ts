/**
 * Writes bench/results.md (and the checks in bench/results.json) again from the figures of the last
 * run, for instance after a reason was added to bench/reasons.ts: `node --import tsx bench/report.ts`.
 */
import { readFile } from 'node:fs/promises';
import { RESULTS_JSON } from './lib/paths';
import type { BenchResults } from './lib/results';
import { writeReport } from './lib/write-report';

const { checks: _old, ...results } = JSON.parse(await readFile(RESULTS_JSON, 'utf8')) as BenchResults & {
  checks: unknown;
};
await writeReport(results);
