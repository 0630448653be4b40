import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project-paths';

/**
 * The server's boundaries as the project's own lint config enforces them (eslint.config.js, ADR 010):
 * code as a newcomer might write it, linted as if it were a file of the repository. The probe files
 * do not exist, so the rules that read files (type-aware rules, import cycles) are turned off; the
 * boundary rules read only the syntax and the import's name.
 */
const eslint = new ESLint({
  cwd: PROJECT_ROOT,
  // no-cycle reads the importing file from disk, which a probe is not on.
  overrideConfig: [tseslint.configs.disableTypeChecked, { rules: { 'import/no-cycle': 'off' } }],
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
    expect(await restrictions('server/src/guests/probe.service.ts', serviceQuerying(method))).toEqual([
      'Only repositories (*.repository.ts) and server/src/db query the database: call a repository.',
    ]);
  });

  it('let a repository query the database', async () => {
    expect(
      await restrictions('server/src/guests/probe.repository.ts', serviceQuerying('selectFrom')),
    ).toEqual([]);
  });

  it.each(["'./guest.repository'", "'./guest.repository.js'", "'../rsvp/rsvp.repository.js'"])(
    'stop a resolver from importing a repository, written %s',
    async (specifier) => {
      const code = `import { listGuests } from ${specifier};\n\nexport const probe = listGuests;\n`;
      expect(await restrictions('server/src/guests/probe.graphql.ts', code)).toEqual([
        expect.stringContaining('Routes and resolvers call services, never a repository.'),
      ]);
    },
  );

  it.each([
    ['the server', 'server/src/mail/probe.ts', '../../../client/src/components/ui/focus'],
    ['the wedding’s content', 'server/content/src/probe.ts', '../../../client/src/config/paths'],
  ])('stop %s from importing the client', async (_who, file, specifier) => {
    const code = `import { probe as found } from '${specifier}';\n\nexport const probe = found;\n`;
    expect(await restrictions(file, code)).toEqual([expect.stringContaining('never imports from client/')]);
  });

  it('stop the wedding’s content from importing the server’s code', async () => {
    const code = `import { mailCopy } from '../../src/mail/mail-copy';\n\nexport const probe = mailCopy;\n`;
    expect(await restrictions('server/content/src/probe.ts', code)).toEqual([
      expect.stringContaining('never imports the server’s code'),
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
