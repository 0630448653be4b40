import type { WeddingEvent } from '@riviera/content';

/**
 * The published values of the content fields the hosts changed (DESIGN 3.7, ADR 079), by key, in
 * this bundle's language: `{ "questions.weather.answer": "<p>…</p>" }`. Empty: every page shows the
 * words built into its bundle (`@edition/*`). The pre-rendering sets them before it renders (the
 * build with none, the server's re-render with the database's), writes them into every page as a
 * JSON data block, and `main.tsx` reads that block before hydrating, so the browser draws the
 * words the HTML holds, on this page and on every page it navigates to.
 */
export type PublishedContent = Readonly<Record<string, string>>;

/** The id of the page's data block (`<script type="application/json">`: never run, CSP holds). */
export const PUBLISHED_CONTENT_ID = 'published-content';

let current: PublishedContent = {};

export function setPublishedContent(values: PublishedContent): void {
  current = values;
}

/** A field's published text, or the built one. */
export function published(key: string, built: string): string {
  return current[key] ?? built;
}

/** A RICH field's published markup, or undefined when the built paragraphs stand. */
export function publishedRich(key: string): string | undefined {
  return current[key];
}

/** The data block for a page's HTML: `<` written as \u003c, so no value can close the element. */
export function publishedContentBlock(values: PublishedContent): string {
  const json = JSON.stringify(values)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
  return `<script type="application/json" id="${PUBLISHED_CONTENT_ID}">${json}</script>`;
}

/** What the page's data block says; nothing (the built words) when it has none or it does not read. */
export function readPublishedContent(doc: Document): PublishedContent {
  const text = doc.getElementById(PUBLISHED_CONTENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/** An event with its published title, times, place, address and dress code. */
export function publishedEvent(event: WeddingEvent): WeddingEvent {
  const key = `events.${event.id}`;
  const start = DATE_TIME.exec(published(`${key}.start`, ''));
  const end = DATE_TIME.exec(published(`${key}.end`, ''));
  return {
    ...event,
    title: published(`${key}.title`, event.title),
    date: start?.[1] ?? event.date,
    start: start?.[2] ?? event.start,
    end: end?.[2] ?? event.end,
    location: {
      ...event.location,
      name: published(`${key}.place`, event.location.name),
      address: published(`${key}.address`, event.location.address),
    },
    dressCode: published(`${key}.dressCode`, event.dressCode),
  };
}
