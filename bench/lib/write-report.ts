import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { checksOf } from './checks';
import { PROJECT_ROOT, RESULTS_JSON, RESULTS_MD, WORK_DIR } from './paths';
import { markdownReport } from './report';
import { readmeSummary, terminalSummary } from './report-summary';
import type { BenchResults } from './results';

/** Where the short summary of the last whole run is kept, between its markers. */
const README = path.join(PROJECT_ROOT, 'bench', 'README.md');

/** Formatted with the project's Prettier settings, as `npm run lint` checks them: all three are committed. */
async function formatted(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

const START = '<!-- bench:latest -->';
const END = '<!-- /bench:latest -->';

/** Puts the short summary between bench/README.md's markers, so it always shows the latest figures. */
async function updateReadme(summary: string): Promise<void> {
  const readme = await readFile(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return;
  const updated = `${readme.slice(0, start + START.length)}\n\n${summary}\n\n${readme.slice(end)}`;
  await writeFile(README, await formatted(README, updated));
}

/**
 * Checks the targets, writes bench/results.json and bench/results.md, updates the README's figures
 * and prints the summary. A run of some phases only (`partial`) writes its report into bench/.work
 * instead, so the committed figures stay those of the last whole run; it returns where it wrote.
 */
export async function writeReport(results: BenchResults, partial = false): Promise<string> {
  const checks = checksOf(results);
  const json = partial ? path.join(WORK_DIR, 'results.json') : RESULTS_JSON;
  const md = partial ? path.join(WORK_DIR, 'results.md') : RESULTS_MD;
  if (partial) await mkdir(WORK_DIR, { recursive: true });
  await writeFile(json, await formatted(RESULTS_JSON, JSON.stringify({ ...results, checks })));
  await writeFile(md, await formatted(RESULTS_MD, markdownReport(results, checks)));
  if (!partial) await updateReadme(readmeSummary(results, checks));
  console.log(`\n${terminalSummary(results, checks)}\n`);
  return path.relative(PROJECT_ROOT, md).replace(/\.md$/, '');
}
