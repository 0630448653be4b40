// Instants as the wedding's clock shows them. The API writes times as ISO 8601 with an offset
// ("2026-05-14T10:30:00+02:00"): an instant and the wall-clock time in one string, never a bare
// local time a server in another zone could read differently.

const OFFSET_ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date and time WITH its offset ("…+02:00" or "…Z") as the instant it names; undefined
 * for anything else: a time without an offset (which zone would it be?), a date that does not exist
 * (30 February), an offset beyond ±14:00.
 */
export function parseOffsetIso(text: string): Date | undefined {
  const match = OFFSET_ISO.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', zone, sign, offsetHours, offsetMinutes] = match;
  const offset =
    zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  if (Math.abs(offset) > 14 * 60 || Number(offsetMinutes ?? 0) >= 60) return undefined;
  const wall = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const check = new Date(wall);
  // Date.UTC rolls 30 February over into March, and 24:00 into the next day: refuse both.
  if (
    check.getUTCFullYear() !== Number(year) ||
    check.getUTCMonth() !== Number(month) - 1 ||
    check.getUTCDate() !== Number(day) ||
    check.getUTCHours() !== Number(hour) ||
    Number(second) > 59
  ) {
    return undefined;
  }
  return new Date(wall - offset * 60_000);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** The calendar date of an instant in a zone: '2026-05-14'. */
export function zonedDate(date: Date, timeZone: string): string {
  const { year, month, day } = partsIn(date, timeZone);
  return `${year}-${month}-${day}`;
}

/** The wall-clock time of an instant in a zone, 24-hour: '10:30'. */
export function zonedClock(date: Date, timeZone: string): string {
  const { hour, minute } = partsIn(date, timeZone);
  return `${hour}:${minute}`;
}

/** An instant as ISO 8601 with the zone's offset at that instant: '2026-05-14T10:30:00+02:00'. */
export function zonedIso(date: Date, timeZone: string): string {
  const { second, timeZoneName = '' } = partsIn(date, timeZone);
  // "GMT+02:00", or "GMT" alone where the offset is zero.
  const offset = timeZoneName.replace(/^GMT/, '') || '+00:00';
  return `${zonedDate(date, timeZone)}T${zonedClock(date, timeZone)}:${second}${offset}`;
}

/** 'YYYY-MM-DD' that names a day that exists. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** A calendar date moved by whole months, the day kept where the month has it: '2026-05-14' ± 1. */
export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}
