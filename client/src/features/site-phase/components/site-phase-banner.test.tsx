import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HostsSitePhaseDocument, SwitchSitePhaseDocument } from '../../../lib/graphql/operations.generated';
import { answerOperation, network } from '../../../test/network';
import { renderWithClient } from '../../../test/render';
import { SitePhaseBanner } from './site-phase-banner';

/** jsdom has no modal dialogs: a dialog only opens (the browser's own is in the browser tests). */
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

const lastDay = () => new Date('2026-05-16T21:00:00Z');
const dayAfter = () => new Date('2026-05-16T22:30:00Z');

describe('the hosts’ banner of the site’s phase (ADR 083)', () => {
  it('says nothing until the weekend is over, then offers to switch, and asks first', async () => {
    let phase: 'BEFORE' | 'AFTER' = 'BEFORE';
    network.use(
      answerOperation(HostsSitePhaseDocument, () => ({ data: { album: { phase } } })),
      answerOperation(SwitchSitePhaseDocument, (variables) => {
        phase = variables.phase;
        return { data: { setSitePhase: { success: true, message: null, album: { phase } } } };
      }),
    );
    const before = renderWithClient(<SitePhaseBanner token="t" onNotice={vi.fn()} now={lastDay} />);
    await waitFor(() => expect(before.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'After the wedding' })).toBeNull();
    before.unmount();

    const notice = vi.fn();
    renderWithClient(<SitePhaseBanner token="t" onNotice={notice} now={dayAfter} />);
    const banner = await screen.findByRole('region', { name: 'After the wedding' });
    expect(banner.textContent).toContain('The weekend is over');
    fireEvent.click(screen.getByRole('button', { name: 'Switch the site to after the wedding' }));
    expect(screen.getByRole('alertdialog', { name: 'Switch the site to after the wedding?' })).toBeTruthy();
    expect(phase).toBe('BEFORE');
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await waitFor(() =>
      expect(notice).toHaveBeenCalledWith('The site now thanks the guests: answers are closed.'),
    );
    expect(phase).toBe('AFTER');
    expect(screen.getByRole('region', { name: 'After the wedding' }).textContent).toContain(
      'The site thanks the guests',
    );
    expect(screen.getByRole('button', { name: 'Switch back to before the wedding' })).toBeTruthy();
  });
});
