import { adminCopy } from '@riviera/content/en/admin';
import { formatDateTime } from '../../../lib/admin/format';
import { useCodeGuessing } from '../api/get-code-guessing';

/** Shown from this share of the site's ceiling of wrong codes an hour: a guest's typos stay far below. */
const NOTICE_SHARE = 0.1;

/**
 * Tells the hosts when someone is guessing invitation codes, and when code lookups are refused to
 * everyone for it (ADR 008). Nothing while all is quiet, or while it cannot be read.
 */
export function CodeGuessingNotice({ token }: { token: string }) {
  const { data } = useCodeGuessing(token);
  if (!data || (data.failed < data.ceiling * NOTICE_SHARE && !data.refusedUntil)) return null;
  const copy = adminCopy.codeGuessing;
  return (
    <p className="admin-warning">
      {data.refusedUntil
        ? copy.refused(data.failed, formatDateTime(data.refusedUntil))
        : copy.guessing(data.failed, data.ceiling)}
    </p>
  );
}
