import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and findBy* give up after 1 s by default, which a busy 2-core machine can spend before React commits:
// they still pass as soon as what they wait for is there, so a longer limit costs a passing test nothing. Under the
// 5 s a test may take, so a wait that fails still says what it waited for.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => cleanup());

// jsdom has no matchMedia. The navbar's theme menu follows the system's colour scheme on every page
// (client/lib/theme.ts): here a system that prefers nothing and never changes. Tests that need a preference
// stub their own.
if (typeof window !== 'undefined' && !window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: false,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
