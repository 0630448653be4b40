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

/** A field as the guest left it, handed to React as the event it would have heard. */
type Taken = () => void;

function typedText(field: HTMLInputElement | HTMLTextAreaElement): Taken | undefined {
  const typed = field.value;
  if (typed === field.defaultValue) return undefined;
  return () => {
    // Through the element first (React's own tracking of the field hears the pre-rendered value),
    // then the typed text underneath, so the input event carries a change React has not seen.
    field.value = field.defaultValue;
    valueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

function choice(field: HTMLInputElement): Taken | undefined {
  const chosen = field.checked;
  if (chosen === field.defaultChecked || (field.type === 'radio' && !chosen)) return undefined;
  // A click is how React hears a box or a radio change: the other state, then the tap.
  return () => {
    field.checked = !chosen;
    field.click();
  };
}

function selection(select: HTMLSelectElement): Taken | undefined {
  const chosen = [...select.options].map((option) => option.selected);
  if (![...select.options].some((option, index) => chosen[index] !== option.defaultSelected))
    return undefined;
  return () => {
    [...select.options].forEach((option, index) => (option.selected = chosen[index] ?? false));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function takenFrom(field: Element): Taken | undefined {
  if (field instanceof HTMLSelectElement) return selection(field);
  if (field instanceof HTMLTextAreaElement) return typedText(field);
  if (!(field instanceof HTMLInputElement) || NOT_TYPED.has(field.type)) return undefined;
  return field.type === 'checkbox' || field.type === 'radio' ? choice(field) : typedText(field);
}

/** Hands the app what the guest did before it came: typed text, choices, a form sent, a button tapped. */
function takeOverFromBoot(root: ParentNode): void {
  // Every field as the guest left it, first: React draws the form again after each event it hears,
  // with the state it has so far, which puts the fields not yet handed over back as they were.
  const taken = [...root.querySelectorAll('input, textarea, select')].map(takenFrom);
  for (const take of taken) take?.();
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
    if (!form?.isConnected) return;
    if (submitter instanceof HTMLButtonElement && form.contains(submitter)) form.requestSubmit(submitter);
    else form.requestSubmit();
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
