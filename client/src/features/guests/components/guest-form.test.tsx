import type { Api } from '@riviera/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminKeys } from '../../../lib/graphql/admin-query';
import {
  CreateGuestDocument,
  GetGuestStatsDocument,
  GetGuestsDocument,
} from '../../../lib/graphql/operations.generated';
import { answerOperation, network } from '../../../test/network';
import { testGuest } from '../../../test/guest';
import { renderWithClient } from '../../../test/render';
import type { Guest } from '../api/guest-cache';
import { useGuests, useGuestStats } from '../api/get-guests';
import { AddGuestDialog } from './guest-dialogs';
import { GuestForm } from './guest-form';

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Hélène Dupont as the server stores her, on the shared test guest (client/src/test/guest.ts). */
const guest = (overrides: Partial<Guest>): Guest =>
  testGuest('Hélène Dupont', {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'helene@example.com',
    invitationCode: 'FJ9K8E',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    partyId: '10000000-0000-4000-8000-000000000001',
    ...overrides,
  });

const stats = (totalGuests: number): Api.GuestStats => ({
  totalGuests,
  plusOnesAllowed: 1,
  saveTheDatesSent: 0,
  formalInvitesSent: 0,
  addressesCollected: 0,
  awaitingReply: totalGuests,
  parties: totalGuests,
  children: 0,
});

describe('the guest form', () => {
  it('says what is missing with the specification’s messages, and sends nothing until it is fixed', () => {
    const onSubmit = vi.fn();
    renderWithClient(
      <GuestForm
        pending={false}
        failure={null}
        submitLabel="Add guest"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByLabelText('Plus-one allowed'));
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Plus one name is required when plus one is allowed')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    expect(onSubmit).not.toHaveBeenCalled();

    // A message goes as soon as its field is edited; a bad address gets its own.
    type('Name', 'Ada Lovelace');
    expect(screen.queryByText('Name is required')).toBeNull();
    type('Email', 'ada-at-example');
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));

    // Unchecking the plus-one clears its name.
    type('Plus-one name', 'Charles');
    fireEvent.click(screen.getByLabelText('Plus-one allowed'));
    expect((field('Plus-one name') as HTMLInputElement).value).toBe('');
    type('Email', 'ada@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        plusOneAllowed: false,
        plusOneName: '',
        language: 'en',
      }),
    );
  });
});

