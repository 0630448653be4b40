import { useEffect, useState } from 'react';
import { formatLongDate } from '@riviera/contract';
import { edition } from '@edition/edition';
import { replyByCopy } from '@edition/reply-by';

/** The wedding is in France: the last day to reply is the day in Paris ('15 April 2026', « 1er avril 2026 »). */
const dateIn = (iso: string) => formatLongDate(new Date(iso), edition.language, 'Europe/Paris');

/**
 * RSVP_DEADLINE as the server tells it, asked once per visit. A plain fetch, not react-query: the
 * home page keeps react-query out of its first download.
 */
let asked: Promise<string | null> | undefined;
function deadline(): Promise<string | null> {
  asked ??= fetch('/api/rsvp/deadline', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as { deadline?: unknown };
      return typeof body.deadline === 'string' ? body.deadline : null;
    })
    .catch(() => null);
  return asked;
}

/**
 * "Kindly reply by 15 April 2026" when RSVP_DEADLINE is set, "RSVPs closed on 15 April 2026" once it
 * has passed. The line is a band in the gap above what follows it (the RSVP button, the RSVP form),
 * always there and empty until the server answers, so the date arriving after the pre-rendered page
 * never moves anything, and without a deadline the gap is simply a gap. `className` adds the place's
 * own look (`hero__reply-by` on the home page).
 */
export function ReplyBy({ className }: { className?: string }) {
  const [deadlineLine, setLine] = useState<{ iso: string; closed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    void deadline().then((iso) => {
      // Past it, the form refuses answers: the line says replies are closed.
      if (live && iso) setLine({ iso, closed: Date.now() > Date.parse(iso) });
    });
    return () => {
      live = false;
    };
  }, []);
  const say = deadlineLine?.closed ? replyByCopy.closed : replyByCopy.replyBy;
  return (
    <p className={className ? `reply-by ${className}` : 'reply-by'}>
      {deadlineLine ? <time dateTime={deadlineLine.iso}>{say(dateIn(deadlineLine.iso))}</time> : null}
    </p>
  );
}
