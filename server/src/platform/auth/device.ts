import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * A browser where a host has logged in before carries a signed device cookie (OWASP's "device
 * cookies" against online guessing). Its failed logins are counted for that device alone, so a
 * stranger guessing passwords from the same Wi-Fi or carrier address can never lock that host out.
 */
export const DEVICE_COOKIE = 'riviera_admin_device';
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface DeviceCookies {
  /** A new cookie value naming a new device. */
  issue(): string;
  /** The device id of a cookie this server signed, or undefined. */
  verify(value: string | undefined): string | undefined;
}

export function createDeviceCookies(secret: string): DeviceCookies {
  const mac = (id: string) =>
    createHmac('sha256', secret).update(`riviera-admin-device:${id}`).digest('base64url');
  return {
    issue() {
      const id = randomUUID();
      return `${id}.${mac(id)}`;
    },
    verify(value) {
      if (!value) return undefined;
      const [id = '', signature = ''] = value.split('.');
      if (!UUID.test(id)) return undefined;
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}

/** One cookie's value from a Cookie header; malformed pairs are skipped. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
