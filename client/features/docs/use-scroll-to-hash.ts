import { useEffect } from 'react';
import { useLocation } from '#client/lib/router.tsx';
import { showHeading } from './scroll-to-hash-behaviour.ts';

/**
 * Brings the heading named by the URL's #fragment into view and gives it focus, once the page's content is
 * on screen (a search result or a shared link). It waits a frame because the router scrolls a new page to
 * the top and the layout focuses <main>, in effects that run after this one (parents' effects run last).
 */
export function useScrollToHash() {
  const location = useLocation();
  useEffect(() => showHeading(location.hash), [location]);
}
