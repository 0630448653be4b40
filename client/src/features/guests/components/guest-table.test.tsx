import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testGuest } from '../../../test/guest';
import { GuestTable } from './guest-table';

/** A family of two (Léa a child) and a guest with a plus-one, as sortGuests would list them. */
const claire = testGuest('Claire Dupont', { partyId: 'dupont', partyName: 'The Dupont family' });
const lea = testGuest('Léa Dupont', {
  email: null,
  partyId: 'dupont',
  partyName: 'The Dupont family',
  child: true,
  replyStatus: 'ATTENDING',
  saveTheDateSentAt: '2026-02-01T10:00:00.000Z',
});
const zoe = testGuest('Zoé Laurent', {
  plusOneAllowed: true,
  plusOneName: 'Hugo Martin',
  phone: '+33612345678',
});

function renderTable() {
  const handlers = {
    onSelect: vi.fn(),
    onMark: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onAddMember: vi.fn(),
    onParty: vi.fn(),
  };
  render(<GuestTable guests={[claire, lea, zoe]} selected={new Set()} busy={false} {...handlers} />);
  return handlers;
}

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name: new RegExp(name) }));

describe('the guest table', () => {
  it('labels each cell with its column, for the cards a phone shows (ADR 047)', () => {
    renderTable();
    const headers = within(screen.getAllByRole('rowgroup')[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const row of screen.getAllByRole('row').slice(1)) {
      [...row.children].forEach((cell, column) => {
        const label = cell.getAttribute('data-label');
        // The box, the name and the actions say themselves; every other cell names its column.
        if (label !== null) expect(label).toBe(headers[column]);
        else expect(['Select every guest shown', 'Name', 'Actions']).toContain(headers[column]);
      });
    }
    const reply = within(rowOf('Léa Dupont') as HTMLElement).getByText('Attending');
    expect(reply.closest('td')?.getAttribute('data-label')).toBe('Reply');
  });

  it('gives a guest’s mobile number under their email, written as a person writes it, as a link to call it, and nothing for one without', async () => {
    renderTable();
    const call = await within(rowOf('Zoé Laurent') as HTMLElement).findByRole('link', {
      name: 'Mobile: +33 6 12 34 56 78',
    });
    expect(call.getAttribute('href')).toBe('tel:+33612345678');
    expect(within(rowOf('Claire Dupont') as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('keeps a party’s members under its first person, with the party’s name', () => {
    renderTable();
    expect(rowOf('Claire Dupont')?.className).toBe('');
    expect(rowOf('Léa Dupont')?.className).toBe('admin-row-member');
    expect(rowOf('Zoé Laurent')?.className).toBe('');
    expect(rowOf('Léa Dupont')).toHaveProperty(
      'textContent',
      expect.stringContaining('The Dupont family · child'),
    );
  });

  it('gives each person their actions: edit, the party, delete; add to party for an adult', () => {
    const handlers = renderTable();
    const lea = rowOf('Léa Dupont') as HTMLElement;
    fireEvent.click(within(lea).getByRole('button', { name: 'Edit Léa Dupont' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Léa Dupont' }));
    expect(within(lea).queryByRole('button', { name: 'Add to party Léa Dupont' })).toBeNull();
    fireEvent.click(within(lea).getByRole('button', { name: 'Undo (save the date for Léa Dupont)' }));
    expect(handlers.onMark).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Léa Dupont' }),
      'SAVE_THE_DATE',
      false,
    );
    const zoe = rowOf('Zoé Laurent') as HTMLElement;
    fireEvent.click(within(zoe).getByRole('button', { name: 'Delete Zoé Laurent' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Zoé Laurent' }));
    expect(within(zoe).getByRole('button', { name: 'Add to party Zoé Laurent' })).toBeTruthy();
  });

  it('selects every guest shown from its header box', () => {
    const handlers = renderTable();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every guest shown' }));
    expect(handlers.onSelect).toHaveBeenCalledWith(new Set([claire.id, lea.id, zoe.id]));
  });
});
