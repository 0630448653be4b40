// The guests' service worker, registered once the page has settled (ADR 056). The page's boot
// script adds this file when it starts the app (ADR 086), often after the page's load.
if ('serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register();
  const settled = () => window.setTimeout(whenIdle, 3000);
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled);
}
