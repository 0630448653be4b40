import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testGuest as guest } from '../../../test/guest';
import { InvitationCards } from './invitation-cards';
import { PartyNamePreview } from './party-name-preview';

/** Printing one party's card, or a chosen few, and the party's name as its card prints it (ADR 074). */
const family = { partyId: 'dupont', partyName: 'la famille Dupont', language: 'fr' as const };
const guests = [
  guest('Claire Dupont', { ...family, invitationCode: 'DPNTAAAA', createdAt: '2026-01-02T00:00:00.000Z' }),
  guest('Marc Dupont', { ...family, invitationCode: 'DPNTBBBB', createdAt: '2026-01-03T00:00:00.000Z' }),
  guest('Hélène Martin', { plusOneAllowed: true, plusOneName: 'Marc Martin', invitationCode: 'MRTNAAAA' }),
  guest('Ana Silva', { partyName: 'The Silvas', invitationCode: 'SLVAAAAA' }),
];
// jsdom scrolls nothing: the page's scroll to the top is left out.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
const cards = () => screen.getAllByRole('listitem');
const names = () => cards().map((card) => card.querySelector('.invitation-card-name')?.textContent);

describe('the invitation cards page', () => {
  it('says one card per party and prints them all until some are chosen', () => {
    render(<InvitationCards guests={guests} onBack={vi.fn()} />);
    expect(screen.getByText(/^3 cards, one per party\./)).toBeTruthy();
    expect(names()).toEqual([
      'Bonjour la famille Dupont',
      'Dear Hélène Martin & Marc Martin',
      'Dear The Silvas',
    ]);
    expect(screen.getByRole('button', { name: 'Print cards' })).toBeTruthy();
  });

  it('prints only the cards chosen, and clears the choice', () => {
    render(<InvitationCards guests={guests} onBack={vi.fn()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Print this card (The Silvas)' }));
    expect(screen.getByRole('button', { name: 'Print the chosen card' })).toBeTruthy();
    const silvas = cards().find((card) => card.textContent.includes('The Silvas'));
    expect(silvas?.className).toContain('invitation-card-chosen');
    expect(screen.getByRole('list').className).toContain('invitation-card-list-chosen');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Print this card (la famille Dupont)' }));
    expect(screen.getByRole('button', { name: 'Print the 2 chosen cards' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the choice' }));
    expect(screen.getByRole('button', { name: 'Print cards' })).toBeTruthy();
    expect(screen.getByRole('list').className).not.toContain('invitation-card-list-chosen');
  });

  it('finds a party by any member’s name or code, accents aside, and keeps a chosen card in view', () => {
    render(<InvitationCards guests={guests} onBack={vi.fn()} />);
    const find = screen.getByLabelText('Find a party');
    fireEvent.change(find, { target: { value: 'marc' } });
    expect(names()).toEqual(['Bonjour la famille Dupont', 'Dear Hélène Martin & Marc Martin']);
    expect(screen.getByRole('button', { name: 'Print the 2 cards shown' })).toBeTruthy();
    fireEvent.change(find, { target: { value: 'helene' } });
    expect(names()).toEqual(['Dear Hélène Martin & Marc Martin']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Hélène Martin/ }));
    fireEvent.change(find, { target: { value: 'SLVA' } });
    expect(names()).toEqual(['Dear Hélène Martin & Marc Martin', 'Dear The Silvas']);
    fireEvent.change(find, { target: { value: 'nobody' } });
    expect(names()).toEqual(['Dear Hélène Martin & Marc Martin']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the choice' }));
    expect(screen.getByRole('status').textContent).toBe('No party matches this search.');
    expect(screen.getByRole('button', { name: 'Print cards' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the party’s name in its dialog', () => {
  it('shows the greeting as the card prints it, in the language of the card', () => {
    const members = guests.filter((member) => member.partyId === 'dupont');
    const { rerender } = render(<PartyNamePreview members={members} name="The Dupont family" />);
    const preview = screen.getByText('Bonjour The Dupont family');
    expect(preview.getAttribute('lang')).toBe('fr');
    expect(preview.parentElement?.textContent).toBe(
      'Printed on the card, in French: Bonjour The Dupont family',
    );
    rerender(<PartyNamePreview members={members} name="la famille Dupont" />);
    expect(screen.getByText('Bonjour la famille Dupont')).toBeTruthy();
    rerender(<PartyNamePreview members={[guests[3] ?? guest('x')]} name="The Silvas" />);
    expect(within(document.body).getByText('Dear The Silvas').getAttribute('lang')).toBe('en');
  });
});
