import { adminCopy } from '@riviera/content/en/admin';
import { useTravelDeadline } from '../../api/travel-board';
import { parisWhen } from '../../lib/paris-time';

/**
 * On the dashboard, once the travel deadline has passed by the clock (ADR 074): guests can no
 * longer give or change their travel, which the hosts would otherwise learn from a guest. Nothing
 * before it, or while the deadline cannot be read.
 */
export function TravelDeadlineNotice({ token, now = () => new Date() }: { token: string; now?: () => Date }) {
  const { data } = useTravelDeadline(token);
  if (!data || new Date(data).getTime() > now().getTime()) return null;
  return <p className="admin-warning">{adminCopy.travel.deadlinePassedNotice(parisWhen(data))}</p>;
}
