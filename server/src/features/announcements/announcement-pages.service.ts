import { LANGUAGES, announcementMarker, type Language } from '@riviera/contract';
import type { Db } from '../../platform/db/database';
import { latestForEveryone } from './announcement.repository';

/**
 * The hosts' latest notice for everyone as the guest pages carry it (ADR 055): an escaped
 * fragment in the page's language, right after `<body>`, outside React's root, so it is there
 * without JavaScript and hydration never sees it. Read at most every ANNOUNCEMENT_CACHE_MS per server
 * (every guest page asks for it); a notice posted or deleted through this server is seen at once.
 */
export const ANNOUNCEMENT_CACHE_MS = 10_000;

type Notice = { en: string; fr: string } | undefined;

interface Cached {
  at: number;
  generation: number;
  notice: Promise<Notice>;
}

const cache = new WeakMap<Db, Cached>();
let generation = 0;

/** Forgets what every cache read: a notice was just posted or deleted here. */
export function announcementsChanged(): void {
  generation += 1;
}

/** The notice's name for screen readers: a landmark of its own, so every word is in one. */
const NOTICE_LABEL: Record<Language, string> = { en: 'A note from the couple', fr: 'Un mot des mariés' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The fragment for a notice in a language: its text, escaped, paragraph by paragraph. */
export function noticeFragment(text: string, language: Language): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return `<aside class="announcement" aria-label="${NOTICE_LABEL[language]}" lang="${language}">${paragraphs.join('')}</aside>`;
}

async function latest(db: Db, now: number): Promise<Notice> {
  const cached = cache.get(db);
  if (cached && cached.generation === generation && now - cached.at < ANNOUNCEMENT_CACHE_MS)
    return cached.notice;
  // A database that does not answer leaves the pages without a notice, never without the page.
  const notice = latestForEveryone(db).then(
    (row) => (row ? { en: row.en, fr: row.fr } : undefined),
    () => undefined,
  );
  cache.set(db, { at: now, generation, notice });
  return notice;
}

/** The fragment the pages of a language carry now, or '' when there is no notice for everyone. */
export async function currentNotice(db: Db, language: Language, now = Date.now()): Promise<string> {
  const notice = await latest(db, now);
  return notice ? noticeFragment(notice[language], language) : '';
}

/** A page with its notice markers replaced by the notice in their language (or by nothing). */
export async function withAnnouncement(db: Db, html: string, now = Date.now()): Promise<string> {
  let filled = html;
  for (const language of LANGUAGES) {
    const marker = announcementMarker(language);
    if (!filled.includes(marker)) continue;
    const fragment = await currentNotice(db, language, now);
    // A function, not the string: a notice's "$&" or "$'" is text, never a replacement pattern.
    filled = filled.replace(marker, () => fragment);
  }
  return filled;
}
