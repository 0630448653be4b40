/** The serif's faces as `document.fonts.load` descriptors (fonts.css). */
const SERIF_FACES = [
  '400 1em "Cormorant Garamond"',
  'italic 400 1em "Cormorant Garamond"',
  '500 1em "Cormorant Garamond"',
] as const;

/**
 * Fetches the serif's Latin faces once the page is idle. The faces are `font-display: optional`
 * (ADR 018): a face first used after the browser's first moment would stay on the local serif for
 * the rest of the visit, so the faces this page did not preload are fetched before the guest opens
 * a page that draws them. A face already loaded or loading costs nothing.
 */
export function warmSerifFaces(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const load = () => {
    for (const face of SERIF_FACES) void document.fonts.load(face, 'a').catch(() => undefined);
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