describe('adding a guest the lookup could confuse or never find', () => {
  it('says a name is already on the list and asks to add anyway; says a one-word name answers by code', () => {
    const onSubmit = vi.fn();
    renderWithClient(
      <GuestForm
        existingNames={['Hélène Dupont', 'Liam O’Brien']}
        pending={false}
        failure={null}
        submitLabel="Add guest"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    type('Name', 'helene  DUPONT');
    type('Email', 'helene.two@example.com');
    expect(screen.getByRole('status').textContent).toBe(
      'Hélène Dupont is already on the list. A second guest of the same name answers with their invitation code, as the RSVP page cannot tell them apart by name.',
    );
    expect(screen.queryByRole('button', { name: 'Add guest' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'helene  DUPONT' }));

    type('Name', 'Madonna');
    expect(screen.queryByRole('status')).toBeNull();
    expect(field('Name').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/^A one-word name cannot be looked up on the RSVP page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add guest' })).toBeTruthy();
    type('Name', 'Madonna Ciccone');
    expect(screen.queryByText(/^A one-word name/)).toBeNull();
  });
});

describe('a guest invited by post', () => {
  it('needs no email once the hosts tick "No email: invited by post", which empties the email box', () => {
    const onSubmit = vi.fn();
    renderWithClient(
      <GuestForm
        pending={false}
        failure={null}
        submitLabel="Add guest"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    type('Name', 'Odile Marchand');
    type('Email', 'odile@');
    fireEvent.click(screen.getByLabelText('No email: invited by post'));
    expect((field('Email') as HTMLInputElement).value).toBe('');
    expect((field('Email') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: '', byPost: true }));
  });
});

describe('editing a member of a party', () => {
  const child = 'A child (may have no email, can choose the kids’ menu)';
  it('marks them a child, which takes their plus-one away; a guest alone is never asked', () => {
    const onSubmit = vi.fn();
    const form = (inParty: boolean) => (
      <GuestForm
        guest={guest({ plusOneAllowed: true, plusOneName: 'Marc Dupont' })}
        inParty={inParty}
        pending={false}
        failure={null}
        submitLabel="Save changes"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    );
    const { rerender } = renderWithClient(form(false));
    expect(screen.queryByLabelText(child)).toBeNull();
    rerender(form(true));
    fireEvent.click(screen.getByLabelText(child));
    expect((field('Plus-one allowed') as HTMLInputElement).disabled).toBe(true);
    expect((field('Plus-one allowed') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ child: true, plusOneAllowed: false, plusOneName: '' }),
    );
  });
});

/** jsdom has no modal dialogs: a dialog only opens (the browser's own is in the browser tests). */
function openDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

/** The list and the counts as the dashboard holds them, and the dialog that adds a guest. */
function GuestsAndDialog({ onDone }: { onDone(message: string): void }) {
  const guests = useGuests('token');
  const counts = useGuestStats('token');
  return (
    <>
      <p>{`${guests.data?.length ?? '…'} guests: ${guests.data?.map((one) => one.invitationCode).join(', ') ?? ''}`}</p>
      <p>{`${counts.data?.totalGuests ?? '…'} in the counts`}</p>
      <AddGuestDialog token="token" existingNames={[]} onClose={vi.fn()} onDone={onDone} />
    </>
  );
}

describe('adding a guest', () => {
  it('puts the guest the server stored in the list, and fetches again only the counts', async () => {
    openDialogs();
    const asked: string[] = [];
    let created: unknown;
    network.use(
      answerOperation(GetGuestsDocument, () => {
        asked.push('GetGuests');
        return { data: { guests: [guest({})] } };
      }),
      answerOperation(GetGuestStatsDocument, () => {
        asked.push('GetGuestStats');
        return { data: { guestStats: stats(asked.includes('CreateGuest') ? 2 : 1) } };
      }),
      answerOperation(CreateGuestDocument, (variables) => {
        asked.push('CreateGuest');
        created = variables.input;
        const stored = guest({
          id: '00000000-0000-4000-8000-000000000002',
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          invitationCode: 'ADA234',
        });
        return {
          data: {
            createGuest: {
              success: true,
              message: 'Ada Lovelace was added to the guest list.',
              errors: [],
              guest: stored,
            },
          },
        };
      }),
    );
    const onDone = vi.fn();
    const { queryClient } = renderWithClient(<GuestsAndDialog onDone={onDone} />);
    await screen.findByText('1 guests: FJ9K8E');
    await screen.findByText('1 in the counts');

    type('Name', ' Ada Lovelace ');
    type('Email', 'ada@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Ada Lovelace was added to the guest list.'));
    expect(created).toMatchObject({ name: ' Ada Lovelace ', email: 'ada@example.org' });
    // The code only the server knew is in the list, which was not fetched again; the counts were.
    await screen.findByText('2 guests: FJ9K8E, ADA234');
    await screen.findByText('2 in the counts');
    expect(asked).toEqual(['GetGuests', 'GetGuestStats', 'CreateGuest', 'GetGuestStats']);
    expect(queryClient.getQueryState(adminKeys.rsvps)).toBeUndefined();
  });

  it('keeps the form open with the server’s refusal', async () => {
    openDialogs();
    network.use(
      answerOperation(GetGuestsDocument, () => ({ data: { guests: [] } })),
      answerOperation(GetGuestStatsDocument, () => ({ data: { guestStats: stats(0) } })),
      answerOperation(CreateGuestDocument, () => ({
        data: {
          createGuest: {
            success: false,
            message: 'No free invitation code could be found. Please try again.',
            errors: [],
            guest: null,
          },
        },
      })),
    );
    const onDone = vi.fn();
    renderWithClient(<GuestsAndDialog onDone={onDone} />);
    await screen.findByText('0 in the counts');
    type('Name', 'Ada Lovelace');
    type('Email', 'ada@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No free invitation code could be found. Please try again.',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText(/^0 guests:/)).toBeTruthy();
  });
});
