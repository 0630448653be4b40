import { weddingTimeZone } from '@riviera/content/wedding';
import { adminCopy } from '@riviera/content/en/admin';
import { useTravelDeadline } from '../../api/travel-board';
import { parisWhen } from '../../lib/paris-time';

const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: weddingTimeZone,
});

/**
 * On the dashboard, once the travel deadline has passed by the clock (ADR 074): guests can no
 * longer give or change their travel, which the hosts would otherwise learn from a guest. A short
 * line beside the counts' heading, the whole sentence in its title; nothing before the deadline,
 * or while it cannot be read.
 */
export function TravelDeadlineNotice({ token, now = () => new Date() }: { token: string; now?: () => Date }) {
  const { data } = useTravelDeadline(token);
  if (!data || new Date(data).getTime() > now().getTime()) return null;
  return (
    <p className="admin-status" title={adminCopy.travel.deadlinePassedTitle(parisWhen(data))}>
      {adminCopy.travel.deadlinePassedNotice(shortDay.format(new Date(data)))}
    </p>
  );
}
