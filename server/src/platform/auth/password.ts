import { createHash, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id minimum (19 MiB, 2 iterations, 1 lane); hash-password uses exactly these. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

const PARAMETERS = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/**
 * Why a hash cannot be used, as a sentence naming the variable, or undefined when it is fine.
 * A hash made with weaker parameters than OWASP's is refused rather than silently accepted.
 */
export function adminHashProblem(hash: string): string | undefined {
  const match = PARAMETERS.exec(hash);
  if (!match) {
    return 'ADMIN_PASSWORD_HASH is not a complete argon2id hash: run "npm run --silent hash-password" and paste its whole output.';
  }
  const [memory, time] = [Number(match[1]), Number(match[2])];
  if (memory < ARGON2_OPTIONS.memoryCost || time < ARGON2_OPTIONS.timeCost) {
    return 'ADMIN_PASSWORD_HASH was made with weaker parameters than 19 MiB and 2 iterations: run "npm run --silent hash-password" for a new one.';
  }
  return undefined;
}

export type PasswordCheck = (password: string) => Promise<boolean>;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The hosts' password check: the argon2id hash when one is configured, otherwise (development and
 * tests only; env.ts refuses it in production) the plain password, compared in constant time.
 */
export function createPasswordCheck(source: { hash?: string; plain?: string }): PasswordCheck {
  const { hash, plain } = source;
  if (hash) {
    const problem = adminHashProblem(hash);
    if (problem) throw new Error(problem);
    return async (password) => argon2.verify(hash, password);
  }
  if (plain) {
    const expected = digest(plain);
    return async (password) => timingSafeEqual(digest(password), expected);
  }
  throw new Error('Set ADMIN_PASSWORD_HASH (or, outside production, ADMIN_PASSWORD) for the admin area.');
}
