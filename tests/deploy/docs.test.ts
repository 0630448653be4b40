import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/src/platform/project-paths';

/**
 * The map a newcomer reads stays true (docs/architecture.md): the index of the decision records
 * lists every record under its title with the status the record itself gives, and every relative
 * link of the README, the map and the records leads to a file of the repository.
 */
const decisions = path.join(PROJECT_ROOT, 'docs', 'decisions');
const records = readdirSync(decisions).filter(
  (file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000'),
);
const index = readFileSync(path.join(decisions, 'README.md'), 'utf8');

const markdown = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdown(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });

describe('the decision records', () => {
  it.each(records)('%s is in the index, with its title and its status', (file) => {
    const text = readFileSync(path.join(decisions, file), 'utf8');
    const title = /^# \d{3}: (.+)$/m.exec(text)?.[1];
    const status = /^- Status: (.+)$/m.exec(text)?.[1]?.replace(/\[(\d+)\]\([^)]*\)/g, 'ADR $1');
    expect(title, `${file} has a "# NNN: title" line`).toBeDefined();
    expect(status, `${file} has a "- Status:" line`).toBeDefined();
    const row = index.split('\n').find((line) => line.includes(`](${file})`));
    expect(row, `docs/decisions/README.md lists ${file}`).toBeDefined();
    const cells = (row ?? '').split('|').map((cell) => cell.trim());
    expect(cells).toContain(`[${title ?? ''}](${file})`);
    expect(cells).toContain(status);
  });

  it('each fit on a page, the details in their notes', () => {
    const long = records.filter(
      (file) => readFileSync(path.join(decisions, file), 'utf8').split(/\s+/).length > 750,
    );
    expect(long).toEqual([]);
  });
});

describe('the links of the README, the map and the records', () => {
  const files = [path.join(PROJECT_ROOT, 'README.md'), ...markdown(path.join(PROJECT_ROOT, 'docs'))];
  it.each(files.map((file) => path.relative(PROJECT_ROOT, file)))(
    '%s links only to files that exist',
    (file) => {
      const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
      const broken = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map(([, target = '']) => target)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => !existsSync(path.resolve(path.dirname(path.join(PROJECT_ROOT, file)), target)));
      expect(broken).toEqual([]);
    },
  );
});
