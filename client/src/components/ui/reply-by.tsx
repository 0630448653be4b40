import { useQuery } from '@tanstack/react-query';
import { replyByCopy } from '../../content/en/reply-by';

/** The wedding is in France: the last day to reply is the day in Paris. */
const dateIn = (iso: string) =>
  new Intl.DateTimeFormat(replyByCopy.locale, { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(
    new Date(iso),
  );

async function fetchDeadline(): Promise<string | null> {
  const response = await fetch('/api/rsvp/deadline', { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { deadline?: unknown };
  return typeof body.deadline === 'string' ? body.deadline : null;
}

/** "Kindly reply by 15 April 2026" when RSVP_DEADLINE is set; nothing otherwise. */
export function ReplyBy({ className }: { className?: string }) {
  const deadline = useQuery({
    queryKey: ['rsvp-deadline'],
    queryFn: fetchDeadline,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!deadline.data) return null;
  return (
    <p className={className ?? 'reply-by'}>
      <time dateTime={deadline.data}>{replyByCopy.replyBy(dateIn(deadline.data))}</time>
    </p>
  );
}
