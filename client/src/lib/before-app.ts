/**
 * What a guest did on a pre-rendered page before the app took it over (ADR 086; the page's inline
 * boot script, src/boot.ts, kept it): the app takes it up right after hydrating.
 *
 * Typed text: React keeps what is in a field when it hydrates it but its state still holds the
 * pre-rendered value, and the field's defaultValue is set to that state. A field whose value is not
 * its defaultValue was typed into (or filled in by the browser) before the app came: it is handed
 * to React as the input it would have seen, so the next render keeps the text and sending the form
 * sends it.
 */
const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

function takeUpTypedText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  // Through the element first (React's own tracking of the field hears the pre-rendered value),
  // then the typed text underneath, so the input event carries a change React has not seen.
  field.value = field.defaultValue;
  valueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function takeUpChoice(field: HTMLInputElement): void {
  if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return;
  // A click is how React hears a box or a radio change: the pre-rendered state, then the tap.
  field.checked = !field.checked;
  field.click();
}

function takeUpSelection(select: HTMLSelectElement): void {
  const changed = [...select.options].some((option) => option.selected !== option.defaultSelected);
  if (changed) select.dispatchEvent(new Event('change', { bubbles: true }));
}

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** Hands the app what the guest did before it came: typed text, choices, a form sent, a button tapped. */
function takeOverFromBoot(root: ParentNode): void {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) takeUpSelection(field);
    else if (field instanceof HTMLTextAreaElement) takeUpTypedText(field);
    else if (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)) {
      if (field.type === 'checkbox' || field.type === 'radio') takeUpChoice(field);
      else takeUpTypedText(field);
    }
  }
  const form = root.querySelector<HTMLFormElement>('form[data-pending-submit]');
  const submitter = root.querySelector('[data-pending-submitter]');
  const button = root.querySelector<HTMLElement>('[data-pending-click]');
  for (const name of ['data-pending-submit', 'data-pending-submitter', 'data-pending-click']) {
    for (const marked of root.querySelectorAll(`[${name}]`)) marked.removeAttribute(name);
  }
  if (!form && !button) return;
  // After React has run the input events' updates, so the form sends what was typed.
  setTimeout(() => {
    if (button?.isConnected) button.click();
    if (form?.isConnected)
      form.requestSubmit(
        submitter instanceof HTMLButtonElement && form.contains(submitter) ? submitter : null,
      );
  }, 0);
}

let takenOver = false;

/**
 * Once the page's own part is hydrated (the page's Suspense boundary hydrates after the shell): takes
 * up what the guest did before, then marks the page as live (html[data-hydrated], for the browser
 * tests and anyone debugging). The first page only: later ones are the app's own.
 */
export function takeOverOnce(): void {
  if (takenOver) return;
  takenOver = true;
  takeOverFromBoot(document);
  document.documentElement.setAttribute('data-hydrated', '');
}
