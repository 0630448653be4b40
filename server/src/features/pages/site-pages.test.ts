import { mkdtemp, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../../platform/db/database';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { createLogger } from '../../platform/logger';
import { CLIENT_DIST_DIR } from '../../platform/project-paths';
import { publish, saveDraft } from '../content/test/content-test-kit';
import { loadPageRenderer } from './page-renderer';
import { createSitePages } from './site-pages.service';

/**
 * A publish reaches the guests' pages (ADR 079): rendered again by the build's own SSR bundles into
 * a new release of the pages folder, switched in at once, served by the standalone server with
 * JavaScript off; a failure leaves the previous release served. Real PostgreSQL, the real build.
 */
const pagesDir = await mkdtemp(path.join(tmpdir(), 'riviera-pages-'));
afterAll(() => rm(pagesDir, { recursive: true, force: true }));
const logger = createLogger('silent');
let failNextRender = false;
const server = await startGraphqlServer(
  {},
  {
    clientDir: CLIENT_DIST_DIR,
    sitePages: (db) =>
      createSitePages({
        db,
        pagesDir,
        logger,
        // The build's renderer, with a fault a test can switch on: French fails after English.
        loadRenderer: async () => {
          const real = await loadPageRenderer();
          if (!real) throw new Error('Build the site first (npm run build): no kit.json.');
          return {
            ...real,
            async render(values) {
              const files = await real.render(values);
              if (failNextRender) throw new Error('injected: the renderer crashed half-way');
              return files;
            },
          };
        },
      }),
  },
);
const token = await server.login();
const page = async (address: string) => {
  const response = await fetch(`${server.url}${address}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};
const current = () => readlink(path.join(pagesDir, 'current'));

describe('publishing the content', () => {
  it('renders every page again into a new release and serves it, text as text', async () => {
    expect((await page('/faq')).html).not.toContain('Pack a light jacket');
    const saved = await saveDraft(server, token, [
      {
        key: 'questions.weather.answer',
        en: '<p>Pack a light jacket: <strong>evenings</strong> are cool.</p>',
        fr: '<p>Prévoyez une veste légère\u00a0: les soirées sont fraîches.</p>',
      },
      {
        key: 'questions.weather.question',
        en: 'Weather <script>alert(1)</script>?',
        fr: 'Quel temps\u202f?',
      },
    ]);
    expect(saved).toMatchObject({ success: true, errors: [] });
    const result = await publish(server, token);
    expect(result).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Version 1 is published/),
    });
    const release = await current();
    expect(release).toMatch(/^releases\/.+-v1-/);
    const written = await readFile(path.join(pagesDir, release, 'faq', 'index.html'), 'utf8');
    expect(written).toContain('Pack a light jacket: <strong>evenings</strong> are cool.');
    expect(written).toContain('Weather &lt;script&gt;alert(1)&lt;/script&gt;?');
    expect(written).not.toContain('<script>alert(1)');
    // The standalone server, as a guest without JavaScript gets it, in both languages.
    const english = await page('/faq');
    expect(english.status).toBe(200);
    expect(english.html).toContain('<strong>evenings</strong> are cool.');
    expect(english.html).toContain('<script type="application/json" id="published-content">');
    const french = await page('/fr/faq');
    expect(french.html).toContain('Prévoyez une veste légère');
    expect(french.html).toContain('<html lang="fr"');
  });

  it('keeps the previous release served when a render fails', async () => {
    const before = await current();
    await saveDraft(server, token, [{ key: 'home.kicker', en: 'Never shown', fr: 'Jamais montré' }]);
    failNextRender = true;
    const result = await publish(server, token);
    failNextRender = false;
    expect(result.message).toBe(
      "Version 2 is published, but the guests' pages could not be written again: they still show the previous version. Restart the server or publish again; the pages are rendered from what is published.",
    );
    expect(await current()).toBe(before);
    expect((await page('/')).html).not.toContain('Never shown');
    expect((await page('/faq')).html).toContain('<strong>evenings</strong> are cool.');
  });

  it('leaves the pages as they were when the database does not answer', async () => {
    const before = await current();
    const pool = createPool('postgres://nobody@127.0.0.1:1/none', createLogger('silent'), 1);
    const unreachable = createSitePages({ db: createDb(pool), pagesDir, logger });
    expect(await unreachable.rerender()).toBe(false);
    await pool.end();
    expect(await current()).toBe(before);
    expect((await page('/faq')).html).toContain('<strong>evenings</strong> are cool.');
  });

  it('shows the hosts a draft in the preview that the guests do not see', async () => {
    await saveDraft(server, token, [{ key: 'questions.intro', en: 'Drafted intro, not yet live.' }]);
    const preview = await server.gql<{ contentPreview: string }>(
      `query ($token: String!) { contentPreview(token: $token, path: "/faq") }`,
      { token },
    );
    expect(preview.body.data?.contentPreview).toContain('Drafted intro, not yet live.');
    expect((await page('/faq')).html).not.toContain('Drafted intro');
  });

  it('offers the hosts a ready notice of a moved event in both languages, none for an FAQ change', async () => {
    await saveDraft(server, token, [{ key: 'events.welcome-dinner.start', en: '2026-05-14T19:30' }]);
    expect((await publish(server, token)).success).toBe(true);
    const response = await server.gql<{
      contentHistory: { version: number; announcementEn: string | null; announcementFr: string | null }[];
    }>(
      `query ($token: String!) { contentHistory(token: $token) { version announcementEn announcementFr } }`,
      {
        token,
      },
    );
    const [moved, ...earlier] = response.body.data?.contentHistory ?? [];
    const place =
      'Villa Ephrussi de Rothschild (1 Avenue Ephrussi de Rothschild, 06230 Saint-Jean-Cap-Ferrat, France).';
    expect(moved?.version).toBe(3);
    expect(moved?.announcementEn).toBe(
      `Welcome Dinner now starts on Thursday 14 May at 7:30 PM, at ${place}`,
    );
    expect(moved?.announcementFr).toMatch(
      new RegExp(
        `^Dîner de bienvenue\u00a0: désormais le jeudi 14 mai à 19[\u00a0\u202f]h[\u00a0\u202f]30, à `,
      ),
    );
    expect(moved?.announcementFr?.endsWith(place)).toBe(true);
    expect(earlier.map((version) => version.announcementEn)).toEqual([null, null]);
    expect((await page('/events')).html).toContain('7:30');
  });

  it("writes the events' calendar files again, a moved event's SEQUENCE raised once per move", async () => {
    const calendar = async (address: string) => {
      const response = await fetch(`${server.url}${address}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      };
    };
    // Moved to 19:30 by the publish above (version 3): the files say so, in both languages.
    const moved = await calendar('/calendar/welcome-dinner.ics');
    expect(moved.status).toBe(200);
    expect(moved.type).toBe('text/calendar; charset=utf-8');
    expect(moved.text).toContain('DTSTART;TZID=Europe/Paris:20260514T193000');
    expect(moved.text).toContain('SEQUENCE:1');
    const french = await calendar('/fr/calendar/welcome-dinner.ics');
    expect(french.text).toContain('DTSTART;TZID=Europe/Paris:20260514T193000');
    expect(french.text).toContain('SEQUENCE:1');
    expect(french.text).toContain('Dîner de bienvenue');
    // The whole weekend's file carries it too; an event never moved has no SEQUENCE.
    const weekend = (await calendar('/calendar/aanya-julien-wedding-weekend.ics')).text;
    expect(weekend).toContain('DTSTART;TZID=Europe/Paris:20260514T193000');
    expect((await calendar('/calendar/farewell-brunch.ics')).text).not.toContain('SEQUENCE');
    // A publish that changes words only moves nothing; moving it again raises it to 2.
    await saveDraft(server, token, [{ key: 'questions.intro', en: 'Our questions, answered.' }]);
    expect((await publish(server, token)).success).toBe(true);
    expect((await calendar('/calendar/welcome-dinner.ics')).text).toContain('SEQUENCE:1');
    await saveDraft(server, token, [{ key: 'events.welcome-dinner.start', en: '2026-05-14T20:00' }]);
    expect((await publish(server, token)).success).toBe(true);
    const again = (await calendar('/calendar/welcome-dinner.ics')).text;
    expect(again).toContain('DTSTART;TZID=Europe/Paris:20260514T200000');
    expect(again).toContain('SEQUENCE:2');
  });

  it('thanks the guests on both home pages once the hosts switch to after the wedding', async () => {
    const setPhase = (phase: string) =>
      server.gql<{ setSitePhase: { success: boolean; message: string | null } }>(
        `mutation ($token: String!, $phase: SitePhase!) { setSitePhase(token: $token, phase: $phase) { success message } }`,
        { token, phase },
      );
    expect((await setPhase('AFTER')).body.data?.setSitePhase).toEqual({ success: true, message: null });
    const home = (await page('/')).html;
    expect(home).toContain('for celebrating our wedding with us');
    expect(home).toMatch(/<a[^>]*href="\/album"[^>]*>See and share the photos<\/a>/);
    expect(home).not.toMatch(/hero__rsvp" href="\/rsvp"/);
    const french = (await page('/fr')).html;
    expect(french).toContain('d’avoir célébré notre mariage avec nous');
    expect(french).toMatch(/<a[^>]*href="\/fr\/album"[^>]*>Voir et partager les photos<\/a>/);
    // The RSVP and travel pages say it in their HTML, no form and no wait for the server (ADR 083).
    const rsvp = (await page('/rsvp')).html;
    expect(rsvp).toContain('Answers are closed now. Thank you for celebrating with us');
    expect(rsvp).not.toContain('Checking…');
    expect((await page('/rsvp/travel')).html).toContain('Travel details are closed now.');
    expect((await page('/fr/rsvp')).html).toContain('Les réponses sont closes');
    expect((await setPhase('BEFORE')).body.data?.setSitePhase.success).toBe(true);
    // Before, the lookup is in the HTML at once, not behind "Checking…".
    const before = (await page('/rsvp')).html;
    expect(before).not.toContain('Checking…');
    expect(before).not.toContain('Answers are closed now');
    expect(before).toMatch(/<form[^>]*>/);
    expect((await page('/')).html).toMatch(/hero__rsvp" href="\/rsvp"/);
    expect((await page('/')).html).not.toContain('See and share the photos');
  });
});
