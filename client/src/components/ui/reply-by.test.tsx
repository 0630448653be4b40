import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** ReplyBy asks the server once per page load, so each case loads a fresh copy of the module. */
async function renderWith(answer: { deadline: string | null }) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))),
  );
  const { ReplyBy } = await import('./reply-by');
  return render(<ReplyBy />);
}

describe('ReplyBy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the last day to reply, as a day in Paris', async () => {
    // 23:59 on 15 April in Paris is already 16 April in UTC+10.
    await renderWith({ deadline: '2026-04-15T21:59:59.999Z' });
    const time = await screen.findByText('Kindly reply by 15 April 2026');
    expect(time.getAttribute('datetime')).toBe('2026-04-15T21:59:59.999Z');
  });

  it('keeps its band empty, not absent, without a deadline, so nothing below it moves', async () => {
    const { container } = await renderWith({ deadline: null });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const line = container.querySelector('p.reply-by');
    expect(line).not.toBeNull();
    expect(line?.textContent).toBe('');
  });
});
