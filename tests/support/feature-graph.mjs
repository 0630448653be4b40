#!/usr/bin/env node
// make lint: the server's features form a graph with no cycle (docs/architecture.md). ESLint keeps
// each feature out of the others' insides; this keeps two features from using each other at all,
// even through their entry modules, so each can be read, changed and tested from the bottom up.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The folder of features: the server's, or another one a test of this check lays out.
const root = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/src/features'),
);
const features = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every source file of a feature but its tests and their helpers. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const uses = new Map(features.map((feature) => [feature, new Map()]));
for (const feature of features) {
  for (const file of sources(path.join(root, feature))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
      const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
      if (target && target !== feature && uses.has(target) && !uses.get(feature).has(target)) {
        uses.get(feature).set(target, path.relative(process.cwd(), file));
      }
    }
  }
}

/** A cycle through `start`, as the features it passes, or undefined. */
function cycleFrom(start) {
  const seen = new Set();
  const walk = (feature, trail) => {
    for (const next of uses.get(feature).keys()) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

for (const feature of features) {
  const cycle = cycleFrom(feature);
  if (!cycle) continue;
  const steps = cycle.slice(1).map((next, i) => `  ${cycle[i]} → ${next} (${uses.get(cycle[i]).get(next)})`);
  console.error(
    `Server features use each other in a circle:\n${steps.join('\n')}\n` +
      'A feature may use another only when that one does not use it back: move what both need down ' +
      'into server/src/platform, or pass it in from the application (server/src/app.ts).',
  );
  process.exit(1);
}
const edges = [...uses.values()].reduce((sum, targets) => sum + targets.size, 0);
console.log(`Feature graph: ${features.length} server features, ${edges} uses, no cycle.`);
