import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('an email address in the hosts’ lists', () => {
  it('may wrap after its "@" and before each dot, its text unchanged', () => {
    const { container } = render(
      <span>
        <EmailText email="jean-luc.moreau@mail.example.com" />
      </span>,
    );
    expect(container.textContent).toBe('jean-luc.moreau@mail.example.com');
    expect(container.querySelector('span')?.innerHTML).toBe(
      'jean-luc<wbr>.moreau@<wbr>mail<wbr>.example<wbr>.com',
    );
  });
});
