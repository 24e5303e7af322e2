import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import type { Culture } from '#shared/cultures.ts';
import spanish from '#shared/i18n/locales/es-ES/docs.json' with { type: 'json' };
import { CodeSampleHost } from './code-sample.tsx';
import { enhanceCodeSamples } from './code-sample-behaviour.ts';
import { SkipAnimationsSwitch } from './skip-animations-switch.tsx';
import { StaticCodeSample } from './static-code-sample.tsx';

// The numbers of docs/product.md (Layout and pages) and of the Copy button's confirmation, written out rather
// than imported, so a changed constant fails here.
const TICK = 20;
const NEWLINE_PAUSE = 20;
const HIGHLIGHT_DELAY = 200;
const CONFIRMATION = 2500;
const STORAGE_KEY = 'fxe.skipCodeAnimations';

/** Tokens as the build highlights them (rehype-code-samples.ts): the first word a keyword, the rest plain. */
function tokensOf(code: string) {
  const [word = '', rest = ''] = /^(\S*)([\s\S]*)$/.exec(code)?.slice(1) ?? [];
  return (
    <>
      <span className="token keyword">{word}</span>
      {rest}
    </>
  );
}

/** A docs page as the build renders it (docs-page.tsx, mdx-components.tsx): the switch, then the samples. */
function DocsPage({ codes }: { codes: string[] }) {
  return (
    <>
      <SkipAnimationsSwitch />
      {codes.map((code) => (
        <CodeSampleHost key={code} code={code} language="csharp">
          {tokensOf(code)}
        </CodeSampleHost>
      ))}
    </>
  );
}

let stop: (() => void) | undefined;

/** The page's HTML from React on the server, as the browser receives it, with no React behind it. */
function prerender(page: ReactNode, culture: Culture = 'en-GB') {
  document.body.innerHTML = renderToString(<WithI18n culture={culture}>{page}</WithI18n>);
}

function enhance() {
  stop = enhanceCodeSamples(document.body);
}

/** A docs page with these samples, prerendered and brought to life. */
function openDocsPage(...codes: string[]) {
  prerender(<DocsPage codes={codes} />);
  enhance();
}

const hosts = () => [...document.querySelectorAll<HTMLElement>('.code-sample-host')];
/** What a sample's typing area shows (the <noscript> copy is text to a browser that runs scripts). */
const display = (index = 0) =>
  hosts()[index]?.querySelector('pre.code-sample-display[data-phase]') as HTMLElement;
const shownText = (index = 0) => display(index).textContent;
const tokensShown = (index = 0) => display(index).querySelector('.token');
const area = (index = 0) => hosts()[index]?.querySelector('.code-sample-area') as HTMLElement;
const skipSwitch = () => screen.getByRole('switch', { name: 'Skip all animations' }) as HTMLInputElement;

function tick(count = 1) {
  vi.advanceTimersByTime(TICK * count);
}

/** matchMedia whose reduced-motion answer the test sets, and changes, as a visitor's system settings would. */
function reducedMotion(initial: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return media;
  });
  return (matches: boolean) => {
    media.matches = matches;
    for (const listener of listeners) listener();
  };
}

/** jsdom has no IntersectionObserver; this one says what it watches, and reports what the test says. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; threshold: unknown; watched: Element[] }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, threshold: options?.threshold, watched: [] as Element[] };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.watched.push(element);
    }
    disconnect() {
      this.record.watched = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    /** The element comes into view (or not), for the observers still watching it. */
    report(element: Element, isIntersecting: boolean) {
      for (const { callback, watched } of observers) {
        if (!watched.includes(element)) continue;
        callback(
          [{ isIntersecting, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } });
  return spy;
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the prerendered HTML', () => {
  test('has what the script needs, and nothing runs until it is enhanced', () => {
    prerender(<DocsPage codes={['var x = 1;']} />);
    const host = hosts()[0] as HTMLElement;
    expect(host.dataset.code).toBe('var x = 1;');
    expect(host.querySelector(':scope > template')?.innerHTML).toBe(
      '<span class="token keyword">var</span> x = 1;',
    );
    expect(display()).toHaveAttribute('data-phase', 'waiting');
    expect(shownText()).toBe('');
    expect(screen.getByRole('status')).toHaveAttribute('data-copied', 'Copied');
    expect(screen.getByRole('status')).toHaveAttribute('data-copy-failed', 'Could not copy the sample');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(skipSwitch()).toBeDisabled();
    expect(skipSwitch()).toHaveAttribute('data-skip-animations');
    tick(10);
    expect(shownText()).toBe('');
  });

  test('the controls are enabled once the script runs', () => {
    openDocsPage('var x = 1;');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(skipSwitch()).toBeEnabled();
    expect(skipSwitch()).not.toBeChecked();
  });
});

