#!/usr/bin/env node
// The client's build: each language's bundle for the browser and for the pre-rendering (ADR 019),
// then every page written as HTML (prerender.mjs). vite.config.ts reads SITE_LANG.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, language) {
  const result = spawnSync(command, args, {
    cwd: CLIENT,
    stdio: 'inherit',
    env: { ...process.env, SITE_LANG: language },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const language of ['en', 'fr']) {
  const ssrOut = language === 'en' ? '.prerender' : `.prerender-${language}`;
  run('npx', ['vite', 'build'], language);
  run(
    'npx',
    ['vite', 'build', '--ssr', 'src/app/prerender.tsx', '--outDir', ssrOut, '--emptyOutDir'],
    language,
  );
}
run('node', ['scripts/prerender.mjs'], 'en');
