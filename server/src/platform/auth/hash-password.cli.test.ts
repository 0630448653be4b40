import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths';
import { adminHashProblem } from './password';

const CLI = path.join(PROJECT_ROOT, 'server', 'src', 'platform', 'auth', 'hash-password.cli.ts');
const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');

interface Run {
  code: number | null;
  stdout: string;
}

/**
 * Runs the tool in a real pseudo-terminal (util-linux `script`), typing each answer once the
 * prompt is on screen, so what the terminal shows is exactly what a person would see.
 */
function runInTerminal(answers: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', `${TSX} ${CLI}`, '/dev/null'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let typed = 0;
    const prompts = ['Password: ', 'Type it again: '];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const prompt = prompts[typed];
      if (prompt && stdout.includes(prompt) && typed < answers.length) {
        child.stdin.write(`${answers[typed] ?? ''}\r`);
        typed += 1;
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

function runWithPipe(input: string): Promise<Run & { stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const hashIn = (text: string) => /ADMIN_PASSWORD_HASH='(\$argon2id\$[^']+)'/.exec(text)?.[1] ?? '';

describe('npm run hash-password', () => {
  it('asks twice without showing the password and prints a line for .env', async () => {
    const secret = 'champagne on the terrace';
    const run = await runInTerminal([secret, secret]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain(secret);
    expect(run.stdout).toContain('Nothing is shown while you type.');
    const hash = hashIn(run.stdout);
    expect(adminHashProblem(hash)).toBeUndefined();
    expect(await argon2.verify(hash, secret)).toBe(true);
  });

  it('keeps both answers hidden when they are pasted at once', async () => {
    const secret = 'a paste of both lines';
    const run = await runInTerminal([`${secret}\r${secret}`]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain(secret);
    expect(await argon2.verify(hashIn(run.stdout), secret)).toBe(true);
  });

  it('prints nothing when the two entries differ', async () => {
    const run = await runInTerminal(['champagne on the terrace', 'champagne on the beach']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('The two passwords differ. Run "npm run hash-password" again.');
    expect(hashIn(run.stdout)).toBe('');
  });

  it('reads a piped password, prints only the line on stdout, and refuses a short one', async () => {
    const piped = await runWithPipe('a sentence long enough\n');
    expect(piped.code).toBe(0);
    expect(piped.stdout).toMatch(/^ADMIN_PASSWORD_HASH='\$argon2id\$v=19\$m=19456,t=2,p=1\$[^']+'\n$/);
    expect(await argon2.verify(hashIn(piped.stdout), 'a sentence long enough')).toBe(true);

    const short = await runWithPipe('short\n');
    expect(short.code).toBe(1);
    expect(short.stdout).toBe('');
    expect(short.stderr).toContain('Use at least 12 characters');
  });
});

describe('the operator’s command, through npm', () => {
  const docs = [
    'README.md',
    '.env.example',
    'docker-compose.yml',
    'server/src/platform/config/env.ts',
    'server/src/platform/auth/password.ts',
  ];

  it('is written everywhere with --silent, since npm prints its own lines on stdout before the tool’s', () => {
    for (const file of docs) {
      const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
      expect(text.match(/npm run (?!--silent )hash-password/g), file).toBeNull();
    }
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('`npm run --silent hash-password >> .env`');
  });

  it('appends exactly one line to .env, the hash', () => {
    const run = spawnSync(
      'sh',
      ['-c', "printf 'champagne on the terrace\\n' | npm run --silent hash-password"],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^ADMIN_PASSWORD_HASH='\$argon2id\$v=19\$m=19456,t=2,p=1\$[^']+'\n$/);
  });
});
