import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './platform/project-paths';

/**
 * The server's boundaries as the project's own lint config enforces them (eslint.config.js, ADR 010):
 * code as a newcomer might write it, linted as if it were a file of the repository. The probe files
 * do not exist, so the type-aware rules, which read files, are turned off; the boundary rules read
 * only the syntax and the import's name.
 */
const eslint = new ESLint({
  cwd: PROJECT_ROOT,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function restrictions(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(PROJECT_ROOT, file) });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`ESLint could not read the probe: ${fatal.message}`);
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-syntax', 'no-restricted-imports', 'import/no-restricted-paths'].includes(
        message.ruleId ?? '',
      ),
    )
    .map((message) => message.message);
}

const QUERIES = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'selectNoFrom'];
const serviceQuerying = (method: string) => `import type { DbOrTx } from '../db/database';

export async function probe(db: DbOrTx): Promise<unknown> {
  return db.${method}('guests' as never);
}
`;

describe('the server’s lint boundaries', () => {
  it.each(QUERIES)('stop a service from querying the database itself (%s)', async (method) => {
    expect(
      await restrictions('server/src/features/guests/probe.service.ts', serviceQuerying(method)),
    ).toEqual([
      'Only repositories (*.repository.ts) and server/src/platform/db query the database: call a repository.',
    ]);
  });

  it('let a repository query the database', async () => {
    expect(
      await restrictions('server/src/features/guests/probe.repository.ts', serviceQuerying('selectFrom')),
    ).toEqual([]);
  });

  it.each(["'./guest.repository'", "'./guest.repository.js'", "'../guests/party.repository.js'"])(
    'stop a resolver from importing a repository, written %s',
    async (specifier) => {
      const code = `import { listGuests } from ${specifier};\n\nexport const probe = listGuests;\n`;
      expect(await restrictions('server/src/features/guests/probe.graphql.ts', code)).toEqual([
        expect.stringContaining('Routes and resolvers call services, never a repository.'),
      ]);
    },
  );

  it.each([
    ['the server', 'server/src/features/mail/probe.ts', '../../../../client/src/components/ui/focus'],
    ['the wedding’s content', 'server/content/src/probe.ts', '../../../client/src/config/paths'],
  ])('stop %s from importing the client', async (_who, file, specifier) => {
    const code = `import { probe as found } from '${specifier}';\n\nexport const probe = found;\n`;
    expect(await restrictions(file, code)).toEqual([expect.stringContaining('never imports from client/')]);
  });

  it('stop the wedding’s content from importing the server’s code', async () => {
    const code = `import { mailCopy } from '../../src/platform/mail/mail-copy';\n\nexport const probe = mailCopy;\n`;
    expect(await restrictions('server/content/src/probe.ts', code)).toEqual([
      expect.stringContaining('never imports the server’s code'),
    ]);
  });

  it.each([
    ['server/src/features/rsvp/probe.ts', '../travel/travel.service'],
    ['server/src/features/weekend/probe.service.ts', '../rsvp/rsvp-row'],
    ['server/src/features/guests/probe.ts', '../../schema'],
  ])(
    'stop a server feature from reaching inside another, or into the application (%s)',
    async (file, specifier) => {
      const code = `import { probe as found } from '${specifier}';\n\nexport const probe = found;\n`;
      expect(await restrictions(file, code)).toEqual([
        expect.stringContaining('A feature uses another only through its entry module'),
      ]);
    },
  );

  it.each([
    ['server/src/features/rsvp/probe.ts', '../travel'],
    ['server/src/features/rsvp/probe.ts', '../../platform/mail/mail-config'],
    ['server/src/app.ts', './features/rsvp/rsvp.routes'],
  ])('let %s import %s', async (file, specifier) => {
    const code = `import { probe as found } from '${specifier}';\n\nexport const probe = found;\n`;
    expect(await restrictions(file, code)).toEqual([]);
  });

  it.each([
    ['server/src/platform/http/probe.ts', '../../features/rsvp'],
    ['server/src/platform/graphql/probe.ts', '../../schema'],
  ])('stop the platform from importing a feature or the application (%s)', async (file, specifier) => {
    const code = `import { probe as found } from '${specifier}';\n\nexport const probe = found;\n`;
    expect(await restrictions(file, code)).toEqual([
      expect.stringContaining('server/src/platform serves every feature'),
    ]);
  });

  it.each([
    ['client/src/features/guests/components/probe.tsx', '../../mail/components/send-mail-dialog'],
    ['client/src/features/mail/components/probe.tsx', '../../guests/api/guest-cache'],
    ['client/src/features/reports/components/probe.tsx', '../../auth/lib/session'],
  ])('stop a client feature from importing another (%s)', async (file, specifier) => {
    const code = `import { probe as found } from '${specifier}';\n\nexport const probe = found;\n`;
    expect(await restrictions(file, code)).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
  });
});

