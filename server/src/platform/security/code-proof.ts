import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@riviera/contract';
import type { Request } from 'express';
import { readCookie } from '../auth/device';
import type { CodeCaller, CodeUse, RsvpThrottles } from './guest-throttles';
import { callerKeys } from './client-key';

/**
 * A browser that has opened an invitation code keeps a signed proof of it in a cookie (ADR 069), as
 * a host's browser keeps its device cookie (ADR 008): its later uses of that code are never refused
 * for codes strangers guessed from its address, its network or anywhere else. The cookie holds
 * proofs only (an HMAC of each code), never a code; a family's shared phone may hold a few.
 */
export const CODE_COOKIE = 'riviera_codes';
const CODE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_PROOFS = 8;
const PROOF = /^[A-Za-z0-9_-]{22}$/;

/** The proof of one (normalised) code: 128 bits of an HMAC under the site's secret. */
export type CodeProof = (code: string) => string;

export function createCodeProof(secret: string): CodeProof {
  return (code) =>
    createHmac('sha256', secret)
      .update(`riviera-invitation-code:${code}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
}

function sameProof(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who uses a code in this request: its throttle keys, and, when the site has a secret, the proofs
 * its browser holds and the way to give it one more once a code finds a guest.
 */
export function codeCaller(req: Request, proof: CodeProof | undefined, secure: boolean): CodeCaller {
  const keys = callerKeys(req.ip);
  if (!proof) return keys;
  let held = (readCookie(req.headers.cookie, CODE_COOKIE) ?? '')
    .split('.')
    .filter((value) => PROOF.test(value))
    .slice(0, MAX_PROOFS);
  return {
    ...keys,
    vouched: (code) => held.some((value) => sameProof(value, proof(code))),
    remember(code) {
      const res = req.res;
      if (!res || res.headersSent) return;
      const value = proof(code);
      held = [value, ...held.filter((other) => other !== value)].slice(0, MAX_PROOFS);
      // Each call writes the whole list again: the browser keeps the last, which holds them all.
      res.cookie(CODE_COOKIE, held.join('.'), {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: '/',
        maxAge: CODE_COOKIE_MAX_AGE_MS,
      });
    },
  };
}

/** A request's use of invitation codes: its caller, counted by the code throttles, in its language. */
export type CodeUseFor = (req: Request, language: Language) => CodeUse;

/** Built once per app; without a secret (no admin set up) browsers hold no proofs. */
export function codeUses(throttles: RsvpThrottles, secret: string | undefined, secure: boolean): CodeUseFor {
  const proof = secret ? createCodeProof(secret) : undefined;
  return (req, language) => {
    const caller = codeCaller(req, proof, secure);
    return (code) => throttles.code(caller, code, language);
  };
}
