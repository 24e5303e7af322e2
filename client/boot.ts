import './styles/main.scss';

/**
 * The browser's entry. A prerendered page arrives complete and needs only its stylesheet to be painted, so the
 * app that hydrates it (main.tsx: React, the router, the page's code and catalogues) is fetched once the page
 * has been painted: until then none of its requests competes with the stylesheet for the network
 * (docs/decisions/0014). Without prerendered content (`npm run dev`, a bare shell) there is nothing to paint
 * first, and a tab in the background paints nothing until it is shown: neither waits.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const root = document.getElementById('root');
  if (!root?.firstElementChild || document.visibilityState !== 'visible') {
    once();
    return;
  }
  document.addEventListener('visibilitychange', once, { once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Without paint timing: the task after the next frame's rendering.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

afterFirstPaint(() => void import('./main.tsx'));
