import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../../../../tests/setup/fail-on-console-error';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('shows a sentence and a reload button instead of a blank page', () => {
    render(
      <ErrorBoundary resetKey="/events">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    // React and the boundary both report the failure to the console; that is expected here.
    expect(takeConsoleErrors().length).toBeGreaterThan(0);
  });

  it('clears the error when the route changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/events">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/accommodations">
        <p>Hotels</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Hotels')).toBeTruthy();
    takeConsoleErrors();
  });
});
