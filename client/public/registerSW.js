// The guests' service worker, registered once the page has settled (ADR 056).
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    };
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register();
    window.setTimeout(whenIdle, 3000);
  });
}
