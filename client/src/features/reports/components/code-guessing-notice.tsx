import { adminCopy } from '@riviera/content/en/admin';
import { formatDateTime } from '../../../lib/admin/format';
import { useCodeGuessing } from '../api/get-code-guessing';

/** Shown from this share of the site's ceiling of wrong codes an hour: a guest's typos stay far below. */
const NOTICE_SHARE = 0.1;

/**
 * Tells the hosts when someone is guessing invitation codes, and when the site is past its ceiling
 * and slows each address down (ADR 069). Nothing while all is quiet, or while it cannot be read.
 */
export function CodeGuessingNotice({ token }: { token: string }) {
  const { data } = useCodeGuessing(token);
  if (!data || (data.failed < data.ceiling * NOTICE_SHARE && !data.alertUntil)) return null;
  const copy = adminCopy.codeGuessing;
  return (
    <p className="admin-warning">
      {data.alertUntil
        ? copy.alert(data.failed, formatDateTime(data.alertUntil))
        : copy.guessing(data.failed, data.ceiling)}
    </p>
  );
}
