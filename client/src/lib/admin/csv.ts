/**
 * CSV as spreadsheets write and read it (RFC 4180): fields separated by a comma (or a semicolon, as
 * many European spreadsheets save), quoted when they hold the separator, a quote or a line break,
 * quotes doubled inside quotes, CRLF or LF between records, an optional UTF-8 byte-order mark.
 */

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/** The separator of a file: the one of comma and semicolon that the header line uses most. */
function detectSeparator(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Every record of the text as a list of fields; blank lines are skipped. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"') {
        if (text.charAt(i + 1) === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === separator) endField();
    else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (text.charAt(i + 1) !== '\n') endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError('A quoted field is never closed.');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** A spreadsheet would run a cell starting with these as a formula: exported text is defused. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined, defuseFormulas = true): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (defuseFormulas && typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A file a spreadsheet opens as UTF-8 (the byte-order mark tells Excel so), CRLF between records. */
export function toCsv(
  records: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>,
): string {
  return `\uFEFF${records.map((record) => record.map((value) => csvField(value)).join(',')).join('\r\n')}\r\n`;
}
