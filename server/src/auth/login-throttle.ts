import type pg from 'pg';
import type { Refusal } from '../result';
import { createThrottle, type Throttle } from '../security/rate-limit';

/**
 * How failed logins are counted (ADR 008). Failures only: a correct password gives its attempt
 * back. Nothing here ever locks the hosts out for long:
 * - a browser with a device cookie counts its own failures, whatever its address;
 * - any other caller counts per address; past the free failures it is slowed to one try per
 *   `slowSeconds`, never blocked, so a host behind the same address as a guesser still gets in;
 * - all callers without a device cookie also count together, so many addresses guessing at once
 *   slow each other down too.
 */
export const LOGIN_LIMITS = {
  device: { failures: 10, windowSeconds: 15 * 60 },
  address: { failures: 10, windowSeconds: 15 * 60, slowSeconds: 30 },
  everyone: { failures: 100, windowSeconds: 60 * 60, slowSeconds: 10 },
} as const;

export const LOGIN_THROTTLE_MESSAGES = {
  device: 'Too many login attempts from this browser. Please wait {wait} and try again.',
  address: 'Too many login attempts from your connection. Please wait {wait} and try again.',
  everyone: 'Too many login attempts on the site right now. Please wait {wait} and try again.',
} as const;

export interface LoginCaller {
  clientKey: string;
  /** The id of a valid device cookie, when the browser has one. */
  deviceId?: string | undefined;
}

export type LoginGate = { refused: Refusal } | { succeeded(): Promise<void> };

export interface LoginThrottle {
  /** Counts the attempt before the password is checked; a refusal means it is not checked at all. */
  begin(caller: LoginCaller): Promise<LoginGate>;
}

export function createLoginThrottle(pool: pg.Pool, failures?: number): LoginThrottle {
  const throttle = (name: string, points: number, windowSeconds: number, message: string): Throttle =>
    createThrottle(pool, { name, points, windowSeconds, message });
  const { device, address, everyone } = LOGIN_LIMITS;
  const deviceFailures = throttle(
    'login-device',
    failures ?? device.failures,
    device.windowSeconds,
    LOGIN_THROTTLE_MESSAGES.device,
  );
  const addressFailures = throttle('login-address', failures ?? address.failures, address.windowSeconds, '');
  const addressSlow = throttle('login-address-slow', 1, address.slowSeconds, LOGIN_THROTTLE_MESSAGES.address);
  const everyoneFailures = throttle('login-everyone', everyone.failures, everyone.windowSeconds, '');
  const everyoneSlow = throttle(
    'login-everyone-slow',
    1,
    everyone.slowSeconds,
    LOGIN_THROTTLE_MESSAGES.everyone,
  );

  /** Counts a failure; once past the free ones, the caller also needs the slow lane's one try. */
  const countOrSlow = async (failuresThrottle: Throttle, slow: Throttle, key: string) =>
    (await failuresThrottle.consume(key)) ? slow.consume(key) : undefined;

  return {
    async begin({ clientKey, deviceId }) {
      if (deviceId) {
        const refused = await deviceFailures.consume(deviceId);
        if (refused) return { refused };
        return { succeeded: () => deviceFailures.reward(deviceId) };
      }
      const byAddress = await countOrSlow(addressFailures, addressSlow, clientKey);
      if (byAddress) return { refused: byAddress };
      const byEveryone = await countOrSlow(everyoneFailures, everyoneSlow, 'all');
      if (byEveryone) return { refused: byEveryone };
      return {
        succeeded: async () => {
          await addressFailures.reward(clientKey);
          await everyoneFailures.reward('all');
        },
      };
    },
  };
}
