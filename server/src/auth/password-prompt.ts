import type { ReadStream } from 'node:tty';

export class PromptCancelled extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'PromptCancelled';
  }
}

/**
 * Reads one line from a terminal without showing what is typed: raw mode, so the terminal does not
 * echo, and the characters are collected here (Backspace works; Ctrl-C and Ctrl-D cancel).
 */
export function readHidden(
  input: ReadStream,
  output: NodeJS.WritableStream,
  question: string,
): Promise<string> {
  output.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: ignore them whole.
      if (chunk.startsWith('\u001b')) return;
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || (char === '\u0004' && value === '')) {
          finish();
          reject(new PromptCancelled());
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

/** The first line of a pipe (`printf 'secret\n' | npm run hash-password`), for scripts. */
export async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
