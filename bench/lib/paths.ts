import path from 'node:path';
import { CLIENT_DIST_DIR, PROJECT_ROOT } from '../../server/src/platform/project-paths';

export { CLIENT_DIST_DIR, PROJECT_ROOT };
export const BENCH_DIR = path.join(PROJECT_ROOT, 'bench');
/** Everything a run leaves behind that is not the report: databases, logs, Lighthouse reports. */
export const WORK_DIR = path.join(BENCH_DIR, '.work');
/** Lighthouse and autocannon, installed by the bench itself (tools/package.json and its lock). */
export const TOOLS_DIR = path.join(BENCH_DIR, 'tools');
export const SERVER_BUNDLE = path.join(PROJECT_ROOT, 'server', 'dist', 'main.js');
export const RESULTS_MD = path.join(BENCH_DIR, 'results.md');
export const RESULTS_JSON = path.join(BENCH_DIR, 'results.json');
