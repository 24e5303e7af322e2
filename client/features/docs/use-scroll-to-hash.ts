import { useEffect } from 'react';
import { useLocation } from '#client/lib/router.tsx';

/**
 * Brings the heading named by the URL's #fragment into view and gives it focus, once the page's content is
 * on screen (a search result or a shared link). It waits a frame because the router scrolls a new page to
 * the top and the layout focuses <main>, in effects that run after this one (parents' effects run last).
 */
export function useScrollToHash() {
  const location = useLocation();

  useEffect(() => {
    const id = decodeFragment(location.hash);
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [location]);
}

function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
