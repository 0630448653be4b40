import { sitePhaseCopy as copy } from '@riviera/content/en/admin/site-phase';
import type { Api } from '@riviera/contract';
import { useState } from 'react';
import { Dialog } from '../../../components/admin/dialog';
import { weekendIsOver } from '../../../lib/weekend-over';
import { useSitePhaseForHosts, useSwitchSitePhase } from '../api/site-phase';

interface SitePhaseBannerProps {
  token: string;
  onNotice(message: string): void;
  /** The clock; a test holds it. */
  now?: () => Date;
}

/**
 * The top of the hosts' area (DESIGN 3.8, ADR 083). The hosts choose the phase, the clock only
 * nudges: once the weekend is over and the site is still BEFORE, a banner offers to switch it to
 * after the wedding; in phase AFTER, a short line says the site thanks the guests and offers to
 * switch back. Each switch asks first. Nothing before the weekend is over, or while the phase
 * cannot be read.
 */
export function SitePhaseBanner({ token, onNotice, now = () => new Date() }: SitePhaseBannerProps) {
  const { data: phase } = useSitePhaseForHosts(token);
  const switchPhase = useSwitchSitePhase(token);
  const [asking, setAsking] = useState<Api.SitePhase | null>(null);
  const [failed, setFailed] = useState('');
  if (!phase || (phase === 'BEFORE' && !weekendIsOver(now()))) return null;

  const to: Api.SitePhase = phase === 'BEFORE' ? 'AFTER' : 'BEFORE';
  const confirm = () => {
    setFailed('');
    switchPhase.mutate(to, {
      onSuccess: (stored) => {
        setAsking(null);
        onNotice(stored === 'AFTER' ? copy.switchedAfter : copy.switchedBefore);
      },
      onError: (error) => setFailed(error.message || copy.failed),
    });
  };
  return (
    <section
      className={phase === 'BEFORE' ? 'admin-phase admin-phase--nudge' : 'admin-phase'}
      aria-label={copy.region}
    >
      {phase === 'BEFORE' ? (
        <>
          <h2 className="admin-phase__heading">{copy.overHeading}</h2>
          <p>{copy.over}</p>
        </>
      ) : (
        <p>{copy.after}</p>
      )}
      <button
        type="button"
        className={phase === 'BEFORE' ? 'button' : 'button button-quiet'}
        onClick={() => setAsking(to)}
      >
        {phase === 'BEFORE' ? copy.switchAfter : copy.switchBefore}
      </button>
      {asking ? (
        <Dialog
          role="alertdialog"
          title={asking === 'AFTER' ? copy.confirmAfterTitle : copy.confirmBeforeTitle}
          describedBy="admin-phase-confirm"
          onClose={() => setAsking(null)}
        >
          <p id="admin-phase-confirm">{asking === 'AFTER' ? copy.confirmAfter : copy.confirmBefore}</p>
          {failed ? (
            <p className="admin-error" role="alert">
              {failed}
            </p>
          ) : null}
          <div className="admin-dialog-actions">
            <button type="button" className="button button-quiet" onClick={() => setAsking(null)}>
              {copy.cancel}
            </button>
            <button type="button" className="button" disabled={switchPhase.isPending} onClick={confirm}>
              {switchPhase.isPending ? copy.switching : copy.confirm}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
