import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { stubIntersectionObserver } from '#client/test/browser-stubs.ts';
import { prefetchLinksInView } from './prefetch-links-in-view.ts';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );
const link = (name: string) => document.querySelector(`a[data-name="${name}"]`) as Element;

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <a data-name="pricing" href="/pricing">Pricing</a>
    <a data-name="pricing-again" href="/pricing">Pricing</a>
    <a data-name="contact" href="/es/contact?from=home">Contact</a>
    <a data-name="pdf" href="/files/white-paper.pdf">PDF</a>
    <a data-name="new-tab" href="/terms" target="_blank">Terms</a>
    <a data-name="away" href="https://example.com/">Away</a>`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('once the page has loaded and settled, each page a visible link leads to is prefetched once', () => {
  const io = stubIntersectionObserver();
  prefetchLinksInView(document);
  io.see(link('pricing'), true);
  expect(prefetched()).toEqual([]);
  vi.advanceTimersByTime(1000);
  io.see(link('pricing'), true);
  io.see(link('pricing-again'), true);
  io.see(link('contact'), false);
  expect(prefetched()).toEqual(['/pricing']);
  io.see(link('contact'), true);
  expect(prefetched()).toEqual(['/pricing', '/es/contact?from=home']);
});

test('files, new tabs and other sites are left alone', () => {
  const io = stubIntersectionObserver();
  prefetchLinksInView(document);
  vi.advanceTimersByTime(1000);
  for (const name of ['pdf', 'new-tab', 'away']) io.see(link(name), true);
  expect(prefetched()).toEqual([]);
});

test('nothing is prefetched for a visitor who asked the browser to save data', () => {
  const io = stubIntersectionObserver();
  vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
  prefetchLinksInView(document);
  vi.advanceTimersByTime(1000);
  io.see(link('pricing'), true);
  expect(prefetched()).toEqual([]);
});