describe('typing', () => {
  test('shows one more character every 20 ms tick, plain, with the cursor after it', () => {
    openDocsPage('var x = 1;');
    expect(shownText()).toBe('');
    tick();
    expect(shownText()).toBe('v');
    expect(display()).toHaveAttribute('data-phase', 'typing');
    tick(4);
    expect(shownText()).toBe('var x');
    expect(tokensShown()).toBeNull();
    expect(display().querySelector('code > .code-sample-caret:last-child')).not.toBeNull();
    expect(display().querySelector('code')).toHaveClass('language-csharp');
  });

  test('pauses 20 ticks after each newline', () => {
    openDocsPage('ab\ncd');
    tick(3);
    expect(shownText()).toBe('ab\n');
    tick(NEWLINE_PAUSE);
    expect(shownText()).toBe('ab\n');
    tick();
    expect(shownText()).toBe('ab\nc');
  });

  test('highlights the sample 200 ms after the last character, not before, with the build’s tokens', () => {
    openDocsPage('abc def');
    tick(7);
    expect(shownText()).toBe('abc def');
    expect(display()).toHaveAttribute('data-phase', 'typed');
    expect(display().querySelector('.code-sample-caret')).toBeNull();
    expect(tokensShown()).toBeNull();
    vi.advanceTimersByTime(HIGHLIGHT_DELAY - 1);
    expect(tokensShown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(display()).toHaveAttribute('data-phase', 'highlighted');
    expect(display().querySelector('code')?.innerHTML).toBe('<span class="token keyword">abc</span> def');
    tick(100);
    expect(shownText()).toBe('abc def');
  });

  test('a sample without tokens ends whole and plain', () => {
    prerender(<CodeSampleHost code="abc" language="xml" />);
    expect(hosts()[0]?.querySelector('template')?.innerHTML).toBe('');
    enhance();
    tick(3);
    vi.advanceTimersByTime(HIGHLIGHT_DELAY);
    expect(display()).toHaveAttribute('data-phase', 'highlighted');
    expect(display().querySelector('code')?.innerHTML).toBe('abc');
  });

  test('starts only once the sample’s area is 15% in view, and finishes even when scrolled away', () => {
    const view = fakeIntersectionObserver();
    openDocsPage('abcd', 'efgh');
    expect(view.observers.map((o) => o.threshold)).toEqual([0.15, 0.15]);
    expect(view.observers.flatMap((o) => o.watched)).toEqual([area(0), area(1)]);
    tick(10);
    expect(shownText(0)).toBe('');
    view.report(area(0), false);
    tick(10);
    expect(shownText(0)).toBe('');
    view.report(area(0), true);
    tick(2);
    expect(shownText(0)).toBe('ab');
    view.report(area(0), false);
    tick(1);
    expect(shownText(0)).toBe('abc');
    // A sample further down has not started: it waits until it is seen.
    expect(shownText(1)).toBe('');
    expect(view.observers[0]?.watched).toEqual([]);
  });

  test('keeps the cursor in sight while typing, in both directions', () => {
    const caretOr = (caret: number, other: number) =>
      function (this: HTMLElement) {
        return this.classList.contains('code-sample-caret') ? caret : other;
      };
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(caretOr(300, 0));
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(caretOr(18, 0));
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(caretOr(500, 0));
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(200);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400);
    openDocsPage('abc\ndef');
    expect(area().scrollTop).toBe(0);
    tick();
    // 300 + 18 - 200 + 24 px of margin; 500 - 400 + 24.
    expect(area().scrollTop).toBe(142);
    expect(area().scrollLeft).toBe(124);
  });
});

