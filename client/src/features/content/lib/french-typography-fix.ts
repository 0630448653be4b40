/**
 * "Fix the typography" of the Content tab (ADR 080): the French rules the server checks a French
 * value against (`@riviera/content/french-typography`, ADR 076), applied rather than reported. A
 * no-break space (U+00A0) before « : », a narrow one (U+202F) before « ; ! ? » and inside « », the
 * typographic apostrophe, "quotes" as « guillemets », times as « 18 h 30 ». In rich text only the
 * words change, never a tag or a link. The hosts' code only: no guest page imports it.
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const SPACES = '[ \\u00a0\\u202f]';

const twentyFour = (hour: number, half: string) =>
  half.toLowerCase().startsWith('p') ? (hour % 12) + 12 : hour % 12;

const time = (hour: number, minutes?: string) =>
  `${hour}${NBSP}h${minutes && minutes !== '00' ? `${NBSP}${minutes}` : ''}`;

/** One run of text (no markup in it). */
function fixText(text: string): string {
  // Addresses are data, not French: a « : » or « ? » in them is no punctuation.
  if (/^(?:https?:\/\/|mailto:)\S*$/.test(text.trim())) return text;
  let fixed = text
    // 12-hour times: 6:30 PM, 7 pm, 7 p.m.
    .replace(
      /\b(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?(?![\p{L}])/gu,
      (_m, hour: string, minutes, half) => time(twentyFour(Number(hour), half), minutes),
    )
    // 18:30, 18h30, 18 h 30, 18h
    .replace(
      /(^|[^\d:/])(\d{1,2}):(\d{2})\b(?!:\d)/g,
      (_m, before: string, hour: string, minutes: string) => `${before}${time(Number(hour), minutes)}`,
    )
    .replace(/\b(\d{1,2})[ \u00a0\u202f]?h[ \u00a0\u202f]?(\d{2})\b/g, (_m, hour: string, minutes: string) =>
      time(Number(hour), minutes),
    )
    .replace(/\b(\d{1,2})[ \u202f]?h\b(?![\p{L}])/gu, (_m, hour: string) => time(Number(hour)))
    // Apostrophes and quotes
    .replace(/(\p{L})'|'(\p{L})/gu, (_m, before?: string, after?: string) =>
      before ? `${before}’` : `’${after}`,
    )
    .replace(/"([^"]*)"/g, (_m, inner: string) => `«${NNBSP}${inner.trim()}${NNBSP}»`)
    .replace(/"/g, '')
    // Inside guillemets
    .replace(new RegExp(`«${SPACES}*`, 'g'), `«${NNBSP}`)
    .replace(new RegExp(`${SPACES}*»`, 'g'), `${NNBSP}»`);
  // Before « : » and « ; ! ? » when they end a clause (followed by a space or the end).
  fixed = fixed
    .replace(new RegExp(`(^|[^\\s\\u00a0\\u202f])${SPACES}*:(?=\\s|$)`, 'g'), `$1${NBSP}:`)
    .replace(new RegExp(`(^|[^\\s\\u00a0\\u202f…])${SPACES}*([;!?])(?=\\s|$)`, 'g'), `$1${NNBSP}$2`)
    .replace(/ {2,}/g, ' ');
  return fixed;
}

/** A French value with its typography fixed; in rich text, the text between the tags only. */
export function fixFrenchTypography(value: string, rich = false): string {
  if (!rich) return value.split('\n').map(fixText).join('\n');
  return value
    .split(/(<[^<>]*>)/)
    .map((part) => (part.startsWith('<') ? part : fixText(part)))
    .join('');
}
