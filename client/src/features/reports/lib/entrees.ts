import { adminCopy } from '@riviera/content/en/admin';
import type { AdminRsvp } from '../api/get-admin-rsvps';

const copy = adminCopy.rsvps;

/**
 * An answer's entrées as the RSVPs tab says them (ADR 047): the guest's alone as it is ("Fish");
 * once a plus-one comes, whose is whose ("Fish (Zoé Laurent), Vegetarian (plus-one: Hugo Martin)").
 */
export function entreesOf(
  rsvp: Pick<AdminRsvp, 'name' | 'plusOne' | 'plusOneName' | 'entree' | 'plusOneEntree'>,
): string {
  if (!rsvp.plusOne) return rsvp.entree ?? '';
  return [
    rsvp.entree ? copy.entreeOf(rsvp.entree, rsvp.name) : null,
    rsvp.plusOneEntree ? copy.plusOneEntreeOf(rsvp.plusOneEntree, rsvp.plusOneName) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
