import type { GuestFormValues } from '../components/guest-form';

/**
 * What a host had typed in the guest form when their session ended under it (the 12 hours were up,
 * or a log out in another tab): kept in this tab's memory only, never in storage, and given back
 * once, when the guest list shows again after they log in (ADR 062). `guestId` is the guest being
 * edited; null for a guest being added.
 */
export interface KeptGuestDraft {
  guestId: string | null;
  values: GuestFormValues;
}

let kept: KeptGuestDraft | undefined;

export function keepGuestDraft(draft: KeptGuestDraft): void {
  kept = draft;
}

/** The kept draft, left in place (a component's state initialiser may run twice). */
export function keptGuestDraft(): KeptGuestDraft | undefined {
  return kept;
}

export function forgetGuestDraft(): void {
  kept = undefined;
}
