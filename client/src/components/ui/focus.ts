import { useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to the returned element when it appears, so a guest who
 * moves to the next step hears where they are instead of staying on a button that is gone.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

/** Focuses a field by id, e.g. the first one in error. */
export function focusField(id: string): void {
  document.getElementById(id)?.focus();
}

/**
 * For a submit button's onMouseDown. A click would first take focus from the field being typed in;
 * its check on blur could then show an error that pushes the button from under the pointer, and the
 * click would be lost. The submit checks every field anyway. Keyboard users are not affected.
 */
export function keepFocusOnPointerDown(event: { preventDefault(): void }): void {
  event.preventDefault();
}
