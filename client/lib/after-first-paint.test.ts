import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_AFTER_LOAD_MS } from './after-first-paint.ts';

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver that reports paint entries when the test says so. */
function fakePaintTiming() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly callback: PaintCallback;
    constructor(callback: PaintCallback) {
      this.callback = callback;
    }
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const callback of observers) callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><main><h1>Pricing</h1></main></div>';
    setVisibility('visible');
    setReadyState('interactive');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('starts once the prerendered page reports its first contentful paint, and only once', () => {
    const timing = fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    timing.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    timing.paint('first-contentful-paint');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAINT_WAIT_AFTER_LOAD_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait without prerendered content or in a background tab', () => {
    fakePaintTiming();
    const withoutContent = vi.fn();
    document.body.innerHTML = '<div id="root"><!--app-html--></div>';
    afterFirstPaint(withoutContent);
    expect(withoutContent).toHaveBeenCalledTimes(1);

    const inBackground = vi.fn();
    document.body.innerHTML = '<div id="root"><main></main></div>';
    setVisibility('hidden');
    afterFirstPaint(inBackground);
    expect(inBackground).toHaveBeenCalledTimes(1);
  });

  it('starts when the tab is hidden before its first paint', () => {
    fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a second after the load event when no paint is reported', () => {
    fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAINT_WAIT_AFTER_LOAD_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint timing, starts in the task after the next frame', () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    for (const frame of frames) frame(0);
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
