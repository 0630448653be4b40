import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeAnnouncement } from './change-announcement';

describe('the ready notice of a moved event', () => {
  it('shows both sentences and copies the one asked for', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ChangeAnnouncement announcementEn="Dinner now at 7:30 PM." announcementFr="Dîner à 19 h 30." />);
    expect(screen.getByText('Dinner now at 7:30 PM.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the French' }));
    expect(writeText).toHaveBeenCalledWith('Dîner à 19 h 30.');
    expect(
      await screen.findByText('The French notice is copied: paste it into the notice form.'),
    ).toBeTruthy();
  });

  it('shows nothing for a version that moved no event', () => {
    const { container } = render(<ChangeAnnouncement announcementEn={null} announcementFr={null} />);
    expect(container.innerHTML).toBe('');
  });
});
