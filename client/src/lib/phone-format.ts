import { displayPhone } from '@riviera/contract/phone';

/**
 * The numbers on file (E.164), one or a list joined by ", ", as a person writes them. Its own
 * module, loaded by `usePhoneDisplay` when the hosts' area shows a number: importing
 * `@riviera/contract/phone` itself lazily would make the bundler build that module's namespace at
 * run time, a helper every guest page would then download.
 */
export function formatPhones(stored: string): string {
  return stored.split(', ').map(displayPhone).join(', ');
}
