import type { ReadStream } from 'node:tty';

export class PromptCancelled extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'PromptCancelled';
  }
}

/**
 * Runs `ask` with the terminal in raw mode, so nothing typed is echoed, and restores it after.
 * Raw mode is on before the first prompt appears and stays on between prompts: a fast typist (or a
 * paste) never meets a moment where the terminal echoes.
 */
export async function withHiddenInput<T>(input: ReadStream, ask: () => Promise<T>): Promise<T> {
  input.setEncoding('utf8');
  input.setRawMode(true);
  try {
    return await ask();
  } finally {
    input.setRawMode(false);
    input.pause();
  }
}

/**
 * Reads lines from a terminal already in raw mode (see withHiddenInput): the characters are
 * collected here, Backspace works, Ctrl-C and Ctrl-D cancel. What is typed ahead of a prompt (both
 * answers pasted at once) is kept for the next one.
 */
export function hiddenLineReader(
  input: ReadStream,
  output: NodeJS.WritableStream,
): (question: string) => Promise<string> {
  let typedAhead = '';
  return (question) => {
    output.write(question);
    return new Promise((resolve, reject) => {
      let value = '';
      const finish = () => {
        input.off('data', onData);
        input.pause();
        output.write('\n');
      };
      const onData = (chunk: string) => {
        // Arrow and function keys arrive as escape sequences: ignore them whole.
        if (chunk.startsWith('\u001b')) return;
        const chars = [...chunk];
        for (const [index, char] of chars.entries()) {
          if (char === '\r' || char === '\n') {
            typedAhead = chars.slice(index + 1).join('');
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
      input.on('data', onData);
      const earlier = typedAhead;
      typedAhead = '';
      if (earlier) onData(earlier);
      if (input.listeners('data').includes(onData)) input.resume();
    });
  };
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
