import { vi } from 'vitest';

/**
 * jsdom has no motion preference: one the test sets, and changes as a visitor would in their system settings,
 * telling whoever listens. Undone by vi.restoreAllMocks().
 */
export function stubReducedMotion(reduce: boolean): { change(reduce: boolean): void } {
  let current = reduce;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return current && query.includes('prefers-reduced-motion');
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(next) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * jsdom has no IntersectionObserver: one whose entries the test makes, as scrolling would. `see` tells every
 * observer watching the element that it came into view or left it. Undone by vi.unstubAllGlobals().
 */
export function stubIntersectionObserver(): {
  see(element: Element, isIntersecting: boolean): void;
  options: IntersectionObserverInit[];
} {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  const options: IntersectionObserverInit[] = [];
  class FakeIntersectionObserver {
    private readonly watched: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit = {}) {
      this.watched = { callback, targets: new Set() };
      observers.add(this.watched);
      options.push(init);
    }
    observe(target: Element) {
      this.watched.targets.add(target);
    }
    unobserve(target: Element) {
      this.watched.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.watched);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    options,
    see(element, isIntersecting) {
      for (const { callback, targets } of observers) {
        if (!targets.has(element)) continue;
        const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
  };
}
