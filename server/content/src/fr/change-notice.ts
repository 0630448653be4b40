import type { changeNoticeCopy as english } from '../en/change-notice';

/** L’annonce prête à publier quand une publication déplace un événement (ADR 079). */
export const changeNoticeCopy: typeof english = {
  moved: (event) =>
    `${event.title}\u00a0: désormais le ${event.day} à ${event.time}, à ${event.place} (${event.address}).`,
};
