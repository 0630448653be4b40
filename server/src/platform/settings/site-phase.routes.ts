import { Router } from 'express';
import type { Db } from '../db/database';
import { readSitePhase } from './site-phase';

/**
 * `GET /api/site-phase`: `{ "phase": "BEFORE" | "AFTER" }`, the one fact of the hosts' settings a
 * guest page needs to say the weekend is over in place of its form (ADR 083). Asked each visit
 * (no-cache): the hosts' switch shows at once.
 */
export function sitePhaseRoutes(db: Db): Router {
  const router = Router();
  router.get('/api/site-phase', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ phase: await readSitePhase(db) });
  });
  return router;
}
