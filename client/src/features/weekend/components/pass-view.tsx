import { formatEventDay, formatTime } from '@riviera/contract';
import { edition } from '@edition/edition';
import { weekendCopy } from '@edition/weekend';
import { useWeekendPass } from '../api/get-weekend-pass';
import { localMoment } from '../lib/timeline';
import { CodeForm } from './code-form';
import { PassDetails } from './pass-details';

/** "Thursday 14 May, 10:42 AM" (« jeudi 14 mai, 10 h 42 »), by the phone's clock. */
function updatedWhen(iso: string): string {
  const { date, time } = localMoment(iso);
  return `${formatEventDay(date, edition.language)}, ${formatTime(time, edition.language)}`;
}

/**
 * The pass for a code: the server's answer, saved on the phone at each visit; while it comes, and
 * whenever it cannot come, the copy saved last, with when it was brought up to date.
 */
export function PassView({ code, onCode }: { code: string; onCode(code: string): void }) {
  const { outcome, pending, retry } = useWeekendPass(code);

  if (!outcome) {
    return (
      <p className="weekend-status" role="status">
        {pending ? weekendCopy.loading : weekendCopy.failed}
      </p>
    );
  }
  if (outcome.status === 'unknown') {
    return (
      <>
        <p className="weekend-status weekend-status--problem" role="alert">
          {weekendCopy.unknownCode}
        </p>
        {/* The code as typed, to be corrected rather than typed again. */}
        <CodeForm onCode={onCode} initial={code} />
      </>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <div className="weekend-status weekend-status--problem" role="alert">
        <p>{outcome.message ?? weekendCopy.failed}</p>
        <button className="button" type="button" onClick={retry}>
          {weekendCopy.retry}
        </button>
      </div>
    );
  }
  const offline = outcome.status === 'saved' && !pending;
  return (
    <>
      <div className="weekend-status" role="status">
        <p className="weekend-status__updated">{weekendCopy.updated(updatedWhen(outcome.savedAt))}</p>
        {pending ? <p>{weekendCopy.loading}</p> : null}
        {offline ? (
          <>
            <p>{weekendCopy.offline}</p>
            <button className="button" type="button" onClick={retry}>
              {weekendCopy.retry}
            </button>
          </>
        ) : null}
      </div>
      <PassDetails pass={outcome.pass} />
    </>
  );
}
