import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/**
 * One request of the recording: REST (`GET /rsvp?…`, `POST /rsvp`) or GraphQL (`POST /api/graphql`).
 * `{{name}}` anywhere in a string is a value an earlier answer gave (`save`): a token, a guest's id.
 */
export interface RecordedRequest {
  /** Which app answers: the site as configured for the recording, or one whose RSVPs have closed. */
  app?: 'open' | 'closed';
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
}

export interface Exchange {
  label: string;
  request: RecordedRequest;
  /** Values to keep from the answer for later requests: name → path in the body ("data.x.id"). */
  save?: Record<string, string>;
}

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

export interface Recording {
  label: string;
  request: RecordedRequest;
  save?: Record<string, string>;
  response: RecordedAnswer;
}

/**
 * A value at a path of a JSON body: keys separated by dots, and `[name=Value]` for the item of a
 * list whose `name` is Value ("data.guests.[name=Hélène Dupont].id").
 */
export function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const segment of path.split('.')) {
    const select = /^\[(\w+)=(.*)\]$/.exec(segment);
    if (select && Array.isArray(value)) {
      const [, key = '', wanted] = select;
      value = value.find(
        (item: unknown) =>
          typeof item === 'object' && item !== null && (item as Record<string, unknown>)[key] === wanted,
      );
    } else if (typeof value === 'object' && value !== null) {
      value = (value as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return value;
}

function fill(value: unknown, saved: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{([\w:-]+)\}\}/g, (whole, name: string) => saved.get(name) ?? whole);
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, saved));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, saved)]));
  }
  return value;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const VIEW_LINK = /(\/api\/mail\/view\/)[\w.-]+/g;

/**
 * Makes answers of two runs comparable: what differs from run to run by design (database ids,
 * the invitation codes drawn for new guests, times, tokens, signed links) becomes a placeholder,
 * numbered in the order it first appears, so "the same guest" stays recognisable. Nothing else is
 * touched: every status, sentence, flag and count is compared as it is.
 */
export class Normaliser {
  private readonly ids = new Map<string, string>();
  private readonly codes = new Map<string, string>();

  /** `fixedCodes`: the sample guests' codes, which are the same on every run and are kept. */
  constructor(private readonly fixedCodes: ReadonlySet<string>) {}

  normalise(value: unknown): unknown {
    this.collectCodes(value);
    return this.rewrite(value);
  }

  private collectCodes(value: unknown): void {
    if (Array.isArray(value)) value.forEach((item) => this.collectCodes(item));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'invitationCode' && typeof item === 'string' && !this.fixedCodes.has(item)) {
          if (!this.codes.has(item)) this.codes.set(item, `<code:${this.codes.size + 1}>`);
        } else this.collectCodes(item);
      }
    }
  }

  private rewrite(value: unknown): unknown {
    if (typeof value === 'string') return this.rewriteText(value);
    if (Array.isArray(value)) return value.map((item) => this.rewrite(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.rewrite(item)]));
    }
    return value;
  }

  private rewriteText(text: string): string {
    let result = text
      .replace(JWT, '<token>')
      .replace(VIEW_LINK, '$1<link>')
      .replace(ISO_TIME, '<time>')
      .replace(UUID, (id) => {
        const key = id.toLowerCase();
        if (!this.ids.has(key)) this.ids.set(key, `<id:${this.ids.size + 1}>`);
        return this.ids.get(key) ?? id;
      });
    for (const [code, placeholder] of this.codes) result = result.split(code).join(placeholder);
    return result;
  }
}

/** An app listening on a free port of the loopback, and how to stop it. */
export async function listen(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A documentation address of its own for each request (TEST-NET-2, then TEST-NET-3). */
const clientAddress = (n: number) => (n < 250 ? `198.51.100.${n}` : `203.0.113.${n - 249}`);

/**
 * Sends the requests one after the other, each from an address of its own (throttles are counted
 * per address, and are not what this records), and returns each answer as it came, normalised.
 */
export async function replay(
  exchanges: readonly Exchange[],
  urls: Record<'open' | 'closed', string>,
  normaliser: Normaliser,
  given: Record<string, string> = {},
): Promise<Recording[]> {
  const saved = new Map<string, string>(Object.entries(given));
  const recordings: Recording[] = [];
  let address = 0;
  for (const exchange of exchanges) {
    const request = fill(exchange.request, saved) as RecordedRequest;
    address += 1;
    const body =
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body);
    const response = await fetch(`${urls[request.app ?? 'open']}${request.path}`, {
      method: request.method,
      headers: { 'X-Forwarded-For': clientAddress(address), ...request.headers },
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = { notJson: text.slice(0, 200) };
    }
    for (const [name, path] of Object.entries(exchange.save ?? {})) {
      const value = valueAt(answer, path);
      if (typeof value !== 'string') {
        throw new Error(`${exchange.label}: the answer has no text at ${path} to keep as {{${name}}}`);
      }
      saved.set(name, value);
    }
    recordings.push({
      label: exchange.label,
      request: exchange.request,
      ...(exchange.save ? { save: exchange.save } : {}),
      response: { status: response.status, body: normaliser.normalise(answer) },
    });
  }
  return recordings;
}