describe('"Skip all animations"', () => {
  test('shows every sample whole and highlighted at once, from its first line, and is remembered', () => {
    const view = fakeIntersectionObserver();
    const code = 'first line\nsecond line';
    openDocsPage(code, 'below the fold');
    view.report(area(0), true);
    tick(2);
    expect(shownText(0)).toBe('fi');
    area(0).scrollTop = 80;
    area(0).scrollLeft = 30;
    fireEvent.click(skipSwitch());
    expect(skipSwitch()).toBeChecked();
    for (const index of [0, 1]) {
      expect(display(index)).toHaveAttribute('data-phase', 'highlighted');
      expect(tokensShown(index)).not.toBeNull();
    }
    expect(shownText(0)).toBe(code);
    expect(shownText(1)).toBe('below the fold');
    expect([area(0).scrollTop, area(0).scrollLeft]).toEqual([0, 0]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('1');
    tick(100);
    expect(shownText(0)).toBe(code);

    // Another page, or a later visit: the samples never type, and the switch says so.
    stop?.();
    openDocsPage(code);
    expect(skipSwitch()).toBeChecked();
    expect(shownText()).toBe(code);
    expect(tokensShown()).not.toBeNull();

    // Turned off again: a sample already shown stays whole (its colours back within 200 ms: it had only just
    // been shown); the choice is forgotten.
    fireEvent.click(skipSwitch());
    expect(skipSwitch()).not.toBeChecked();
    expect(shownText()).toBe(code);
    vi.advanceTimersByTime(HIGHLIGHT_DELAY);
    expect(tokensShown()).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    // And the next page types again.
    stop?.();
    openDocsPage(code);
    view.report(area(0), true);
    expect(shownText()).toBe('');
    tick();
    expect(shownText()).toBe('f');
  });

  test('turned on in another tab, it is followed here too', () => {
    openDocsPage('abcdef');
    tick(2);
    localStorage.setItem(STORAGE_KEY, '1');
    window.dispatchEvent(new StorageEvent('storage', { key: 'another.key' }));
    expect(shownText()).toBe('ab');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(shownText()).toBe('abcdef');
    expect(skipSwitch()).toBeChecked();
  });

  test('still works on this page when storage refuses to keep it', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    // A fresh store: the choice kept in memory would otherwise outlive this test.
    vi.resetModules();
    const fresh = await import('./code-sample-behaviour.ts');
    prerender(<DocsPage codes={['abcdef']} />);
    stop = fresh.enhanceCodeSamples(document.body);
    tick(2);
    expect(shownText()).toBe('ab');
    fireEvent.click(skipSwitch());
    expect(skipSwitch()).toBeChecked();
    expect(shownText()).toBe('abcdef');
    expect(tokensShown()).not.toBeNull();
  });
});

describe('reduced motion', () => {
  test('shows the samples whole and highlighted from the start', () => {
    reducedMotion(true);
    openDocsPage('abc\ndef');
    expect(shownText()).toBe('abc\ndef');
    expect(display()).toHaveAttribute('data-phase', 'highlighted');
    expect(tokensShown()).not.toBeNull();
    // It is not the visitor's "Skip all animations": the switch stays off.
    expect(skipSwitch()).not.toBeChecked();
  });

  test('asked for while a sample types, shows it whole at once, where the visitor was reading', () => {
    const setReduced = reducedMotion(false);
    openDocsPage('abcdef');
    tick(2);
    area().scrollTop = 40;
    setReduced(true);
    expect(shownText()).toBe('abcdef');
    expect(tokensShown()).not.toBeNull();
    expect(area().scrollTop).toBe(40);
    // Given up again: still whole.
    setReduced(false);
    tick(5);
    expect(shownText()).toBe('abcdef');
  });
});

