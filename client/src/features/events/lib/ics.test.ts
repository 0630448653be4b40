import { describe, expect, it } from 'vitest';
import { events } from '@riviera/content/en/events';
import { calendarFiles } from './calendar-files';
import { escapeText, foldLine } from './ics';

const stamp = new Date('2026-01-02T03:04:05Z');
const files = calendarFiles(stamp, 'en');
const fileFor = (id: string) => files.find((file) => file.path === `/calendar/${id}.ics`)?.content ?? '';

describe('calendar files', () => {
  it('one per event and one for the weekend with all six', () => {
    expect(files).toHaveLength(7);
    expect(fileFor('aanya-julien-wedding-weekend').match(/BEGIN:VEVENT/g)).toHaveLength(6);
    for (const event of events) expect(fileFor(event.id).match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('local Paris times with the zone defined in the file (RFC 5545 needs its VTIMEZONE)', () => {
    const dinner = fileFor('welcome-dinner');
    expect(dinner).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');
    expect(dinner).toContain('DTSTART;TZID=Europe/Paris:20260514T183000\r\n');
    expect(dinner).toContain('DTEND;TZID=Europe/Paris:20260514T230000\r\n');
    expect(dinner).toContain('DTSTAMP:20260102T030405Z\r\n');
    expect(dinner).toContain('UID:welcome-dinner@aanya-julien-wedding\r\n');
  });

  it('a reception ending after midnight ends on the next day', () => {
    const reception = fileFor('reception');
    expect(reception).toContain('DTSTART;TZID=Europe/Paris:20260515T200000');
    expect(reception).toContain('DTEND;TZID=Europe/Paris:20260516T010000');
  });

  it('CRLF line ends, and no line over 75 octets', () => {
    for (const file of files) {
      expect(file.content.endsWith('\r\n')).toBe(true);
      for (const line of file.content.split('\r\n')) {
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      }
    }
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });
});
