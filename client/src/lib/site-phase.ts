import { SITE_PHASE_FIELD } from '@riviera/contract';
import { useEffect, useState } from 'react';
import { published } from './published-content';

/** The site's phase (DESIGN 3.8), as `GET /api/site-phase` tells the guest pages (ADR 083). */
export type SitePhase = 'BEFORE' | 'AFTER';

/**
 * Asked once per visit, with a plain fetch (no react-query: guest pages keep their first download
 * small); undefined when no answer came (offline, a fault).
 */
let asked: Promise<SitePhase | undefined> | undefined;
function sitePhase(): Promise<SitePhase | undefined> {
  asked ??= fetch('/api/site-phase', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return undefined;
      const body = (await response.json()) as { phase?: unknown };
      return body.phase === 'AFTER' ? ('AFTER' as const) : ('BEFORE' as const);
    })
    .catch(() => undefined);
  return asked;
}

/**
 * The phase as the page carries it (a page the server rendered again, ADR 079) or, for the build's
 * own pages, once the server has told it: undefined until then (and in the build's pre-rendered
 * page), so a form is never drawn and then taken away after the wedding (ADR 058, 083). The server
 * is asked in either case: a page kept from before a switch follows it.
 */
export function useSitePhase(): SitePhase | undefined {
  const [phase, setPhase] = useState<SitePhase | undefined>(pagePhase);
  useEffect(() => {
    let live = true;
    // No answer keeps the page's phase, else BEFORE: the forms as ever, and the server still
    // refuses an answer after the wedding with its sentence.
    void sitePhase().then((told) => {
      if (live) setPhase(told ?? pagePhase() ?? 'BEFORE');
    });
    return () => {
      live = false;
    };
  }, []);
  return phase;
}

/** The phase written into the page's published values, if the page has it. */
function pagePhase(): SitePhase | undefined {
  const told = published(SITE_PHASE_FIELD, '');
  return told === 'AFTER' || told === 'BEFORE' ? told : undefined;
}
