import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorList } from './error-list';

describe('a form’s refusals', () => {
  it('reads out each sentence on its own line, and shows nothing when there is none', () => {
    const { rerender } = render(
      <ErrorList errors={['Write the notice in English.', 'Choose the event this notice is for.']} />,
    );
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Write the notice in English.',
      'Choose the event this notice is for.',
    ]);
    rerender(<ErrorList errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
