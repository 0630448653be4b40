/** Names of days and months, and the words between times: each language's content gives its own. */
export interface CalendarWords {
  weekdays: readonly string[];
  months: readonly string[];
  to: string;
  am: string;
  pm: string;
}

function parseIsoDate(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: "${iso}"`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '2026-05-14' → 'Thursday, 14 May 2026'. Computed without the device's time zone or locale. */
export function formatEventDate(iso: string, words: CalendarWords): string {
  const { year, month, day } = parseIsoDate(iso);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${words.weekdays[weekday] ?? ''}, ${day} ${words.months[month - 1] ?? ''} ${year}`;
}

function clock(time: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour time: "${time}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

function twelveHour(time: string, words: CalendarWords): { text: string; meridiem: string } {
  const { hour, minute } = clock(time);
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return {
    text: minute === 0 ? String(shown) : `${shown}:${String(minute).padStart(2, '0')}`,
    meridiem: hour < 12 ? words.am : words.pm,
  };
}

/** '09:30' → '9:30 AM'; '12:00' → '12 PM'. */
export function formatTime(time: string, words: CalendarWords): string {
  const { text, meridiem } = twelveHour(time, words);
  return `${text} ${meridiem}`;
}

/** '18:30'–'23:00' → '6:30 to 11 PM' (one AM/PM when both share it); without an end, the start. */
export function formatTimeRange(start: string, end: string | undefined, words: CalendarWords): string {
  if (!end) return formatTime(start, words);
  const from = twelveHour(start, words);
  const to = twelveHour(end, words);
  const first = from.meridiem === to.meridiem ? from.text : `${from.text} ${from.meridiem}`;
  return `${first} ${words.to} ${to.text} ${to.meridiem}`;
}
