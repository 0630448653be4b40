import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MailPreviewDocument, SendGuestMailDocument } from '../../../lib/graphql/operations.generated';
import { answerOperation, network } from '../../../test/network';
import { renderWithClient } from '../../../test/render';
import { testGuest } from '../../../test/guest';
import { SendMailDialog } from './send-mail-dialog';

/** jsdom has no modal dialogs: a dialog only opens (the browser's own is in the browser tests). */
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

describe('the send dialog', () => {
  it('previews the message in each language of the selection, and says who will be skipped and why', async () => {
    const previewed: string[] = [];
    network.use(
      answerOperation(MailPreviewDocument, (variables) => {
        previewed.push(variables.guestId);
        return {
          data: {
            mailPreview: {
              success: true,
              message: null,
              mail: {
                subject: `Subject for ${variables.guestId}`,
                to: 'x',
                text: 'text',
                htmlUrl: '/x',
                arrived: false,
              },
            },
          },
        };
      }),
    );
    const family = { partyId: 'dupont', partyName: 'The Dupont family' };
    const guests = [
      testGuest('Léa Dupont', { ...family, child: true, email: null, language: 'fr' }),
      testGuest('Odile Marchand', { email: null }),
      testGuest('Claire Dupont', { ...family, language: 'fr' }),
      testGuest('Ana Lima'),
      testGuest('Bo Chen'),
    ];
    renderWithClient(<SendMailDialog token="token" guests={guests} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Preview for Ana Lima' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Preview for Claire Dupont' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /^Preview for / })).toHaveLength(2);
    await waitFor(() => expect(previewed.sort()).toEqual(['Ana Lima', 'Claire Dupont']));
    expect(
      screen.getByText(
        "1 selected guest is a child: their party's adults get the message for them: Léa Dupont.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('1 selected guest has no email address and will be skipped: Odile Marchand.'),
    ).toBeTruthy();
  });

  it('once the weekend is over, asks before sending an invitation or a reminder, and sends if the hosts say so', async () => {
    const sent: string[] = [];
    network.use(
      answerOperation(MailPreviewDocument, () => ({
        data: { mailPreview: { success: false, message: 'No preview here.', mail: null } },
      })),
      answerOperation(SendGuestMailDocument, (variables) => {
        sent.push(variables.kind);
        return {
          data: {
            sendGuestMail: { success: true, message: '1 invitation on the way.', queued: 1, skipped: [] },
          },
        };
      }),
    );
    const done = vi.fn();
    // The hosts' clock, held: the day after the weekend's last day, in Paris (ADR 083).
    const after = () => new Date('2026-05-17T08:00:00Z');
    const dialog = renderWithClient(
      <SendMailDialog
        token="token"
        guests={[testGuest('Ana Lima')]}
        onClose={vi.fn()}
        onDone={done}
        now={after}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toContain('The weekend is over. Send anyway?');
    fireEvent.click(screen.getByRole('button', { name: 'Don’t send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('1 invitation on the way.'));
    expect(sent).toEqual(['INVITATION']);
    dialog.unmount();

    // On the weekend's last day in Paris: sent at once, as before.
    const lastDay = () => new Date('2026-05-16T21:00:00Z');
    renderWithClient(
      <SendMailDialog
        token="token"
        guests={[testGuest('Ana Lima')]}
        onClose={vi.fn()}
        onDone={done}
        now={lastDay}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['INVITATION', 'INVITATION']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
