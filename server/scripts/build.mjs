// Bundles the server into dist/ for production. npm packages stay external (the image installs the
// production dependencies); the shared packages (the contract, the content) are TypeScript source,
// so they are bundled in.
// React and the React Email components that render the mail are bundled in too, in their
// production build whatever NODE_ENV says: the development build's checks made composing a message
// two to three times slower, and `make start` (NODE_ENV unset) would otherwise not run the code the
// image runs (ADR 033).
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Packages bundled rather than loaded from node_modules at run time. Not @react-email/render (only
 * its plain-text conversion is used, no React): its own dependencies are nested where the bundle
 * would not find them.
 */
const BUNDLED = [
  /^@riviera\/(contract|content)(\/|$)/,
  /^react(\/|$)/,
  /^react-dom(\/|$)/,
  /^@react-email\/(?!render(\/|$))/,
];

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.some((bundled) => bundled.test(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

// The command-line tools are bundled too: the production image has no TypeScript runner.
const entryPoints = {
  main: 'src/main.ts',
  'hash-password': 'src/platform/auth/hash-password.cli.ts',
  'clear-throttles': 'src/platform/security/clear-throttles.cli.ts',
};

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  // React's entry points pick their production or development build by this expression; the
  // server's own code reads NODE_ENV through its checked environment (config/env.ts), never so.
  define: { 'process.env.NODE_ENV': '"production"' },
  // React's CommonJS files require Node's own modules; an ES module has no require of its own.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// The guest pages' server-side renderers (ADR 079): each language's pre-rendering bundle and its
// kit.json, which the server runs again at each publish. Copied beside the bundle, where the
// production image (which has no client folder) finds them: dist/render/en, dist/render/fr.
const CLIENT = fileURLToPath(new URL('../../client/', import.meta.url));
for (const [language, folder] of [
  ['en', '.prerender'],
  ['fr', '.prerender-fr'],
]) {
  const from = path.join(CLIENT, folder);
  if (!existsSync(path.join(from, 'kit.json'))) {
    console.warn(`No ${folder}/kit.json: build the client first; publishing will not re-render ${language}.`);
    continue;
  }
  const to = fileURLToPath(new URL(`../dist/render/${language}/`, import.meta.url));
  await rm(to, { recursive: true, force: true });
  // The bundle's code and kit only: the SSR build also copied the photos, which it never reads.
  for (const entry of ['prerender.js', 'kit.json', 'assets'])
    await cp(path.join(from, entry), path.join(to, entry), { recursive: true });
}
