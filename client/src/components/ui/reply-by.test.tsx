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

/** The page's clock at `iso`; only Date is faked, so the test library's own waits still run. */
const today = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

// 23:59 on 15 April in Paris is already 16 April in UTC+10.
const DEADLINE = '2026-04-15T21:59:59.999Z';

describe('ReplyBy', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.doUnmock('@edition/reply-by');
    vi.doUnmock('@edition/edition');
  });

  it('says the last day to reply, as a day in Paris', async () => {
    today('2026-03-01T10:00:00Z');
    await renderWith({ deadline: DEADLINE });
    const time = await screen.findByText('Kindly reply by 15 April 2026');
    expect(time.getAttribute('datetime')).toBe(DEADLINE);
  });

  it('still asks for a reply on the last day itself, in Paris', async () => {
    today('2026-04-15T21:59:00Z');
    await renderWith({ deadline: DEADLINE });
    expect(await screen.findByText('Kindly reply by 15 April 2026')).not.toBeNull();
  });

  it('says RSVPs are closed once the deadline has passed, not "Kindly reply by"', async () => {
    today('2026-04-15T22:00:00Z');
    await renderWith({ deadline: DEADLINE });
    const time = await screen.findByText('RSVPs closed on 15 April 2026');
    expect(time.getAttribute('datetime')).toBe(DEADLINE);
    expect(screen.queryByText(/Kindly reply/)).toBeNull();
  });

  it('says so in French on the French pages', async () => {
    vi.doMock('@edition/reply-by', () => import('@riviera/content/fr/reply-by'));
    vi.doMock('@edition/edition', () => import('@riviera/content/fr/edition'));
    today('2026-03-01T10:00:00Z');
    await renderWith({ deadline: DEADLINE });
    expect(await screen.findByText('Réponse souhaitée au plus tard le 15 avril 2026')).not.toBeNull();
    today('2026-05-01T10:00:00Z');
    await renderWith({ deadline: DEADLINE });
    expect(await screen.findByText('La date limite de réponse était le 15 avril 2026')).not.toBeNull();
  });

  it('keeps its band empty, not absent, without a deadline, so nothing below it moves', async () => {
    const { container } = await renderWith({ deadline: null });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const line = container.querySelector('p.reply-by');
    expect(line).not.toBeNull();
    expect(line?.textContent).toBe('');
  });
});
