/**
 * The small markup of a RICH content field (ADR 076: `p strong em b i a ul ol li br`, `a` with only
 * an https, http or mailto `href`), rebuilt tag by tag for a guest page (ADR 079): the server's
 * rules refuse anything else at save time, and this is the second wall, so a value that got past
 * them (a row written by hand) shows its markup as characters, never runs as HTML.
 */
const RICH_TAGS = new Set(['p', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li', 'br']);
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[^<>]*)?)\s*\/?>/g;
const HREF = /^\s*href="([^"<>]*)"\s*\/?$/;
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** Text as HTML: `<`, `>` and `"` escaped, `&` kept where it already starts an entity. */
export function escapeRichText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The value as the markup a guest page may hold: allowed tags kept, everything else as text. */
export function sanitizeRichText(html: string): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing = '', rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    let tag: string | undefined;
    if (RICH_TAGS.has(name)) {
      if (closing) tag = name === 'br' ? '' : `</${name}>`;
      else if (name === 'a') {
        const href = HREF.exec(attributes)?.[1];
        tag = href !== undefined && SAFE_LINK.test(href) ? `<a href="${escapeRichText(href)}">` : '<a>';
      } else if (attributes.trim() === '' || attributes.trim() === '/') tag = `<${name}>`;
    }
    if (tag === undefined) continue;
    out += escapeRichText(html.slice(last, match.index)) + tag;
    last = match.index + whole.length;
  }
  return out + escapeRichText(html.slice(last));
}

/** The paragraphs of a first value as the small markup: what a RICH field holds until it is edited. */
export function richParagraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeRichText(line)}</p>`).join('');
}
