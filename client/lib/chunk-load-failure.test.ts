import { beforeEach, describe, expect, test, vi } from 'vitest';
import { reloadAfterChunkFailure } from './chunk-load-failure.ts';
import { reloadPage } from './reload-page.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

/** A tab's sessionStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const failure = () => new Event('vite:preloadError', { cancelable: true });

describe('reloadAfterChunkFailure', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  test('takes the failure over and reloads the page', () => {
    const event = failure();
    reloadAfterChunkFailure(event, () => memoryStorage(), 1_000_000);
    expect(event.defaultPrevented).toBe(true);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  test('lets a second failure right after that reload go on, and reloads again later', () => {
    const storage = memoryStorage();
    reloadAfterChunkFailure(failure(), () => storage, 1_000_000);
    const soon = failure();
    reloadAfterChunkFailure(soon, () => storage, 1_009_000);
    expect(soon.defaultPrevented).toBe(false);
    expect(reloadPage).toHaveBeenCalledOnce();
    const later = failure();
    reloadAfterChunkFailure(later, () => storage, 1_011_000);
    expect(later.defaultPrevented).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  test('without storage it does not reload, so it cannot loop', () => {
    const event = failure();
    reloadAfterChunkFailure(event, () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(event.defaultPrevented).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
