import { travelFormCopy } from '@edition/travel-form';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../../components/ui/spinner';
import { useHydrated } from '../../../../lib/use-hydrated';
import { useSitePhase } from '../../../../lib/site-phase';
import { WeekendOver } from '../../../../components/ui/weekend-over';
import { afterWeddingCopy } from '@edition/after-wedding';
import type * as Steps from './travel-steps';
import '../../../../components/ui/guest-form.css';

/** Every step of the page: its own chunk; a failed download (the phone offline) is tried again. */
let travelSteps: Promise<typeof Steps> | undefined;
function loadTravelSteps() {
  travelSteps ??= import('./travel-steps').catch((error: unknown) => {
    travelSteps = undefined;
    throw error;
  });
  return travelSteps;
}
const TravelSteps = lazy(loadTravelSteps);

/**
 * /rsvp/travel?code=CODE (ADR 049): the party's travel, opened with any member's code; no
 * code, the code typed. The steps come in a chunk of their own once the page runs: the pre-rendered
 * page is its title and introduction, a guest without JavaScript is told it needs it.
 */
export function TravelFlow() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // After the wedding (the hosts' phase, ADR 083) the page says so in place of the form; until the
  // phase is told, the steps' spinner, as while their chunk arrives.
  const phase = useSitePhase();
  const loading = <Spinner label={travelFormCopy.code.loading} />;
  // The steps arrive after the pre-rendered page is painted: their room is kept from the start (a
  // screen's height), so the footer below never jumps when they come.
  return (
    <div className="rsvp-travel-flow">
      {phase === 'AFTER' ? (
        <WeekendOver>{afterWeddingCopy.travel}</WeekendOver>
      ) : hydrated && phase === 'BEFORE' ? (
        <Suspense fallback={loading}>
          <TravelSteps
            invitationCode={params.get('code') ?? undefined}
            onCode={(code) => setParams({ code })}
          />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
