import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a Content-Security-Policy hash source may hold: `sha256-` and base64. */
const HASH = /^sha256-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The script-src sources of the guest pages' inline boot script (ADR 086): the hash the build wrote
 * beside the client (client/dist/.vite/boot-script.sha256), quoted for the policy. None when the
 * client is not built: then there are no pages to run it in.
 */
export function bootScriptSources(clientDir: string): string[] {
  const file = path.join(clientDir, '.vite', 'boot-script.sha256');
  if (!existsSync(file)) return [];
  const hash = readFileSync(file, 'utf8').trim();
  if (!HASH.test(hash))
    throw new Error(`${file} holds no sha256 hash: build the client again (npm run build).`);
  return [`'${hash}'`];
}
