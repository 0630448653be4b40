import { useEffect, useState } from 'react';

/** Writes a number on file (E.164), or a list of them joined by ", ", as a person writes it. */
export type PhoneFormat = (stored: string) => string;

const asStored: PhoneFormat = (stored) => stored;
let loaded: PhoneFormat | undefined;
let loading: Promise<PhoneFormat> | undefined;

/**
 * The numbering plans come with `@riviera/contract/phone`, the chunk the RSVP form loads later: the
 * hosts' area fetches it (through phone-format.ts) once it shows a number, never in its first
 * download.
 */
function loadFormat(): Promise<PhoneFormat> {
  loading ??= import('./phone-format').then(
    ({ formatPhones }) => {
      loaded = formatPhones;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * How the hosts' lists write a guest's mobile: "+44 7911 123456" rather than the stored
 * "+447911123456" (a `tel:` or `sms:` link keeps the stored form). Until the plans are loaded, or
 * if they cannot be, the number shows as stored.
 */
export function usePhoneDisplay(): PhoneFormat {
  const [format, setFormat] = useState<PhoneFormat | undefined>(() => loaded);
  useEffect(() => {
    if (format) return;
    let live = true;
    loadFormat().then(
      (next) => {
        if (live) setFormat(() => next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [format]);
  return format ?? asStored;
}
