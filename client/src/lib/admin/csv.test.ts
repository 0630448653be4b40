import { describe, expect, it } from 'vitest';
import { CsvError, csvField, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain fields, LF or CRLF, and skips blank lines', () => {
    expect(parseCsv('Name,Email\r\nA,a@x.com\n\nB,b@x.com\n')).toEqual([
      ['Name', 'Email'],
      ['A', 'a@x.com'],
      ['B', 'b@x.com'],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'name,notes\n"Dupont, Hélène","Says ""hi""\nand bye"\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'notes'],
      ['Dupont, Hélène', 'Says "hi"\nand bye'],
    ]);
  });

  it('keeps empty fields, including a trailing one, and strips a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,,c,\n')).toEqual([['a', '', 'c', '']]);
  });

  it('reads a semicolon-separated file as European spreadsheets save it', () => {
    expect(parseCsv('Name;Email\n"Doe; Jane";j@x.com')).toEqual([
      ['Name', 'Email'],
      ['Doe; Jane', 'j@x.com'],
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(CsvError);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and round-trips through parseCsv', () => {
    const records = [
      ['Name', 'Notes', 'Count'],
      ['Hélène Dupont', 'Likes "fish", not meat\nreally', 2],
      ['  padded ', '', 0],
    ];
    const text = toCsv(records);
    expect(text.startsWith('\uFEFFName,Notes,Count\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(records.map((record) => record.map(String)));
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5 guests')).toBe("'-5 guests");
    expect(csvField(-5)).toBe('-5');
  });
});
