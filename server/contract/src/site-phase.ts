/**
 * The key under which a page's published values carry the site's phase (DESIGN 3.8, ADR 079): set
 * to "AFTER" once the hosts switch the site to after the wedding, absent before. Not a content
 * field: the hosts choose it with setSitePhase, and every page is rendered again.
 */
export const SITE_PHASE_FIELD = 'site.phase';
