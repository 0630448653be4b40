import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/src/platform/project-paths';

/** The shell part of `make lint`, as a fresh machine runs it: ShellCheck on every shell script. */
describe('the shell scripts', () => {
  it('pass ShellCheck, every one of them, the sourced library and the test image’s included', () => {
    const run = spawnSync('bash', [path.join(PROJECT_ROOT, 'tests/support/lint-shell.sh')], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).not.toMatch(/SC\d{4}/);
    expect(run.status).toBe(0);
    const checked = run.stdout.split('\n').filter((line) => line.startsWith('./'));
    expect(checked).toEqual(
      expect.arrayContaining([
        './.ci/run',
        './db/ops/lib.sh',
        './db/ops/backup.sh',
        './nginx/render-config.sh',
        './nginx/docker-entrypoint.d/45-wedding-certificate-watch.sh',
        './tests/support/system-deps.sh',
      ]),
    );
  });
});
