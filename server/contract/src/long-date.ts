import { LOCALES, type Language } from './language';

// Its own module, apart from the weekend's formats (calendar-format.ts): the reply-by line is on
// every page, and the bundler keeps a module whole, so this one stays small.

/** French writes the first of the month « 1er ». */
export const frenchDay = (day: string) => (day === '1' ? '1er' : day);

/** A calendar date in full without the weekday: '15 April 2026' / « 15 avril 2026 ». */
export function formatLongDate(date: Date, language: Language, timeZone: string): string {
  const parts = { day: '', month: '', year: '' };
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  for (const part of format.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  const day = language === 'fr' ? frenchDay(parts.day) : parts.day;
  return `${day} ${parts.month} ${parts.year}`;
}
