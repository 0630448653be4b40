/**
 * iCalendar (RFC 5545) files for the events. Times are written in the venue's zone (TZID) with its
 * VTIMEZONE, so a guest's calendar shows 6:30 PM in France whatever zone their phone is in.
 * No browser API here: the client's build writes the events page's files with this module, and the
 * server attaches a guest's own events to their RSVP confirmation.
 */

/** What a calendar entry needs of an event (the content's WeddingEvent has these fields). */
export interface CalendarEvent {
  id: string;
  title: string;
  /** ISO date, in the wedding's time zone. */
  date: string;
  /** 24-hour local times; an end before the start is on the next day. */
  start: string;
  end: string;
  location: { name: string; address: string };
  description: string;
  dressCode: string;
}

export interface CalendarOptions {
  /** Name of the calendar, such as "Aanya & Julien's wedding weekend". */
  name: string;
  /** Added to every event's title, such as "Aanya & Julien". */
  titleSuffix: string;
  dressCodeLabel: string;
  /** What follows a label: ': ' in English, ' : ' with a no-break space in French. */
  colon: string;
  /** The language of the words, named in the file's product id. */
  language: 'en' | 'fr';
  /** Stable domain part of each event's UID, so a re-import updates instead of duplicating. */
  uidDomain: string;
  timeZone: 'Europe/Paris';
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /**
   * A subscribed feed's revisions of each event (ADR 048): SEQUENCE and LAST-MODIFIED, raised when
   * the event changes, so a phone updates the entry it has instead of keeping the old one.
   */
  revisionOf?: (eventId: string) => { sequence: number; lastModified: Date } | undefined;
  /** A subscribed feed: how often a calendar should fetch it again. */
  refreshInterval?: 'PT1H';
}

const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Bytes of one character in UTF-8 (shared code: no TextEncoder in every runtime's types). */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line to at most 75 octets per line, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1));
  return next.toISOString().slice(0, 10);
}

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** The date an event ends: an end before the start (a reception until 1 AM) is on the next day. */
export function endDateOf(event: Pick<CalendarEvent, 'date' | 'start' | 'end'>): string {
  return event.end < event.start ? nextDay(event.date) : event.date;
}

function eventLines(event: CalendarEvent, options: CalendarOptions): string[] {
  const endDate = endDateOf(event);
  // A shuttle pickup (ADR 051) has no dress code, and its place is a name without an address.
  const description = event.dressCode
    ? `${event.description}\n\n${options.dressCodeLabel}${options.colon}${event.dressCode}`
    : event.description;
  const location = event.location.address
    ? `${event.location.name}, ${event.location.address}`
    : event.location.name;
  const revision = options.revisionOf?.(event.id);
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.uidDomain}`,
    `DTSTAMP:${utcStamp(options.stamp)}`,
    ...(revision
      ? [`SEQUENCE:${revision.sequence}`, `LAST-MODIFIED:${utcStamp(revision.lastModified)}`]
      : []),
    `DTSTART;TZID=${options.timeZone}:${localDateTime(event.date, event.start)}`,
    `DTEND;TZID=${options.timeZone}:${localDateTime(endDate, event.end)}`,
    `SUMMARY:${escapeText(`${event.title} · ${options.titleSuffix}`)}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ];
}

/** One calendar file holding the given events (one for a single event, six for the weekend). */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.titleSuffix)}//Wedding website//${options.language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...(options.refreshInterval
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`,
          `X-PUBLISHED-TTL:${options.refreshInterval}`,
        ]
      : []),
    ...PARIS_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Where the build puts each event's file, and the whole weekend's, under an edition's prefix. */
export function calendarPath(id: string, prefix = ''): string {
  return `${prefix}/calendar/${id}.ics`;
}
