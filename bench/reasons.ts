/**
 * Why a target of the benchmark (ADR 032) is missed, for the misses someone has looked into, matched against the
 * check's id (bench/lib/checks.ts: `LCP /events`, `POST /rsvp p99`, ...); the first match wins. The
 * report prints the reason beside the figures; a miss with none is "not looked into yet". Figures
 * quoted here come from the runs that were looked into (the median Lighthouse reports in
 * bench/.work/lighthouse); remove an entry once its target is met.
 */
const REASONS: { match: RegExp; reason: string }[] = [
  {
    match: /^seo \/(fr\/)?weekend$/,
    reason:
      'Deliberate: the weekend pass is a party’s own page, opened with their invitation code, and is never indexed (`noindex, nofollow`, client/src/config/pages.ts), which is what Lighthouse’s is-crawlable audit fails. Not to be fixed.',
  },
  {
    match: /^seo \/(fr\/)?album(\/screen)?$/,
    reason:
      'Deliberate: the album and its door screen are the guests’ photos, on the RSVP host only, and are never indexed (`noindex, nofollow`, client/src/config/pages.ts; ADR 082, 085), which is what Lighthouse’s is-crawlable audit fails. Not to be fixed.',
  },
  {
    match: /^adminRSVPs SQL statements$/,
    reason:
      'Not the query: one of the 20 requests at 1,500 guests also counted `SELECT pg_advisory_xact_lock(hashtext($1))`, the lock the hosts’ daily digest takes in the background (mail worker) before it reads its setting; the query itself is the same two statements at every size (the answers, and the check that the token was not ended). The bench now counts advisory locks as the background, as it does the outbox and the settings (bench/lib/database.ts).',
  },
  {
    match: /^seo \/admin$/,
    reason:
      'Deliberate: the hosts’ area is never indexed (`noindex, nofollow`, and robots.txt disallows /admin; ADR 017), which is exactly what Lighthouse’s is-crawlable audit fails. Not to be fixed.',
  },
  {
    match: /^LCP /,
    reason:
      'Lighthouse simulates LCP (its Lantern model) by replaying on a slow 4G link (150 ms round trips, 1.6 Mbit/s) every request that had finished before the largest paint of the real, unthrottled load, whatever its priority. Served from this machine, everything the HTML asks for finishes before that paint: the stylesheet, the two preloaded serif files (46 KB), the entry chunk and its modules (about 78 KB brotli: React, the router, the app shell) and the page’s chunk; so all of it counts, and LCP comes out 1.8 to 2.1 s whether the LCP element is text or a picture (the first banner of /home-old, drawn at the first paint since this round, was 2.5 to 2.7 s when it came after the JavaScript). Tried in this round: the scripts at fetchpriority=low took FCP on / and /info from 1.8 s to 0.8 s, but LCP stayed at 1.9 s (the scripts still finish before the largest paint) and TBT grew, as hydration then fell after the first paint, so the performance score dropped (90 to 97 on / against 97 to 98): not adopted. Meeting 1.5 s needs less to download before the largest paint, that is loading the hydration code only after it (the RSVP form would answer later on a slow phone) or a much smaller entry chunk; every guest page scores 98 to 99 meanwhile.',
  },
  {
    match: /^TBT /,
    reason:
      'Hydration runs the entry chunk (279 KB of JavaScript) and the page’s chunk on the main thread, in tasks that Lighthouse multiplies by four for a phone. In this run most guest pages are under 50 ms; the misses are single pages on one server and not the other (/fr 128 ms standalone, 70 ms behind nginx; /homev2 40 ms standalone, 69 ms behind nginx), which is this shared machine: the same page measured 6 ms and 2,004 ms in the previous run, and Lighthouse’s CPU benchmark index moves several-fold between runs. /admin hydrates the hosts’ whole area (its chunk is 80 KB raw). Cutting the entry chunk is what would bring every page well under 50 ms.',
  },
  {
    match: /^performance /,
    reason:
      'Follows from the LCP of the same page (see that line): CLS is 0 and TBT under 50 ms. Only /admin misses 98: its LCP waits for the hosts’ area’s own chunk (80 KB raw) after the entry chunk; a page never indexed, opened by two people who then stay on it. Every guest page is at 98 or more.',
  },
  {
    match: /^(GET|POST) \/rsvp p99$/,
    reason:
      'The budget (ADR 068) holds on this machine only in its quieter minutes: two cores shared with other sessions’ test suites, where 50 connections answered back to back make the p99 a measure of the machine’s load (compare the bare Express route’s p99 beside it). In the seven quieter runs of bench/budget.md (a load of 1.4 to 6.0 at the start), the lookup met its 50 ms three times (p99 47 to 77 ms) and the answer its 150 ms three times (p99 108 to 209 ms, p50 77 to 130 ms), with statements named through the driver’s public API; the same build without names missed both in each of its three runs among them. A few requests a second, the busiest minute of a wedding of 150 guests, are answered in a few milliseconds (one connection: p50 1 ms for a lookup, 2 to 7 ms for an answer). If a quiet machine misses too, the target is questioned in a note (STYLE habit 17), not the driver patched.',
  },
];

export function reasonFor(id: string): string | undefined {
  return REASONS.find((entry) => entry.match.test(id))?.reason;
}
