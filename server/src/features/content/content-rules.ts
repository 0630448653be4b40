import { isEmailAddress, CAPTION_MAX, isSitePhotoId, parseSlideshow, SLIDESHOW_MAX } from '@riviera/contract';
import { normalisePhone } from '@riviera/contract/phone';
import { typographyProblems } from '@riviera/content/french-typography';
import { heroPhotos } from '@riviera/content/photos';
import type { ContentFieldDefinition } from './content-registry';

/**
 * A content field's rules (DESIGN 3.7, ADR 076): each broken rule is one sentence naming the field
 * and the language. Text is text: a TEXT field keeps `<` as a character (the pages escape it); a
 * RICH field is the small markup only, `<p> <strong> <em> <a href> <ul> <ol> <li> <br>`, without
 * other attributes, its links https, http or mailto.
 */

/** Something a person can see: not only spaces and invisible characters. */
const VISIBLE = /[^\s\p{Z}\p{Cf}]/u;
/** Control characters other than a line break and a tab. */
const CONTROL = /(?![\n\t\r])\p{Cc}/u;
const characters = (value: string) => [...value].length;

const RICH_TAGS = new Set(['p', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li', 'br']);
const TAG = /<\/?([A-Za-z][A-Za-z0-9]*)((?:\s+[^<>]*)?)\s*\/?>|<[!?/][^<>]*>?/g;
const HREF = /^\s+href="([^"<>]*)"$/;
const SAFE_LINK = /^(?:https?:\/\/[^\s"]+|mailto:[^\s"]+)$/i;

/** The block tags of the small markup: a line of its own when the French's typography is checked. */
const BLOCK = /<\/?(?:p|li|ul|ol|br)\b[^<>]*>/gi;

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(?:Z|[+-]\d{2}:\d{2})?)?$/;

export const CONTENT_RULE_MESSAGES = {
  unknown: (key: string) => `There is no field "${key}" on the site: reload the Content tab.`,
  empty: (label: string, language: string) => `Write the ${language} of "${label}": it may not be empty.`,
  tooLong: (label: string, language: string, max: number, length: number) =>
    `Shorten the ${language} of "${label}" to ${max} characters or fewer (it has ${length}).`,
  control: (label: string, language: string) =>
    `The ${language} of "${label}" holds an invisible control character: type it again.`,
  markup: (label: string, language: string, tag: string) =>
    `The ${language} of "${label}" may only use paragraphs, bold, italic, links and lists; ${tag} is not allowed.`,
  link: (label: string, language: string) =>
    `A link in the ${language} of "${label}" must start with https://, http:// or mailto:.`,
  email: (label: string) => `"${label}" is not an email address: write it like hello@example.com.`,
  phone: (label: string) =>
    `"${label}" is not a phone number: write it with its country code, like +33 6 12 34 56 78.`,
  url: (label: string) => `"${label}" is not a web address: write it in full, starting with https://.`,
  datetime: (label: string) =>
    `"${label}" is not a date and time: write it like 2026-05-14T18:30 (or 2026-05-14 for a day).`,
  slot: (label: string, language: string, slot: string) =>
    `Keep ${slot} in the ${language} of "${label}": the mail puts the guest's first name there.`,
  french: (label: string, problem: string) =>
    `The French of "${label}" breaks French typography: ${problem}.`,
  slideshowUnreadable: (label: string) =>
    `"${label}" could not be read: reload the Content tab and place the photos again.`,
  slideshowEmpty: (label: string) => `Keep at least one photo in "${label}".`,
  slideshowTooMany: (label: string, count: number) =>
    `"${label}" takes at most ${SLIDESHOW_MAX} photos (it has ${count}): remove some.`,
  slideshowTwice: (label: string, first: number, second: number) =>
    `Photos ${first} and ${second} of "${label}" are the same photo: remove one of them.`,
  noSuchPhoto: (where: string) => `${where} is not a photo on the server: upload it again.`,
  captionTooLong: (label: string, index: number, language: string, length: number) =>
    `Shorten the ${language} caption of photo ${index} of "${label}" to ${CAPTION_MAX} characters or fewer (it has ${length}).`,
  captionMarkup: (label: string, index: number, language: string) =>
    `The ${language} caption of photo ${index} of "${label}" is plain text: remove the markup (what starts with <).`,
  captionControl: (label: string, index: number, language: string) =>
    `The ${language} caption of photo ${index} of "${label}" holds an invisible control character or a line break: type it again.`,
} as const;

