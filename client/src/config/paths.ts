import type { PathName } from '@riviera/content/page-names';

export type { PathName };

/** Every route of the site, in one table: links and the router both read it. */
export const paths = {
  home: { path: '/', href: () => '/' },
  homeV2: { path: '/homev2', href: () => '/homev2' },
  homeOld: { path: '/home-old', href: () => '/home-old' },
  events: { path: '/events', href: () => '/events' },
  accommodations: { path: '/accommodations', href: () => '/accommodations' },
  info: { path: '/info', href: () => '/info' },
  rsvp: {
    path: '/rsvp',
    href: (code?: string) => (code ? `/rsvp?code=${encodeURIComponent(code)}` : '/rsvp'),
  },
  /** A party's own travel details, opened with an invitation code (ADR 049). */
  rsvpTravel: {
    path: '/rsvp/travel',
    href: (code?: string) => (code ? `/rsvp/travel?code=${encodeURIComponent(code)}` : '/rsvp/travel'),
  },
  travel: { path: '/travel', href: () => '/travel' },
  faq: { path: '/faq', href: () => '/faq' },
  admin: { path: '/admin', href: () => '/admin' },
  /** The album of the guests' photos, after the wedding (DESIGN 3.8, ADR 082). */
  album: { path: '/album', href: () => '/album' },
  /** The album's photos on a screen at the party, with its QR code (ADR 085). */
  albumScreen: { path: '/album/screen', href: () => '/album/screen' },
  weekend: {
    path: '/weekend',
    href: (code?: string) => (code ? `/weekend?code=${encodeURIComponent(code)}` : '/weekend'),
  },
} as const satisfies Record<PathName, { path: string; href: (code?: string) => string }>;
