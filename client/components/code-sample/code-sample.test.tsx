import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { CodeSample, CodeSampleHost } from './code-sample.tsx';
import { SkipAnimationsSwitch } from './skip-animations-switch.tsx';
import { StaticCodeSample } from './static-code-sample.tsx';

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** jsdom has no IntersectionObserver; this one reports "in view" only when the test says so. */
function controllableIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return () =>
    act(() => {
      for (const callback of callbacks) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
}

function renderSample(code: string) {
  const result = render(
    <WithI18n>
      <CodeSample code={code} language="csharp">
        <span className="token keyword">{code}</span>
      </CodeSample>
    </WithI18n>,
  );
  const display = result.container.querySelector('.code-sample-display') as HTMLElement;
  return { ...result, shownText: () => display.textContent, display };
}

// The numbers of docs/product.md (Layout and pages), written out rather than imported, so a changed
// constant fails here.
const TICK = 20;
const NEWLINE_PAUSE = 20;
const HIGHLIGHT_DELAY = 200;

function tick(count = 1) {
  act(() => {
    vi.advanceTimersByTime(TICK * count);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CodeSample', () => {
  test('shows one more character every 20 ms tick', () => {
    const { shownText } = renderSample('var x = 1;');
    expect(shownText()).toBe('');
    tick();
    expect(shownText()).toBe('v');
    tick(4);
    expect(shownText()).toBe('var x');
  });

  test('pauses 20 ticks after each newline', () => {
    const { shownText } = renderSample('ab\ncd');
    tick(3);
    expect(shownText()).toBe('ab\n');
    tick(NEWLINE_PAUSE);
    expect(shownText()).toBe('ab\n');
    tick();
    expect(shownText()).toBe('ab\nc');
  });

  test('starts only when the sample scrolls into view', () => {
    const scrollIntoView = controllableIntersectionObserver();
    const { shownText } = renderSample('abc');
    tick(10);
    expect(shownText()).toBe('');
    scrollIntoView();
    tick(2);
    expect(shownText()).toBe('ab');
  });

  test('highlights the sample 200 ms after the last character, not before', () => {
    const { container, shownText } = renderSample('abc');
    tick(3);
    expect(shownText()).toBe('abc');
    expect(container.querySelector('.token')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(HIGHLIGHT_DELAY - 1);
    });
    expect(container.querySelector('.token')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(container.querySelector('.token.keyword')).toHaveTextContent('abc');
  });

  test('"Skip all animations" shows every sample whole and highlighted at once, and is remembered', () => {
    const code = 'first line\nsecond line';
    const first = renderSample(code);
    render(
      <WithI18n>
        <SkipAnimationsSwitch />
      </WithI18n>,
    );
    tick(2);
    expect(first.shownText()).toBe('fi');
    fireEvent.click(screen.getByRole('switch', { name: 'Skip all animations' }));
    expect(first.shownText()).toBe(code);
    expect(first.container.querySelector('.token')).not.toBeNull();
    expect(localStorage.getItem('fxe.skipCodeAnimations')).toBe('1');
    first.unmount();

    // Another page, or a later visit: the sample never types.
    const second = renderSample(code);
    expect(second.shownText()).toBe(code);
    expect(second.container.querySelector('.token')).not.toBeNull();
    expect(screen.getByRole('switch', { name: 'Skip all animations' })).toBeChecked();

    // Turned off again: a sample already shown stays whole; the choice is forgotten.
    fireEvent.click(screen.getByRole('switch', { name: 'Skip all animations' }));
    expect(second.shownText()).toBe(code);
    expect(localStorage.getItem('fxe.skipCodeAnimations')).toBeNull();
  });

  test('under prefers-reduced-motion the sample is whole and highlighted at once', () => {
    prefersReducedMotion(true);
    const { container, shownText } = renderSample('abc\ndef');
    expect(shownText()).toBe('abc\ndef');
    expect(container.querySelector('.token')).not.toBeNull();
  });

  test('screen readers get the whole sample from the start, and never the typing', () => {
    const { container, display } = renderSample('abc\ndef');
    const fullText = container.querySelector('pre.visually-hidden');
    expect(fullText).toHaveTextContent('abc def');
    expect(display).toHaveAttribute('aria-hidden', 'true');
  });

  test('the scrollable area, a keyboard stop, is a region named by its language', () => {
    renderSample('abc');
    expect(screen.getByRole('region', { name: 'C#' })).toHaveAttribute('tabindex', '0');
  });

  test('so is the area of a sample shown without typing', () => {
    render(<StaticCodeSample code="abc" language="csharp" />);
    expect(screen.getByRole('region', { name: 'C#' })).toHaveAttribute('tabindex', '0');
  });

  test('Copy puts the sample on the clipboard and confirms it for a while', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSample('abc');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  test('Copy says so when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderSample('abc');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the sample');
  });
});

describe('a code sample as the docs are built with it', () => {
  test("the host keeps its source text and its tokens beside the sample, for the page's script", () => {
    const code = 'var context = new XrmFakedContext();\nvar service = context.GetOrganizationService();';
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <WithI18n>
        <CodeSampleHost code={code} language="csharp">
          <span className="token keyword">var</span>
          {code.slice(3)}
        </CodeSampleHost>
      </WithI18n>,
    );
    const host = container.querySelector<HTMLElement>('.code-sample-host') as HTMLElement;
    expect(host.dataset.code).toBe(code);
    expect(host.dataset.language).toBe('csharp');
    // The tokens travel in a template: nothing of them is displayed or read out before the script runs.
    expect(host.querySelector('.code-sample-display')?.textContent).toBe('');
    const tokens = host.querySelector<HTMLTemplateElement>(':scope > template');
    expect(tokens?.content.querySelector('.token.keyword')?.textContent).toBe('var');
    expect(tokens?.content.textContent).toBe(code);
  });
});
