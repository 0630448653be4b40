import { Router } from 'express';
import { pingDatabase, type Db } from '../db/database';

/** How long /readyz waits for the database before calling it unavailable. */
const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = pingDatabase(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process is alive. /readyz: it can serve, because the database answers. */
export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await databaseAnswers(db);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(
        ready
          ? { status: 'ready', database: 'ready' }
          : { status: 'unavailable', database: 'unavailable', error: 'The database does not answer.' },
      );
  });
  return router;
}