/** Where a photo is placed, as a sentence names it. */
export const photoPlace = (field: ContentFieldDefinition, index?: number) =>
  index === undefined ? `"${field.label}"` : `Photo ${index} of "${field.label}"`;

const BUILT_PHOTOS = new Set(heroPhotos.photos.map((photo) => photo.name));
/** Markup in a caption: a `<` opening a tag, a comment or a declaration. */
const MARKUP = /<[A-Za-z/!?]/;

function captionProblems(
  label: string,
  index: number,
  language: 'English' | 'French',
  caption: string,
): string[] {
  const problems: string[] = [];
  const length = characters(caption);
  if (length > CAPTION_MAX)
    problems.push(CONTENT_RULE_MESSAGES.captionTooLong(label, index, language, length));
  if (MARKUP.test(caption)) problems.push(CONTENT_RULE_MESSAGES.captionMarkup(label, index, language));
  if (CONTROL.test(caption) || caption.includes('\n'))
    problems.push(CONTENT_RULE_MESSAGES.captionControl(label, index, language));
  if (language === 'French' && VISIBLE.test(caption))
    for (const problem of typographyProblems(caption.trim()))
      problems.push(CONTENT_RULE_MESSAGES.french(`${label}: caption of photo ${index}`, problem));
  return problems;
}

/** The slideshow's list (ADR 084): readable, 1 to 42 photos, each known and once, captions text. */
function slideshowProblems(field: ContentFieldDefinition, value: string): string[] {
  const slides = parseSlideshow(value);
  const { label } = field;
  if (!slides) return [CONTENT_RULE_MESSAGES.slideshowUnreadable(label)];
  if (slides.length === 0) return [CONTENT_RULE_MESSAGES.slideshowEmpty(label)];
  const problems: string[] = [];
  if (slides.length > SLIDESHOW_MAX)
    problems.push(CONTENT_RULE_MESSAGES.slideshowTooMany(label, slides.length));
  const seen = new Map<string, number>();
  slides.forEach((slide, at) => {
    const index = at + 1;
    if (!BUILT_PHOTOS.has(slide.photo) && !isSitePhotoId(slide.photo))
      problems.push(CONTENT_RULE_MESSAGES.noSuchPhoto(photoPlace(field, index)));
    const before = seen.get(slide.photo);
    if (before !== undefined) problems.push(CONTENT_RULE_MESSAGES.slideshowTwice(label, before, index));
    else seen.set(slide.photo, index);
    problems.push(
      ...captionProblems(label, index, 'English', slide.en),
      ...captionProblems(label, index, 'French', slide.fr),
    );
  });
  return problems;
}

/**
 * The uploaded photos a photo field's value names, with the sentence's place of each: what the
 * service looks for in `site_photos` before it saves (ADR 084).
 */
export function photosNamed(field: ContentFieldDefinition, value: string): { id: string; where: string }[] {
  if (field.format === 'PHOTO') return isSitePhotoId(value) ? [{ id: value, where: photoPlace(field) }] : [];
  if (field.format !== 'PHOTOS') return [];
  return (parseSlideshow(value) ?? []).flatMap((slide, at) =>
    isSitePhotoId(slide.photo) ? [{ id: slide.photo, where: photoPlace(field, at + 1) }] : [],
  );
}

