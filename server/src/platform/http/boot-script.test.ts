import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootScriptSources } from './boot-script';

async function clientWith(hash?: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-boot-'));
  if (hash !== undefined) {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'boot-script.sha256'), hash);
  }
  return dir;
}

describe('the boot script in the Content-Security-Policy (ADR 086)', () => {
  it('allows the hash the build wrote, quoted', async () => {
    const hash = 'sha256-xQoZuGBtHtFwurSE5lc+pZJDxUvEXUsWcnrVYNZiATM=';
    expect(bootScriptSources(await clientWith(`${hash}\n`))).toEqual([`'${hash}'`]);
  });

  it('allows nothing more when the client is not built', async () => {
    expect(bootScriptSources(await clientWith())).toEqual([]);
  });

  it('refuses a file that holds anything but a hash, and says what to do', async () => {
    for (const text of ["sha256-abc'; script-src *", 'unsafe-inline', '']) {
      const dir = await clientWith(text);
      expect(() => bootScriptSources(dir)).toThrow(
        'holds no sha256 hash: build the client again (npm run build).',
      );
    }
  });
});
