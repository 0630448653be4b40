import { displayPhone } from '@riviera/contract/phone';

/**
 * The numbers on file (E.164), one or a list joined by ", ", as a person writes them. Its own
 * module, loaded by `usePhoneDisplay` when the hosts' area shows a number: importing
 * `@riviera/contract/phone` itself lazily would make the bundler build that module's namespace at
 * run time, a helper every guest page would then download.
 */
export function formatPhones(stored: string): string {
  // A manifest names whose number it is when not the lead's: "+33612345678 (Marc Dupont)" (ADR 074).
  return stored
    .split(/, (?=\+)/)
    .map((one) => {
      const [, number = one, holder] = /^(\+\d+)( \(.*\))?$/.exec(one) ?? [];
      return `${displayPhone(number)}${holder ?? ''}`;
    })
    .join(', ');
}
