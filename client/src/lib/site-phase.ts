import { useEffect, useState } from 'react';

/** The site's phase (DESIGN 3.8), as `GET /api/site-phase` tells the guest pages (ADR 083). */
export type SitePhase = 'BEFORE' | 'AFTER';

/**
 * Asked once per visit, with a plain fetch (no react-query: guest pages keep their first download
 * small). No answer (offline, a fault) is phase BEFORE: the forms as ever, and the server still
 * refuses an answer after the wedding with its sentence.
 */
let asked: Promise<SitePhase> | undefined;
export function sitePhase(): Promise<SitePhase> {
  asked ??= fetch('/api/site-phase', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return 'BEFORE' as const;
      const body = (await response.json()) as { phase?: unknown };
      return body.phase === 'AFTER' ? 'AFTER' : 'BEFORE';
    })
    .catch(() => 'BEFORE' as const);
  return asked;
}

/**
 * The phase once the server has told it; undefined before (and in the pre-rendered page), so a
 * form is never drawn and then taken away after the wedding (ADR 058, 083).
 */
export function useSitePhase(): SitePhase | undefined {
  const [phase, setPhase] = useState<SitePhase>();
  useEffect(() => {
    let live = true;
    void sitePhase().then((told) => {
      if (live) setPhase(told);
    });
    return () => {
      live = false;
    };
  }, []);
  return phase;
}
