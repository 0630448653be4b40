import { MAX_IMPORT_ROWS } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import type { Guest } from '../api/guest-cache';
import { guestsCsv } from './guests-csv';
import { csvText, readGuestCsv, sameNameNotes } from './guest-import';

describe('reading a guest-list CSV', () => {
  it('maps the usual header names and plus-one answers', () => {
    const parsed = readGuestCsv(
      'Full name;E-mail;Plus one;Plus-one name;Notes\nHélène Dupont;h@example.com;Yes;Marc Dupont;Godmother\nLiam O’Brien;l@example.com;no;;\n',
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          row: 1,
          input: {
            name: 'Hélène Dupont',
            email: 'h@example.com',
            plusOneAllowed: true,
            plusOneName: 'Marc Dupont',
            notes: 'Godmother',
            // No Language column: English, as before there was a French edition.
            language: 'en',
          },
          errors: [],
        },
        {
          row: 2,
          input: {
            name: 'Liam O’Brien',
            email: 'l@example.com',
            plusOneAllowed: false,
            plusOneName: '',
            notes: '',
            language: 'en',
          },
          errors: [],
        },
      ],
    });
  });

  it('flags a plus-one that is neither yes nor no, and a file without Name and Email', () => {
    const parsed = readGuestCsv('name,email,plus-one\nA B,a@b.co,maybe\n');
    expect(parsed.ok && parsed.rows[0]?.errors).toEqual(['Plus-one must be yes or no']);
    expect(readGuestCsv('first,last\nA,B\n')).toEqual({
      ok: false,
      message: 'The file needs a header row with at least the columns Name and Email.',
    });
    expect(readGuestCsv('name,email\n"unclosed,x\n')).toMatchObject({ ok: false });
  });

  it('reads back the guest export', () => {
    const guest: Guest = {
      id: '1',
      name: 'Ana "Nina" Lopez',
      email: 'ana@example.com',
      phone: '+33612345678',
      invitationCode: 'ABCDEF',
      plusOneAllowed: true,
      plusOneName: 'Luis, Jr.',
      saveTheDateSent: true,
      saveTheDateSentAt: '2026-01-01T00:00:00.000Z',
      formalInviteSent: false,
      formalInviteSentAt: null,
      addressCollected: false,
      address: { street: null, city: null, state: null, zip: null, country: null },
      notes: 'Line one\nline two',
      language: 'fr',
      replyStatus: 'AWAITING',
      mailProblem: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      partyId: 'p1',
      partyName: 'The Lopez family',
      child: false,
    };
    const csv = guestsCsv([guest]);
    // The mobile number comes last, after the columns the hosts' sheets already read.
    expect(csv.split('\r\n')[0]?.split(',').at(-1)).toBe('Mobile');
    // Kept as text: a spreadsheet would read a leading + as a formula.
    expect(csv).toContain(",'+33612345678");
    const parsed = readGuestCsv(csv);
    expect(parsed.ok && parsed.rows[0]?.input).toEqual({
      name: 'Ana "Nina" Lopez',
      email: 'ana@example.com',
      plusOneAllowed: true,
      plusOneName: 'Luis, Jr.',
      notes: 'Line one\nline two',
      language: 'fr',
      // The export carries the guest's party (ADR 040): the import puts them back in it.
      party: 'The Lopez family',
    });
  });

  it('reads the Party and Child columns, and flags a Child cell that is neither yes nor no', () => {
    const parsed = readGuestCsv(
      'Name,Email,Party,Child\nClaire Dupont,c@example.com,The Dupont family,\nLéa Dupont,,the dupont family,yes\nAna Silva,a@example.com,,maybe\n',
    );
    expect(parsed.ok && parsed.rows.map((row) => [row.input.party, row.input.child, row.errors])).toEqual([
      ['The Dupont family', undefined, []],
      ['the dupont family', true, []],
      [undefined, undefined, ['Child must be yes or no, or left empty for an adult']],
    ]);
  });

  it('reads each guest’s language, however the host wrote it, and flags one the site does not have', () => {
    const parsed = readGuestCsv(
      'Name,Email,Langue\nA B,a@example.com,Français\nC D,c@example.com,EN\nE F,e@example.com,\nG H,g@example.com,de\n',
    );
    expect(parsed.ok && parsed.rows.map((row) => [row.input.language, row.errors])).toEqual([
      ['fr', []],
      ['en', []],
      ['en', []],
      ['en', ['Language must be en (English) or fr (French), or left empty for English']],
    ]);
  });
});

describe('a file as a spreadsheet saves it', () => {
  const bytes = (values: number[]) => new Uint8Array(values).buffer;

  it('reads UTF-8, and Windows-1252 (a plain "CSV" saved on Windows) without losing its accents', () => {
    const utf8 = new TextEncoder().encode('Name,Email\nJosé Müller,jose@example.com\n');
    expect(csvText(utf8.buffer as ArrayBuffer)).toBe('Name,Email\nJosé Müller,jose@example.com\n');
    // "José Müller" in Windows-1252: é is 0xE9, ü is 0xFC, neither valid UTF-8 alone.
    const latin = [...'Name,Email\nJos'].map((c) => c.charCodeAt(0));
    const rest = [...' M'].map((c) => c.charCodeAt(0));
    const tail = [...'ller,jose@example.com\n'].map((c) => c.charCodeAt(0));
    const text = csvText(bytes([...latin, 0xe9, ...rest, 0xfc, ...tail]));
    expect(text).toBe('Name,Email\nJosé Müller,jose@example.com\n');
    const parsed = readGuestCsv(text);
    expect(parsed.ok && parsed.rows[0]?.input.name).toBe('José Müller');
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} guests before sending anything, with the server's sentence`, () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Guest ${i},g${i}@example.com`);
    expect(readGuestCsv(['Name,Email', ...rows].join('\n'))).toEqual({
      ok: false,
      message: 'A file can hold at most 500 guests. Split it into smaller files.',
    });
    expect(readGuestCsv(['Name,Email', ...rows.slice(1)].join('\n')).ok).toBe(true);
  });
});

describe('names the list already has', () => {
  it('notes a row whose name is on the list or on an earlier row, without refusing it', () => {
    const parsed = readGuestCsv(
      'Name,Email\nHelene DUPONT,h2@example.com\nAna Lima,ana@example.com\nAna  Lima,ana2@example.com\nBo Chen,bo@example.com\n',
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.every((row) => row.errors.length === 0)).toBe(true);
    expect([...sameNameNotes(parsed.rows, ['Hélène Dupont', 'Liam O’Brien'])]).toEqual([
      [1, 'Note: Hélène Dupont is already on the list (answers by code)'],
      [3, 'Note: same name as row 2 (answers by code)'],
    ]);
  });
});

describe('the By post column', () => {
  it('reads yes as a guest invited by post, and flags a cell that is neither yes nor no', () => {
    const parsed = readGuestCsv(
      'Name,Email,By post\nOdile Marchand,,yes\nYves Roux,y@example.com,\nAna Lima,,maybe\n',
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.map((row) => [row.input.byPost, row.errors])).toEqual([
      [true, []],
      [undefined, []],
      [undefined, ['By post must be yes (no email: invited by post) or no, or left empty']],
    ]);
  });
});
