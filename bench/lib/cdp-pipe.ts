import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { BenchError } from './progress';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  sessionId?: string;
  result?: Params;
  error?: { message: string };
}

/**
 * Chromium driven over its DevTools pipe with nothing but the commands a caller sends (ADR 094).
 * Playwright and Lighthouse turn on the Runtime domain of every page they attach to; this client
 * never does unless asked, so a page runs as it runs on a phone with no DevTools open.
 */
export class PipeBrowser {
  private nextId = 0;
  private pending = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void }>();
  private listeners: ((message: Message) => void)[] = [];
  private buffered = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly profileDir: string,
  ) {
    const output = child.stdio[4] as NodeJS.ReadableStream;
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      this.buffered += chunk;
      let end = this.buffered.indexOf('\0');
      while (end >= 0) {
        this.dispatch(JSON.parse(this.buffered.slice(0, end)) as Message);
        this.buffered = this.buffered.slice(end + 1);
        end = this.buffered.indexOf('\0');
      }
    });
    child.once('exit', () => {
      for (const { reject } of this.pending.values()) reject(new BenchError('Chromium exited.'));
      this.pending.clear();
    });
  }

  static launch(): PipeBrowser {
    const profileDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pipe-'));
    const child = spawn(
      CHROMIUM_PATH,
      [
        ...CHROMIUM_FLAGS,
        '--headless=new',
        '--remote-debugging-pipe',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    return new PipeBrowser(child, profileDir);
  }

  private dispatch(message: Message): void {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new BenchError(`DevTools: ${message.error.message}`));
      else waiting?.resolve(message.result ?? {});
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  /** One command, to the browser or (with sessionId) to an attached page. */
  send(method: string, params: Params = {}, sessionId?: string): Promise<Params> {
    const id = ++this.nextId;
    const input = this.child.stdio[3] as NodeJS.WritableStream;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  /** Calls the listener with every event until the returned function is called. */
  on(listener: (message: Message) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((other) => other !== listener);
    };
  }

  async close(): Promise<void> {
    await this.send('Browser.close').catch(() => undefined);
    if (this.child.exitCode === null)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.child.kill('SIGKILL');
          resolve();
        }, 5000);
        this.child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}
