import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and findBy* give up after 1 s by default, which a busy 2-core machine can spend before React commits:
// they still pass as soon as what they wait for is there, so a longer limit costs a passing test nothing. Under the
// 5 s a test may take, so a wait that fails still says what it waited for.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => cleanup());
