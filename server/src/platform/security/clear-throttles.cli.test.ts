import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths';
import { useTestDatabase } from '../test/database';

/** The operator's command, run as they would: npm run throttles:clear at the top of the project. */
const { url, db } = await useTestDatabase();
const run = (args: string[], env: Record<string, string>) =>
  promisify(execFile)('npm', ['run', '--silent', 'throttles:clear', '--', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const keys = async () =>
  (await db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((r) => r.key);

describe('npm run throttles:clear', () => {
  it('forgets the login counters with --login, then every counter', async () => {
    const expire = Date.now() + 600_000;
    await db
      .insertInto('rate_limits')
      .values(
        ['login-address:203.0.113.9', 'login-everyone:all', 'rsvp-lookup:203.0.113.9'].map((key) => ({
          key,
          points: 10,
          expire,
        })),
      )
      .execute();
    const loginOnly = await run(['--login'], { DATABASE_URL: url });
    expect(loginOnly).toMatchObject({
      code: 0,
      stdout: 'Cleared 2 login throttle counters: everyone may try again now.\n',
    });
    expect(await keys()).toEqual(['rsvp-lookup:203.0.113.9']);
    expect(await run([], { DATABASE_URL: url })).toMatchObject({
      code: 0,
      stdout: 'Cleared 1 throttle counter: everyone may try again now.\n',
    });
    expect(await keys()).toEqual([]);
  });

  it('says what to do when it cannot reach the database', async () => {
    const failed = await run([], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /^Could not clear the throttles: .*Check DATABASE_URL and that the database is running\.$/m,
    );
  });
});
