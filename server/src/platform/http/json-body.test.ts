import { MESSAGES, MESSAGES_FR } from '@riviera/contract';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../features/rsvp/test/rsvp-test-app';
import { useTestDatabase } from '../test/database';

/**
 * Bodies that never finish: a declared length far over the limit, an endless upload, a body that
 * trickles in. Each is answered without reading it to its end, and the connection is closed.
 */
const database = await useTestDatabase();
const app = await startTestApp(database);
const { port } = new URL(app.baseUrl);

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** Bytes of the request body the client had written when the answer came. */
  bodySent: number;
}

/**
 * POST /rsvp on a raw connection: the headers, then the body from `feed`, which keeps writing (and
 * counts what it wrote) until the answer arrives or the test gives up after `giveUpMs`: a guard
 * against a hang, not a measure of speed.
 */
function rawPost(
  headers: string,
  feed: (write: (chunk: string) => Promise<boolean>, answered: () => boolean) => Promise<void>,
  giveUpMs = 25_000,
): Promise<RawAnswer | 'no answer'> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
    let received = '';
    let bodySent = 0;
    let answer: RawAnswer | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      const split = received.indexOf('\r\n\r\n');
      if (status && split > 0 && !answer) {
        answer = { status: Number(status[1]), head: received.slice(0, split), body: '', bodySent };
      }
    });
    const finish = () => {
      clearTimeout(giveUp);
      if (answer) resolve({ ...answer, body: received.slice(received.indexOf('\r\n\r\n') + 4) });
      else resolve('no answer');
    };
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        `POST /rsvp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `X-Forwarded-For: ${app.nextIp()}\r\n${headers}\r\n`,
      );
      const write = (chunk: string) =>
        new Promise<boolean>((done) => {
          if (answer || socket.destroyed) return done(false);
          bodySent += Buffer.byteLength(chunk);
          socket.write(chunk, (error) => done(!error));
        });
      void feed(write, () => answer !== undefined);
    });
  });
}

const errorOf = (answer: RawAnswer) =>
  (JSON.parse(answer.body.split('\r\n').pop() ?? '') as { error: string }).error;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('bodies that never finish arriving', () => {
  it('answers a declared length over 64 KB with 413 at once, without waiting for the body', async () => {
    const answer = await rawPost(
      'Content-Length: 10000000000\r\nAccept-Language: fr\r\n',
      async () => undefined,
    );
    if (answer === 'no answer') throw new Error('no answer to a declared 10 GB body that never came');
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/\r\nConnection: close\r\n/i);
    expect(errorOf(answer)).toBe(MESSAGES_FR.request.tooLarge);
  });

  it('stops reading an endless chunked upload past 64 KB and answers 413', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const total = 20 * 1024 * 1024;
    const answer = await rawPost('Transfer-Encoding: chunked\r\n', async (write) => {
      const frame = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
      for (let sent = 0; sent < total; sent += chunk.length) if (!(await write(frame))) return;
      await write('0\r\n\r\n');
    });
    if (answer === 'no answer') throw new Error('no answer to a 20 MB upload');
    expect(answer.status).toBe(413);
    expect(errorOf(answer)).toBe(MESSAGES.request.tooLarge);
    // The answer came long before the 20 MB were sent (what the socket buffers hold aside).
    expect(answer.bodySent).toBeLessThan(total / 2);
  });

  it('cuts a body that trickles in after a few seconds with 408 and a sentence', async () => {
    const body = JSON.stringify({ firstName: 'Hélène', lastName: 'Dupont', message: 'x'.repeat(200) });
    const answer = await rawPost(
      `Content-Length: ${Buffer.byteLength(body)}\r\n`,
      async (write, answered) => {
        // One byte every half second: the whole body would take more than a minute.
        for (const char of body) {
          if (answered() || !(await write(char))) return;
          await pause(500);
        }
      },
    );
    if (answer === 'no answer') throw new Error('no answer to a trickling body');
    expect(answer.status).toBe(408);
    expect(answer.head).toMatch(/\r\nConnection: close\r\n/i);
    expect(errorOf(answer)).toBe(MESSAGES.request.tooSlow);
    expect(answer.bodySent).toBeLessThan(Buffer.byteLength(body));
  });
});
