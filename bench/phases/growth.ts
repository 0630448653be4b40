import { gzipSync } from 'node:zlib';
import { adminRequest, ADMIN_QUERIES, logIn, type AdminQuery } from '../lib/admin-api';
import type { BenchPostgres } from '../lib/database';
import { say } from '../lib/progress';
import { seedGuests } from '../lib/seed';
import { startSite } from '../lib/site-server';
import { median, percentile, round } from '../lib/stats';
import { measureAdminList, type AdminListFigures } from './admin-list';
import { prepareSeating, type SeatingFillFigures } from '../seating';
import { timePublish, type PublishFigures } from '../publish';
import { timeAlbumUpload, type AlbumUploadFigures } from '../album-upload';

export const GROWTH_SIZES = [150, 1_500, 15_000] as const;

export interface GrowthMeasure {
  guests: number;
  query: AdminQuery;
  requests: number;
  /** One request at a time on loopback: the server's time to answer. */
  medianMs: number;
  p95Ms: number;
  /** The JSON as the standalone server sends it, and gzipped as nginx sends it (level 6). */
  bytes: number;
  gzipBytes: number;
  /** Queries per request, counted by pg_stat_statements (BEGIN/COMMIT and background left out). */
  statements: number;
  /** Each counted statement and how many times it ran per request, to see what the count is made of. */
  statementDetail: { query: string; perRequest: number }[];
}

export interface GrowthResult {
  measures: GrowthMeasure[];
  adminList?: AdminListFigures;
  seatingFill?: SeatingFillFigures[];
  /** A publish of every guest page, at the smallest size (the pages do not grow with the list). */
  publish?: PublishFigures;
  /** A 4 MB photo sent to the album, at the smallest size (after the hosts' queries are counted). */
  albumUpload?: AlbumUploadFigures;
}

/** Fewer timed requests for the big list: each one is slow, and the median settles quickly. */
const requestsFor = (guests: number) => (guests >= 15_000 ? 5 : 20);

/**
 * The hosts' queries at 150, 1,500 and 15,000 guests with answers for half of them, each size
 * its own database and server: time per request, bytes, and SQL statements per request, which must
 * not grow with the list (no query per guest). At the largest size, the guest list in Chromium.
 */
export async function runGrowth(postgres: BenchPostgres, withBrowser: boolean): Promise<GrowthResult> {
  const measures: GrowthMeasure[] = [];
  let adminList: AdminListFigures | undefined;
  const seatingFill: SeatingFillFigures[] = [];
  let publish: PublishFigures | undefined;
  let albumUpload: AlbumUploadFigures | undefined;
  for (const guests of GROWTH_SIZES) {
    const name = `bench_growth_${guests}`;
    const url = await postgres.createDatabase(name);
    const seeded = Date.now();
    await seedGuests(url, guests);
    say(`growth: ${guests} guests seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const site = await startSite(name, url);
    try {
      const token = await logIn(site.url);
      const fill = await prepareSeating(site.url, token, guests);
      if (fill) seatingFill.push(fill);
      if (guests === GROWTH_SIZES[0]) publish = await timePublish(site.url, token, guests);
      const counter = postgres.statements(name);
      for (const query of Object.keys(ADMIN_QUERIES) as AdminQuery[]) {
        const sent = await adminRequest(site.url, token, query);
        const send = () =>
          fetch(`${site.url}${sent.path}`, { method: 'POST', headers: sent.headers, body: sent.body });
        for (let i = 0; i < 3; i += 1) await (await send()).arrayBuffer();
        const requests = requestsFor(guests);
        await counter.reset();
        const times: number[] = [];
        let body = '';
        for (let i = 0; i < requests; i += 1) {
          const started = performance.now();
          const response = await send();
          body = await response.text();
          times.push(performance.now() - started);
          if (!response.ok || body.includes('"errors"'))
            throw new Error(`${query} failed: ${body.slice(0, 300)}`);
        }
        const counted = await counter.read();
        const statements = counted.reduce((sum, row) => sum + row.calls, 0) / requests;
        const measure: GrowthMeasure = {
          guests,
          query,
          requests,
          medianMs: round(median(times), 1),
          p95Ms: round(percentile(times, 95), 1),
          bytes: Buffer.byteLength(body),
          gzipBytes: gzipSync(body, { level: 6 }).length,
          statements: round(statements, 2),
          statementDetail: counted.map((row) => ({
            query: row.query.slice(0, 200),
            perRequest: round(row.calls / requests, 2),
          })),
        };
        measures.push(measure);
        say(
          `growth ${guests} guests, ${query}: ${measure.medianMs} ms, ${(measure.bytes / 1000).toFixed(1)} KB, ` +
            `${measure.statements} SQL statements per request`,
        );
      }
      // Last at its size: it switches the site to after the wedding.
      if (guests === GROWTH_SIZES[0]) albumUpload = await timeAlbumUpload(site.url, token);
      if (withBrowser && guests === GROWTH_SIZES[GROWTH_SIZES.length - 1]) {
        adminList = await measureAdminList(site, guests);
      }
    } finally {
      await site.stop();
    }
  }
  return {
    measures,
    seatingFill,
    ...(publish ? { publish } : {}),
    ...(albumUpload ? { albumUpload } : {}),
    ...(adminList ? { adminList } : {}),
  };
}
