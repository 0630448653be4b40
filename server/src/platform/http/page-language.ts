import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGE_PREFIXES,
  preferredLanguage,
  type Language,
} from '@riviera/contract';
import type { Request, Response } from 'express';
import { readCookie } from '../auth/device';

/** How long the guest's choice of language is kept: a year, well past the wedding. */
export const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const FRENCH_PREFIX = LANGUAGE_PREFIXES.fr;

/** The language of a page's address: French under /fr, English elsewhere. */
export function languageOfPath(pathname: string): Language {
  const lower = pathname.toLowerCase();
  return lower === FRENCH_PREFIX || lower.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/** A page's address without its language: '/fr/events' → '/events', '/fr' → '/'. */
export function pathWithoutLanguage(pathname: string): string {
  return languageOfPath(pathname) === 'fr' ? pathname.slice(FRENCH_PREFIX.length) || '/' : pathname;
}

/** The same page in a language: '/events' → '/fr/events', '/' → '/fr', and back. */
export function pathInLanguage(pathname: string, language: Language): string {
  const page = pathWithoutLanguage(pathname);
  const prefix = LANGUAGE_PREFIXES[language];
  return prefix && page === '/' ? prefix : `${prefix}${page}`;
}

/** The query string without the language parameter, with its '?' when anything is left. */
function queryWithout(req: Request, name: string): string {
  const at = req.originalUrl.indexOf('?');
  if (at < 0) return '';
  const query = new URLSearchParams(req.originalUrl.slice(at + 1));
  query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export interface LanguageDecision {
  /** Where to send the browser instead, when its language lives at another address. */
  redirect?: string;
  /** A choice to keep in the language cookie. */
  remember?: Language;
}

/**
 * The language rule of the guest pages (ADR 019), the same in nginx: a `?lang=` link (the language
 * switch) keeps its choice in a cookie and goes to the page in that language; a page under /fr is
 * French; any other page is English unless the guest chose French before (the cookie) or, on a
 * first visit, their browser prefers French, in which case they are sent to /fr.
 *
 * `page` is the requested page's address as the build names pages (lower case, no trailing slash),
 * or undefined when the path cannot be a page: nothing is decided then, so no address a client
 * makes up is ever sent back in a redirect. `hasPage` says whether a page exists (the hosts' area
 * is English only).
 */
export function decideLanguage(
  req: Request,
  page: string | undefined,
  hasPage: (path: string) => boolean,
): LanguageDecision {
  if (page === undefined) return {};
  const query = queryWithout(req, LANGUAGE_PARAMETER);
  const asked = req.query[LANGUAGE_PARAMETER];
  if (typeof asked === 'string' && isLanguage(asked)) {
    const target = pathInLanguage(page, asked);
    if (hasPage(target)) return { remember: asked, redirect: `${target}${query}` };
    return hasPage(page) ? { remember: asked, redirect: `${page}${query}` } : { remember: asked };
  }
  if (languageOfPath(page) === 'fr') return {};
  const chosen = readCookie(req.headers.cookie, LANGUAGE_COOKIE);
  const wanted = isLanguage(chosen) ? chosen : preferredLanguage(req.headers['accept-language']);
  if (wanted !== 'fr') return {};
  const target = pathInLanguage(page, 'fr');
  return hasPage(target) ? { redirect: `${target}${query}` } : {};
}

/**
 * The language of the guest behind a request: French under /fr; elsewhere what they asked for with
 * the switch, chose before (the cookie), or their browser prefers. The not-found page of an
 * address the site has in neither language is in it.
 */
export function guestLanguage(req: Request): Language {
  if (languageOfPath(req.path) === 'fr') return 'fr';
  const asked = req.query[LANGUAGE_PARAMETER];
  if (typeof asked === 'string' && isLanguage(asked)) return asked;
  const chosen = readCookie(req.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(req.headers['accept-language']) ?? 'en';
}

/** Carries out a decision; true when the response is a redirect and nothing else is to be sent. */
export function applyLanguageDecision(req: Request, res: Response, decision: LanguageDecision): boolean {
  // What an English address answers depends on these two headers.
  if (languageOfPath(req.path) === 'en') res.vary('Cookie').vary('Accept-Language');
  if (decision.remember) {
    res.cookie(LANGUAGE_COOKIE, decision.remember, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_MS,
      sameSite: 'lax',
      secure: req.secure,
      httpOnly: true,
    });
  }
  if (!decision.redirect) return false;
  res.set('Cache-Control', 'no-store');
  res.redirect(302, decision.redirect);
  return true;
}
