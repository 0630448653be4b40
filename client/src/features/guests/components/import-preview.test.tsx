import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readGuestCsv } from '../lib/guest-import';
import { ImportPreview } from './import-preview';

const file =
  'Name,Email,Party,Child,By post\nAdam Martin,,Les Martin,yes,\nSophie Martin,sophie@example.com,Les Martin,,\nNina Petit,,,,yes\n';

describe('the import preview', () => {
  it('shows each row’s party, whether a child, and whether invited by post, each cell named for a phone', () => {
    const parsed = readGuestCsv(file);
    if (!parsed.ok) throw new Error(parsed.message);
    render(<ImportPreview rows={parsed.rows} problemsOf={() => []} notes={new Map()} />);
    const table = screen.getByRole('table', { name: 'Guests in the file' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Row', 'Name', 'Email', 'Plus-one', 'Party', 'Child', 'By post', 'Problems']);
    const cells = (name: string) => {
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
      return Object.fromEntries(
        within(row as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => [cell.getAttribute('data-label'), cell.textContent]),
      );
    };
    expect(cells('Adam Martin')).toMatchObject({ Party: 'Les Martin', Child: 'Yes', 'By post': 'No' });
    expect(cells('Sophie Martin')).toMatchObject({ Party: 'Les Martin', Child: 'No', 'By post': 'No' });
    expect(cells('Nina Petit')).toMatchObject({
      Party: 'An invitation of their own',
      Child: 'No',
      'By post': 'Yes',
      Problems: 'OK',
    });
  });
});
