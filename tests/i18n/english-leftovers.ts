/**
 * Finds English left on a French page (ADR 019): the strings of the English content modules and
 * guest messages, walked key by key beside their French counterparts, looked for in what a French
 * page shows or says about itself (its text, title, description and link-preview tags, the names of
 * its pictures and controls).
 */

/** A string of an English module, at its key, and whether the French module has it too. */
export interface EnglishString {
  /** Where it is: `rsvp.rsvpCopy.form.previousReply()`, `messages.lookup.notFound`. */
  key: string;
  text: string;
  /** The French module has the identical string at the same key: a proper name, an address. */
  sharedWithFrench: boolean;
}

/** The arguments a function of a module is called with: names for text, an ISO date, or numbers. */
const SAMPLE_TEXT = ['Ximena', 'Yusuf', 'Zebedee'];
const SAMPLE_DATE = '2026-03-03T13:05:00.000Z';
const SAMPLE_NUMBERS = [7, 8, 9];

/**
 * A function's result with sample arguments: names first (most take a name or a date already
 * written out), else an ISO date (the reply time), else numbers. Undefined if it takes none of them.
 */
function callWithSamples(
  fn: (...args: unknown[]) => unknown,
): { result: unknown; args: unknown[] } | undefined {
  const candidates = [
    SAMPLE_TEXT.slice(0, fn.length),
    Array.from({ length: fn.length }, () => SAMPLE_DATE),
    SAMPLE_NUMBERS.slice(0, fn.length),
  ];
  for (const args of candidates) {
    try {
      return { result: fn(...args), args };
    } catch {
      // Not arguments of this kind: the next kind.
    }
  }
  return undefined;
}

/** Spaces folded (no-break ones included), as a page's text is compared. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Where one sentence ends and the next begins: after . ! ? or …, before a capital or a quote. */
const SENTENCE_BREAK = /(?<=[.!?…])\s+(?=[A-Z"“‘(])/;

/**
 * The fixed parts of a string: without its placeholders (`{wait}`) and the sample arguments a
 * function was called with, which are not the module's words; each part whole, then each of its
 * sentences when it has several, so one sentence left in English in a French paragraph is found.
 */
function fragments(text: string, args: readonly unknown[] = []): string[] {
  const cuts = [
    /\{[A-Za-z]+\}/g.source,
    ...args.map((arg) => String(arg).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ];
  const parts = text
    .split(new RegExp(cuts.join('|')))
    .map(normalize)
    .filter((part) => part !== '');
  const sentences = parts.flatMap((part) => {
    const split = part.split(SENTENCE_BREAK);
    return split.length > 1 ? split : [];
  });
  return [...new Set([...parts, ...sentences])];
}

/**
 * Every string of `english`, walked through objects, arrays and functions (called with sample
 * arguments, as is the French one at the same key), with whether `french` has it at the same key.
 */
export function englishStrings(english: unknown, french: unknown, key: string): EnglishString[] {
  return walk(english, french, key, []);
}

function walk(english: unknown, french: unknown, key: string, args: readonly unknown[]): EnglishString[] {
  if (typeof english === 'string') {
    const frenchParts = typeof french === 'string' ? fragments(french, args) : [];
    return fragments(english, args).map((text) => ({
      key,
      text,
      sharedWithFrench: frenchParts.includes(text),
    }));
  }
  if (typeof english === 'function') {
    const called = callWithSamples(english as (...args: unknown[]) => unknown);
    if (!called)
      throw new Error(
        `${key} cannot be called with text, a date or numbers: teach the walker its arguments.`,
      );
    const frenchResult =
      typeof french === 'function' ? (french as (...args: unknown[]) => unknown)(...called.args) : undefined;
    return walk(called.result, frenchResult, `${key}()`, called.args);
  }
  if (Array.isArray(english)) {
    const frenchItems: unknown[] = Array.isArray(french) ? french : [];
    return english.flatMap((item, index) => walk(item, frenchItems[index], `${key}[${index}]`, args));
  }
  if (typeof english === 'object' && english !== null) {
    const frenchFields =
      typeof french === 'object' && french !== null ? (french as Record<string, unknown>) : {};
    return Object.entries(english).flatMap(([name, value]) =>
      walk(value, frenchFields[name], `${key}.${name}`, args),
    );
  }
  return [];
}

/** A string long enough to be a sentence of one language: three words, or more than 12 characters. */
export function isSentence(text: string): boolean {
  return text.split(' ').filter(Boolean).length >= 3 || text.length > 12;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Head tags whose content a guest reads: in the tab, a search result or a link preview. */
const READ_META = new Set([
  'description',
  'og:title',
  'og:description',
  'og:site_name',
  'og:image:alt',
  'twitter:title',
  'twitter:description',
]);

/** Attributes a guest sees or hears: a picture's text, a control's name, a tooltip. */
const READ_ATTRIBUTES = /\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g;

/** What a page says, in parts: its title and description, its text and the names it gives. */
export interface PageWords {
  /** The title and the head's descriptions. */
  head: string[];
  /**
   * The visible text, twice: with a space where each tag was, and with nothing, so a sentence is
   * found whether or not an inline element sits inside it.
   */
  text: string[];
  attributes: string[];
}

export function pageWords(html: string): PageWords {
  // React writes <!-- --> between neighbouring pieces of text; scripts and styles are not read.
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const headHtml = /<head\b[\s\S]*?<\/head>/i.exec(cleaned)?.[0] ?? '';
  const bodyHtml = cleaned.replace(headHtml, ' ');
  const head: string[] = [];
  const title = /<title>([\s\S]*?)<\/title>/i.exec(headHtml)?.[1];
  if (title !== undefined) head.push(title);
  for (const tag of headHtml.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\s(?:name|property)="([^"]*)"/i.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/i.exec(tag)?.[1];
    if (name && content !== undefined && READ_META.has(name)) head.push(content);
  }
  const attributes = [...bodyHtml.matchAll(READ_ATTRIBUTES)].map((match) => match[1] ?? '');
  const text = [bodyHtml.replace(/<[^>]*>/g, ' '), bodyHtml.replace(/<[^>]*>/g, '')];
  const read = (parts: string[]) => parts.map((part) => normalize(decodeEntities(part)));
  return { head: read(head), text: read(text), attributes: read(attributes) };
}

/** An English string found on a French page. */
export interface Leftover {
  page: string;
  key: string;
  text: string;
  where: keyof PageWords;
}

/**
 * The English sentences `page` shows, except the ones the French module has at the same key
 * (proper names, addresses).
 */
export function leftoversOn(page: string, html: string, strings: readonly EnglishString[]): Leftover[] {
  const words = pageWords(html);
  const found: Leftover[] = [];
  for (const { key, text, sharedWithFrench } of strings) {
    if (sharedWithFrench || !isSentence(text)) continue;
    for (const where of ['head', 'text', 'attributes'] as const) {
      if (words[where].some((part) => part.includes(text))) {
        found.push({ page, key, text, where });
        break;
      }
    }
  }
  return found;
}
