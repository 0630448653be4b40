import { type Language } from './language';
import { frenchDay } from './long-date';

// Dates and times of the weekend as each language writes them, with the names of days and months
// Intl gives en-GB and fr-FR; English keeps the specification's 12-hour style ("6:30 to 11 PM"),
// French the 24-hour one (« 18 h 30 »). English running text says "noon" and "midnight"; the
// events' own times keep the specification's table ("12 PM", ADR 067). Computed without the
// device's time zone: an event's date is a calendar date.

function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: "${iso}"`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

// The names of days and months, as Intl writes them for en-GB and fr-FR (calendar-format.test.ts
// compares every day of several years): a phone pays for its first Intl date format, about 20 ms,
// and the events page would pay it in one piece while it hydrates (ADR 092).
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};
const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

function partsOf(date: Date, language: Language): Record<'weekday' | 'day' | 'month' | 'year', string> {
  return {
    weekday: WEEKDAYS[language][date.getUTCDay()] ?? '',
    day: String(date.getUTCDate()),
    month: MONTHS[language][date.getUTCMonth()] ?? '',
    year: String(date.getUTCFullYear()),
  };
}

/** '2026-05-14' → 'Thursday, 14 May 2026' / « jeudi 14 mai 2026 ». */
export function formatEventDate(iso: string, language: Language): string {
  const { weekday, day, month, year } = partsOf(parseIsoDate(iso), language);
  return language === 'fr'
    ? `${weekday} ${frenchDay(day)} ${month} ${year}`
    : `${weekday}, ${day} ${month} ${year}`;
}

/** '2026-05-14' → 'Thursday 14 May' / « jeudi 14 mai »: a day of the weekend, its year understood. */
export function formatEventDay(iso: string, language: Language): string {
  const { weekday, day, month } = partsOf(parseIsoDate(iso), language);
  return `${weekday} ${language === 'fr' ? frenchDay(day) : day} ${month}`;
}

/**
 * '2026-05-14' → 'Thursday 14 May 2026' / « jeudi 14 mai 2026 »: a day of the weekend with its
 * year, as the weekend pass keeps it once the weekend is over and before (ADR 083).
 */
export function formatWeekendDay(iso: string, language: Language): string {
  const { year } = partsOf(parseIsoDate(iso), language);
  return `${formatEventDay(iso, language)} ${year}`;
}

function clock(time: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour time: "${time}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

const minutes = (minute: number) => String(minute).padStart(2, '0');

function twelveHour(time: string): { text: string; meridiem: 'AM' | 'PM' } {
  const { hour, minute } = clock(time);
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return {
    text: minute === 0 ? String(shown) : `${shown}:${minutes(minute)}`,
    meridiem: hour < 12 ? 'AM' : 'PM',
  };
}

/** « 18 h 30 », « 23 h », « 9 h 30 »: the French way, with no-break spaces. */
function frenchTime(time: string): string {
  const { hour, minute } = clock(time);
  return minute === 0 ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minutes(minute)}`;
}

/** The specification's event table: '12:00' → '12 PM', '00:30' → '12:30 AM'. */
function tableTime(time: string): string {
  const { text, meridiem } = twelveHour(time);
  return `${text} ${meridiem}`;
}

/**
 * '09:30' → '9:30 AM' / « 9 h 30 »; '12:00' → 'noon' / « 12 h »; '00:00' → 'midnight'. What a
 * native English reader expects in a sentence or a list (ADR 067); the events page keeps the
 * specification's "12 PM" (formatTimeRange).
 */
export function formatTime(time: string, language: Language): string {
  if (language === 'fr') return frenchTime(time);
  if (time === '12:00') return 'noon';
  if (time === '00:00') return 'midnight';
  return tableTime(time);
}

/** A line or a heading starts with a capital: « jeudi 14 mai » → « Jeudi 14 mai ». */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * An event's time as the specification's event table writes it: '18:30'–'23:00' → '6:30 to 11 PM'
 * (one AM/PM when both share it) / « de 18 h 30 à 23 h »; without an end, the start ('12 PM').
 */
export function formatTimeRange(start: string, end: string | undefined, language: Language): string {
  if (!end) return language === 'fr' ? frenchTime(start) : tableTime(start);
  if (language === 'fr') return `de ${frenchTime(start)} à ${frenchTime(end)}`;
  const from = twelveHour(start);
  const to = twelveHour(end);
  const first = from.meridiem === to.meridiem ? from.text : `${from.text} ${from.meridiem}`;
  return `${first} to ${to.text} ${to.meridiem}`;
}
