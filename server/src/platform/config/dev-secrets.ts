import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A value generated once and kept in the data folder, so development restarts keep the same admin
 * password and JWT secret (tokens and the host's memory survive a restart). Never used in production.
 */
export async function keptSecret(
  dataDir: string,
  name: string,
  generate: () => string,
): Promise<{ value: string; generated: boolean }> {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const value = (await readFile(file, 'utf8')).trim();
    if (value) return { value, generated: false };
  }
  await mkdir(dataDir, { recursive: true });
  const value = generate();
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  return { value, generated: true };
}

export const randomSecret = () => randomBytes(32).toString('hex');

/** A password a person can read and type: four groups of lower-case letters and digits. */
export function randomPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}
