// Bundles the server into dist/ for production. npm packages stay external (the image installs the
// production dependencies); the shared contract module is TypeScript source, so it is bundled in.
import { build } from 'esbuild';

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@riviera/contract') ? undefined : { path: args.path, external: true },
    );
  },
};

// The command-line tools are bundled too: the production image has no TypeScript runner.
const entryPoints = {
  main: 'src/main.ts',
  'hash-password': 'src/auth/hash-password.cli.ts',
  'clear-throttles': 'src/security/clear-throttles.cli.ts',
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
  logLevel: 'info',
});
