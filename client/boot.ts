import { afterFirstPaint } from './after-first-paint.ts';
import './styles/main.scss';

/**
 * The browser's entry. A prerendered page arrives complete and needs only its stylesheet to be painted, so the
 * app that hydrates it (main.tsx: React, the router, the page's code and catalogues) is fetched once the page
 * has been painted: until then none of its requests competes with the stylesheet for the network
 * (docs/decisions/0014).
 */
afterFirstPaint(() => void import('./main.tsx'));
