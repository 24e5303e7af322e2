import { afterFirstPaint } from './lib/after-first-paint.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles/main.scss';

/**
 * The browser's entry. A prerendered page arrives complete and needs only its stylesheet to be painted, so the
 * app that hydrates it (main.tsx: React, the page's code and catalogues) is fetched once the page
 * has been painted: until then none of its requests competes with the stylesheet for the network
 * (docs/decisions/0014).
 */
// Not while the module is evaluated: the parser runs it in the task that ends the page's parsing and fires
// DOMContentLoaded and load, which is long enough already (decision 0018).
void yieldToBrowser().then(() => afterFirstPaint(() => void import('./main.tsx')));
