import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../../platform/project-paths';
import { calendarFiles } from './calendar-files';

/**
 * The calendar files a publish writes are the build's own until the hosts change an event (ADR
 * 087): same names, words and UIDs, so a guest's phone sees one event, not two. Only the stamp
 * of the file's making differs.
 */
const withoutStamp = (text: string) => text.replace(/^DTSTAMP:.*$/gm, 'DTSTAMP');

describe("the events' calendar files written by a publish", () => {
  it("are the build's files, file for file, while nothing is published", async () => {
    const files = calendarFiles({}, new Map(), new Date());
    expect(files.map((file) => file.file)).toContain('fr/calendar/welcome-dinner.ics');
    expect(files).toHaveLength(14);
    for (const { file, html } of files) {
      const built = path.join(CLIENT_DIST_DIR, file);
      expect(existsSync(built), `${file} is in the build`).toBe(true);
      expect(withoutStamp(html)).toBe(withoutStamp(await readFile(built, 'utf8')));
    }
  });

  it('carry a published time and place, with the revision the hosts made', () => {
    const moved = new Date('2026-04-02T10:00:00Z');
    const [file] = calendarFiles(
      {
        'events.welcome-dinner.start': { en: '2026-05-14T19:45', fr: '2026-05-14T19:45' },
        'events.welcome-dinner.place': { en: 'Villa Santo Sospir', fr: 'Villa Santo Sospir' },
      },
      new Map([['welcome-dinner', { sequence: 3, lastModified: moved }]]),
      new Date(),
    ).filter((candidate) => candidate.file === 'calendar/welcome-dinner.ics');
    expect(file?.html).toContain('DTSTART;TZID=Europe/Paris:20260514T194500');
    expect(file?.html).toContain('LOCATION:Villa Santo Sospir');
    expect(file?.html).toContain('SEQUENCE:3');
    expect(file?.html).toContain('LAST-MODIFIED:20260402T100000Z');
  });
});
