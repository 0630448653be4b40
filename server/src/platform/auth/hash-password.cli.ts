/**
 * `npm run hash-password`: asks for the hosts' password twice without showing it and prints the
 * line to paste into .env. The prompts go to stderr, so stdout carries only that line.
 */
import { hashPassword } from './password';
import { hiddenLineReader, PromptCancelled, readFirstLine, withHiddenInput } from './password-prompt';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

async function main(): Promise<number> {
  const { stdin, stderr, stdout } = process;
  let password: string;
  if (stdin.isTTY) {
    stderr.write('Choose the password of the admin area. Nothing is shown while you type.\n');
    const [first, again] = await withHiddenInput(stdin, async () => {
      const ask = hiddenLineReader(stdin, stderr);
      return [await ask('Password: '), await ask('Type it again: ')];
    });
    if (first !== again) {
      stderr.write('The two passwords differ. Run "npm run hash-password" again.\n');
      return 1;
    }
    password = first;
  } else {
    password = await readFirstLine(stdin);
  }
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    stderr.write(
      `Use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters: a short sentence is easy to remember and hard to guess.\n`,
    );
    return 1;
  }
  const hash = await hashPassword(password);
  stderr.write('Put this line in .env (single quotes included: the hash contains "$"):\n');
  stdout.write(`ADMIN_PASSWORD_HASH='${hash}'\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof PromptCancelled) {
      process.stderr.write('Cancelled: nothing was printed.\n');
      process.exit(130);
    }
    console.error(`hash-password failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