describe('the server’s feature graph (make lint)', () => {
  const check = (root?: string) =>
    spawnSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'tests/support/feature-graph.mjs'), ...(root ? [root] : [])],
      {
        encoding: 'utf8',
      },
    );

  it('has no cycle today', () => {
    const run = check();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Feature graph: \d+ server features, \d+ uses, no cycle\.$/m);
  });

  it('refuses two features that use each other, even through their entry modules, saying what to do', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'riviera-features-'));
    try {
      for (const [feature, other] of [
        ['rsvp', 'travel'],
        ['travel', 'rsvp'],
      ] as const) {
        await mkdir(path.join(root, feature));
        await writeFile(path.join(root, feature, 'index.ts'), `export { probe } from '../${other}';\n`);
      }
      const run = check(root);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Server features use each other in a circle:');
      expect(run.stderr).toMatch(/rsvp → travel/);
      expect(run.stderr).toContain('move what both need down into server/src/platform');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('the import graph (make lint)', () => {
  const check = (root?: string) =>
    spawnSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'tests/support/import-cycles.mjs'), ...(root ? [root] : [])],
      { encoding: 'utf8' },
    );

  /** A folder of modules, each file's text given, checked as if it were the project. */
  async function checkModules(files: Record<string, string>, links: Record<string, string> = {}) {
    const root = await mkdtemp(path.join(os.tmpdir(), 'riviera-imports-'));
    try {
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      }
      // A workspace package is installed as a link to its folder, as npm lays it out.
      for (const [link, target] of Object.entries(links)) {
        await mkdir(path.dirname(path.join(root, link)), { recursive: true });
        await symlink(path.join(root, target), path.join(root, link));
      }
      return check(root);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  it('has no cycle today', () => {
    const run = check();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Import graph: \d+ modules, \d+ imports?, no cycle\.$/m);
  });

  it.each([
    ['a static import', "import { b } from './b';\nexport const a = () => b;\n"],
    ['a re-export', "export { b } from './b';\n"],
    ['an import for its effect', "import './b';\nexport const a = 1;\n"],
    ['a lazy import()', "export const a = () => import('./b');\n"],
  ])('refuses a circle closed by %s, naming each import and what to do', async (_how, closing) => {
    const run = await checkModules({
      'src/a.ts': closing,
      'src/b.ts': "import { c } from './lib/c';\nexport const b = c;\n",
      'src/lib/c.ts': "import { a } from '../a';\nexport const c = a;\n",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Modules import each other in a circle:');
    expect(run.stderr).toContain('src/a.ts:1 imports src/b.ts');
    expect(run.stderr).toContain('src/b.ts:1 imports src/lib/c.ts');
    expect(run.stderr).toContain('src/lib/c.ts:1 imports src/a.ts');
    expect(run.stderr).toContain('import only types (`import type`)');
  });

  it.each([
    ['import type', "import type { B } from './b';\nexport type A = B;\n"],
    ['inline types only', "import { type B } from './b';\nexport type A = B;\n"],
    ['export type', "export type { B } from './b';\n"],
  ])('lets types flow back (%s): they are gone from the built code', async (_how, text) => {
    const run = await checkModules({
      'src/a.ts': text,
      'src/b.ts': "import { a } from './a';\nexport type B = string;\nexport const b = a;\n",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Import graph: 2 modules, 1 import, no cycle.');
  });

  it('follows a workspace package to its own files', async () => {
    const run = await checkModules(
      {
        'shared/package.json': JSON.stringify({ name: '@probe/shared', exports: { '.': './src/index.ts' } }),
        'shared/src/index.ts': "import { app } from '../../app/main';\nexport const shared = app;\n",
        'app/main.ts': "import { shared } from '@probe/shared';\nexport const app = () => shared;\n",
      },
      { 'node_modules/@probe/shared': 'shared' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('app/main.ts:1 imports shared/src/index.ts');
  });
});
