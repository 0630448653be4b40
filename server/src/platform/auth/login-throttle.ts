import type pg from 'pg';
import type { Refusal } from '../result';
import { createThrottle, type Throttle } from '../security/rate-limit';

/**
 * How failed logins are counted (ADR 008). Failures only: a correct password gives its attempt
 * back. Nothing here refuses a caller for what others did, so nobody can keep the hosts out:
 * - a browser with a device cookie counts its own failures, whatever its address;
 * - any other caller counts per address (an IPv4 address, an IPv6 /64): past its free failures it
 *   is slowed to one try per `slowSeconds`, its own, never blocked;
 * - its network (an IPv6 /48, an IPv4 /24) counts too, so one site's 65,536 /64s cannot guess as
 *   65,536 callers: past the network's free failures, the network is slowed as a whole;
 * - all callers without a device cookie count together as a signal: past `everyone.failures` an
 *   hour the site is being guessed at from many addresses, and each address then gets only
 *   `underAttack.failures` free failures before its own slow lane. A host on a new browser and an
 *   address nobody guessed from still has that first try checked: the right password gets in.
 */
export const LOGIN_LIMITS = {
  device: { failures: 10, windowSeconds: 15 * 60 },
  address: { failures: 10, windowSeconds: 15 * 60, slowSeconds: 30 },
  network: { failures: 30, windowSeconds: 15 * 60, slowSeconds: 10 },
  everyone: { failures: 100, windowSeconds: 60 * 60 },
  underAttack: { failures: 1 },
} as const;

export const LOGIN_THROTTLE_MESSAGES = {
  device: 'Too many login attempts from this browser. Please wait {wait} and try again.',
  address: 'Too many login attempts from your connection. Please wait {wait} and try again.',
  network: 'Too many login attempts from your network. Please wait {wait} and try again.',
} as const;

export interface LoginCaller {
  /** The address's key (security/client-key.ts). */
  clientKey: string;
  /** Its network's key, when the address is one. */
  networkKey?: string | undefined;
  /** The id of a valid device cookie, when the browser has one. */
  deviceId?: string | undefined;
}

export type LoginGate = { refused: Refusal } | { succeeded(): Promise<void> };

export interface LoginThrottle {
  /** Counts the attempt before the password is checked; a refusal means it is not checked at all. */
  begin(caller: LoginCaller): Promise<LoginGate>;
}

export function createLoginThrottle(pool: pg.Pool, failures?: number): LoginThrottle {
  const throttle = (name: string, points: number, windowSeconds: number, message = ''): Throttle =>
    createThrottle(pool, { name, points, windowSeconds, message });
  const { device, address, network, everyone, underAttack } = LOGIN_LIMITS;
  const deviceFailures = throttle(
    'login-device',
    failures ?? device.failures,
    device.windowSeconds,
    LOGIN_THROTTLE_MESSAGES.device,
  );
  const addressFailures = throttle('login-address', failures ?? address.failures, address.windowSeconds);
  const addressSlow = throttle('login-address-slow', 1, address.slowSeconds, LOGIN_THROTTLE_MESSAGES.address);
  const networkFailures = throttle('login-network', network.failures, network.windowSeconds);
  const networkSlow = throttle('login-network-slow', 1, network.slowSeconds, LOGIN_THROTTLE_MESSAGES.network);
  const everyoneFailures = throttle('login-everyone', everyone.failures, everyone.windowSeconds);

  /** Counts a failure; past `free`, the caller also needs the slow lane's one try. */
  const countOrSlow = async (counter: Throttle, slow: Throttle, key: string, free: number) =>
    (await counter.count(key)).consumed > free ? slow.consume(key) : undefined;

  return {
    async begin({ clientKey, networkKey, deviceId }) {
      if (deviceId) {
        const refused = await deviceFailures.consume(deviceId);
        if (refused) return { refused };
        return { succeeded: () => deviceFailures.reward(deviceId) };
      }
      const site = await everyoneFailures.count('all');
      const free = site.consumed > everyone.failures ? underAttack.failures : (failures ?? address.failures);
      const byAddress = await countOrSlow(addressFailures, addressSlow, clientKey, free);
      if (byAddress) return { refused: byAddress };
      const byNetwork = networkKey
        ? await countOrSlow(networkFailures, networkSlow, networkKey, network.failures)
        : undefined;
      if (byNetwork) return { refused: byNetwork };
      return {
        succeeded: async () => {
          await addressFailures.reward(clientKey);
          if (networkKey) await networkFailures.reward(networkKey);
          await everyoneFailures.reward('all');
        },
      };
    },
  };
}
