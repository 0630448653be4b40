import type { PathName } from '@riviera/content/page-names';

export type { PathName };

/** A page whose address never changes: its link is its path. */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

/** A page a guest may open with their invitation code (`?code=`). */
const withCode = <P extends string>(path: P) => ({
  path,
  href: (code?: string) => (code ? `${path}?code=${encodeURIComponent(code)}` : path),
});

/** Every route of the site, in one table: links and the router both read it. */
export const paths = {
  home: fixed('/'),
  homeV2: fixed('/homev2'),
  homeOld: fixed('/home-old'),
  events: fixed('/events'),
  accommodations: fixed('/accommodations'),
  info: fixed('/info'),
  rsvp: withCode('/rsvp'),
  /** A party's own travel details, opened with an invitation code (ADR 049). */
  rsvpTravel: withCode('/rsvp/travel'),
  travel: fixed('/travel'),
  faq: fixed('/faq'),
  admin: fixed('/admin'),
  /** The album of the guests' photos, after the wedding (DESIGN 3.8, ADR 082). */
  album: fixed('/album'),
  /** The album's photos on a screen at the party, with its QR code (ADR 085). */
  albumScreen: fixed('/album/screen'),
  weekend: withCode('/weekend'),
} as const satisfies Record<PathName, { path: string; href: (code?: string) => string }>;