describe('Copy', () => {
  test('puts the sample on the clipboard and confirms it for 2.5 s', async () => {
    const writeText = stubClipboard(async () => {});
    // Exactly as written, to the last space.
    const code = '  <fetch>\n\t<entity name="contact" />  \n</fetch>\n';
    openDocsPage(code);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(code);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Copied');
    expect(status).toHaveClass('code-sample-status', 'is-copied');
    await vi.advanceTimersByTimeAsync(CONFIRMATION - 1);
    expect(status).toHaveTextContent('Copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toHaveTextContent('');
    expect(status).toHaveClass('code-sample-status', 'is-idle');
    // The button keeps its name throughout.
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  test('copied again, the confirmation stays its whole time from the second copy', async () => {
    stubClipboard(async () => {});
    openDocsPage('abc');
    const button = screen.getByRole('button', { name: 'Copy' });
    fireEvent.click(button);
    await vi.advanceTimersByTimeAsync(2000);
    fireEvent.click(button);
    await vi.advanceTimersByTimeAsync(CONFIRMATION - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  test('says so when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    openDocsPage('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the sample');
    expect(screen.getByRole('status')).toHaveClass('is-failed');
    await vi.advanceTimersByTimeAsync(CONFIRMATION);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  test('says so when there is no clipboard (an insecure origin)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    openDocsPage('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the sample');
  });

  test('each sample copies its own text', async () => {
    const writeText = stubClipboard(async () => {});
    openDocsPage('first', 'second');
    const [, second] = screen.getAllByRole('button', { name: 'Copy' });
    fireEvent.click(second as HTMLElement);
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('second');
    const [firstStatus, secondStatus] = screen.getAllByRole('status');
    expect(firstStatus).toHaveTextContent('');
    expect(secondStatus).toHaveTextContent('Copied');
  });

  test('speaks the page’s language, from the prerendered HTML', async () => {
    stubClipboard(async () => {});
    prerender(<DocsPage codes={['abc']} />, 'es-ES');
    enhance();
    fireEvent.click(screen.getByRole('button', { name: spanish.sample.copy }));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByRole('status')).toHaveTextContent(spanish.sample.copied);
    expect(screen.getByRole('switch', { name: spanish.sample.skipAll })).toBeEnabled();
  });
});

describe('keyboard and screen readers', () => {
  test('are as the prerendered HTML has them while the sample types', () => {
    openDocsPage('abc\ndef');
    tick(2);
    // Screen readers get the whole sample from the start, never the typing.
    expect(hosts()[0]?.querySelector('pre.visually-hidden')?.textContent).toBe('abc\ndef');
    expect(display()).toHaveAttribute('aria-hidden', 'true');
    // The scrollable area, a keyboard stop, is a region named by its language.
    expect(screen.getByRole('region', { name: 'C#' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('figure', { name: 'C#' })).toBeInTheDocument();
    // The switch is a real checkbox: the keyboard's Space toggles it, and that change is what it follows.
    skipSwitch().checked = true;
    fireEvent.change(skipSwitch());
    expect(shownText()).toBe('abc\ndef');
  });
});

describe('the page', () => {
  test('leaves the home page’s samples, shown without typing, as they are', () => {
    prerender(
      <StaticCodeSample code="dotnet add package FakeXrmEasy" language="powershell">
        {tokensOf('dotnet add package FakeXrmEasy')}
      </StaticCodeSample>,
    );
    // Its area is a keyboard stop too, a region named by its language.
    expect(screen.getByRole('region', { name: 'PowerShell' })).toHaveAttribute('tabindex', '0');
    const before = document.body.innerHTML;
    enhance();
    tick(50);
    expect(document.body.innerHTML).toBe(before);
  });

  test('enhanced twice, each sample and the switch still act once', async () => {
    const writeText = stubClipboard(async () => {});
    const set = vi.spyOn(Storage.prototype, 'setItem');
    openDocsPage('abc');
    const first = stop;
    enhance();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledOnce();
    fireEvent.click(skipSwitch());
    expect(set).toHaveBeenCalledOnce();
    first?.();
  });

  test('stopped, it leaves the samples as they are, for another call to take over', async () => {
    const writeText = stubClipboard(async () => {});
    openDocsPage('abcdef');
    tick(2);
    stop?.();
    tick(10);
    expect(shownText()).toBe('ab');
    enhance();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledOnce();
  });
});
