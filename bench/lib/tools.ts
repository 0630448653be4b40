import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOOLS_DIR } from './paths';
import { BenchError, say } from './progress';

/**
 * Lighthouse (about 190 MB) and autocannon are the bench's own: installed here from
 * bench/tools/package-lock.json the first time `make bench` runs, never by the project's `npm ci`.
 */
const STAMP = path.join(TOOLS_DIR, 'node_modules', '.bench-install-stamp');
const LOCK = path.join(TOOLS_DIR, 'package-lock.json');

export async function ensureTools(): Promise<void> {
  if (existsSync(STAMP) && statSync(STAMP).mtimeMs >= statSync(LOCK).mtimeMs) return;
  say('installing Lighthouse and autocannon into bench/tools (once, about a minute)');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: TOOLS_DIR,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BenchError(`npm ci in bench/tools failed (exit ${code}): see its output above.`)),
    );
  });
  await writeFile(STAMP, new Date().toISOString());
}

/**
 * Imports a tool's module from bench/tools/node_modules. The caller types it: the project's own
 * install does not have it, so typecheck cannot read its types.
 */
export async function importTool<T>(name: 'lighthouse' | 'autocannon' | 'chrome-launcher'): Promise<T> {
  const resolved = createRequire(path.join(TOOLS_DIR, 'package.json')).resolve(name);
  return (await import(pathToFileURL(resolved).href)) as T;
}

export function toolVersion(name: 'lighthouse' | 'autocannon'): string {
  const file = path.join(TOOLS_DIR, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
