import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import busboy from 'busboy';
import type { Request } from 'express';
import type { ErrorCode } from './errors';

/**
 * One file of a `multipart/form-data` request streamed to disk (busboy), shared by the album's
 * form upload (ADR 082) and the hosts' site photos (ADR 084): the file's size is capped while it
 * arrives, a second file, a missing one or a broken form is a sentence, and a request cut off
 * before its end leaves nothing behind.
 */
export interface FileRefusal {
  code: ErrorCode;
  message: string;
}

export interface ReceivedFile {
  /** The temporary file, under `incomingDir`: the caller moves or removes it. */
  temp: string;
  size: number;
  fields: Record<string, string>;
}

/** The sentences of a form's problems, in the sender's language. */
export interface FormWords {
  /** No file in the named field, or not a form. */
  noFile: string;
  /** Larger than the limit: the limit is already in the sentence. */
  tooLarge: string;
  oneFile: string;
  cutOff: string;
  diskFull: string;
}

export interface FormOptions {
  incomingDir: string;
  limitBytes: number;
  /** The form field that carries the file. */
  fileField: string;
  /** The text fields kept; any other is ignored. */
  fieldNames: readonly string[];
  words: FormWords;
}

export type FormOutcome = { ok: true; value: ReceivedFile } | { ok: false; refusal: FileRefusal } | undefined;

/**
 * Streams the form's file to a temporary file: its outcome once the form is read whole, or
 * undefined when the request was cut off (the file is gone then).
 */
export function receiveFormFile(req: Request, options: FormOptions): Promise<FormOutcome> {
  const { words } = options;
  return new Promise((resolve) => {
    const temp = path.join(options.incomingDir, randomUUID());
    const fields: Record<string, string> = {};
    let size = 0;
    let files = 0;
    let problem: FileRefusal | undefined;
    let written: Promise<void> | undefined;
    let settled = false;
    const settle = async (outcome: FormOutcome) => {
      if (settled) return;
      settled = true;
      if (!outcome?.ok) await rm(temp, { force: true });
      resolve(outcome);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fileSize: options.limitBytes,
          fields: options.fieldNames.length + 2,
          fieldSize: 2000,
          parts: options.fieldNames.length + 4,
        },
      });
    } catch {
      void settle({ ok: false, refusal: { code: 'validation', message: words.noFile } });
      return;
    }
    parser.on('field', (name, value) => {
      if (options.fieldNames.includes(name)) fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      files += 1;
      if (name !== options.fileField || files > 1) {
        stream.resume();
        return;
      }
      const out = createWriteStream(temp);
      written = new Promise((done, fail) => {
        out.on('finish', done);
        out.on('error', fail);
      });
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      stream.on('limit', () => {
        problem = { code: 'payload_too_large', message: words.tooLarge };
      });
      stream.pipe(out);
    });
    parser.on('filesLimit', () => {
      problem ??= { code: 'validation', message: words.oneFile };
    });
    parser.on(
      'error',
      () => void settle({ ok: false, refusal: { code: 'validation', message: words.cutOff } }),
    );
    parser.on('close', () => {
      void (async () => {
        try {
          await written;
        } catch {
          return settle({ ok: false, refusal: { code: 'unavailable', message: words.diskFull } });
        }
        if (problem) return settle({ ok: false, refusal: problem });
        if (!written) return settle({ ok: false, refusal: { code: 'validation', message: words.noFile } });
        return settle({ ok: true, value: { temp, size, fields } });
      })();
    });
    // Cut off: the client went away before the end of the form. Nothing of it is kept.
    req.on('close', () => {
      if (!req.complete) void settle(undefined);
    });
    req.pipe(parser);
  });
}