function richProblems(field: ContentFieldDefinition, language: string, value: string): string[] {
  const problems: string[] = [];
  for (const match of value.matchAll(TAG)) {
    const [whole, name, attributes = ''] = match;
    const tag = name?.toLowerCase();
    if (!tag || !RICH_TAGS.has(tag)) {
      const shown = tag ? `<${tag}>` : whole.startsWith('<!--') ? '<!--' : whole.slice(0, 2);
      problems.push(CONTENT_RULE_MESSAGES.markup(field.label, language, shown));
      continue;
    }
    if (whole.startsWith('</') || attributes.trim() === '') continue;
    const href = tag === 'a' ? HREF.exec(attributes.replace(/\s*\/$/, '')) : null;
    const attribute = /[^\s=]+(?=\s*=|\s|$)/.exec(attributes.replace(/^\s*href="[^"]*"/, ''))?.[0] ?? '';
    if (!href)
      problems.push(
        CONTENT_RULE_MESSAGES.markup(field.label, language, `<${tag} ${attribute}>`.replace(' >', '>')),
      );
    else if (!SAFE_LINK.test(href[1] ?? '')) problems.push(CONTENT_RULE_MESSAGES.link(field.label, language));
  }
  // A `<` that opens no allowed tag and is not one (`<3`) is text; a stray `<` + letter with no `>` is not.
  if (/<[A-Za-z/!?][^>]*$/.test(value))
    problems.push(CONTENT_RULE_MESSAGES.markup(field.label, language, '<'));
  return [...new Set(problems)];
}

function validDateTime(value: string): boolean {
  const parts = DATETIME.exec(value);
  if (!parts) return false;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = parts;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

function formatProblems(field: ContentFieldDefinition, value: string): string[] {
  switch (field.format) {
    case 'EMAIL':
      return isEmailAddress(value) ? [] : [CONTENT_RULE_MESSAGES.email(field.label)];
    case 'PHONE':
      return normalisePhone(value, 'fr') ? [] : [CONTENT_RULE_MESSAGES.phone(field.label)];
    case 'URL':
      return URL.canParse(value) && /^https?:\/\/[^\s]+$/i.test(value)
        ? []
        : [CONTENT_RULE_MESSAGES.url(field.label)];
    case 'DATETIME':
      return validDateTime(value) ? [] : [CONTENT_RULE_MESSAGES.datetime(field.label)];
    case 'PHOTOS':
      return slideshowProblems(field, value);
    case 'PHOTO':
      return isSitePhotoId(value) ? [] : [CONTENT_RULE_MESSAGES.noSuchPhoto(photoPlace(field))];
    default:
      return [];
  }
}

/** Every sentence that says what is wrong with one language of a field's value; none when it is fine. */
export function valueProblems(field: ContentFieldDefinition, language: 'en' | 'fr', value: string): string[] {
  const name = language === 'en' ? 'English' : 'French';
  if (!VISIBLE.test(value)) return field.required ? [CONTENT_RULE_MESSAGES.empty(field.label, name)] : [];
  const problems: string[] = [];
  const length = characters(value);
  if (length > field.maxLength)
    problems.push(CONTENT_RULE_MESSAGES.tooLong(field.label, name, field.maxLength, length));
  if (CONTROL.test(value)) problems.push(CONTENT_RULE_MESSAGES.control(field.label, name));
  if (field.format === 'RICH') problems.push(...richProblems(field, name, value));
  for (const slot of field.slots)
    if (!value.includes(slot)) problems.push(CONTENT_RULE_MESSAGES.slot(field.label, name, slot));
  if (language === 'en' || field.translated) problems.push(...formatProblems(field, value));
  if (language === 'fr' && field.translated) {
    const lines =
      field.format === 'RICH'
        ? value
            .replace(BLOCK, '\n')
            .replace(/<[^<>]*>/g, '')
            .split('\n')
        : value.split('\n');
    const found = new Set(lines.flatMap((line) => (line.trim() ? typographyProblems(line.trim()) : [])));
    problems.push(...[...found].map((problem) => CONTENT_RULE_MESSAGES.french(field.label, problem)));
  }
  return problems;
}
