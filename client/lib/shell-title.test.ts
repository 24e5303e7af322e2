import { afterEach, describe, expect, it } from 'vitest';
import { handOverShellTitle } from './shell-title.ts';

/** MutationObserver's callbacks run as a microtask after the change. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

function titles(): string[] {
  return [...document.head.querySelectorAll('title')].map((title) => title.textContent ?? '');
}

describe('handOverShellTitle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("removes the shell's title once the page's own is in the head", async () => {
    document.head.innerHTML = '<meta charset="utf-8"><title>FakeXrmEasy</title>';
    handOverShellTitle();
    const pageTitle = document.createElement('title');
    pageTitle.textContent = 'Dashboard | FakeXrmEasy';
    document.head.prepend(pageTitle);
    await observed();
    expect(titles()).toEqual(['Dashboard | FakeXrmEasy']);
  });

  it("removes the built description once the page's own is in the head", async () => {
    document.head.innerHTML = '<title>Confirm | FakeXrmEasy</title><meta name="description" content="Built">';
    handOverShellTitle();
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'Rendered';
    document.head.append(description);
    await observed();
    expect(
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
        (meta) => meta.content,
      ),
    ).toEqual(['Rendered']);
    expect(titles()).toEqual(['Confirm | FakeXrmEasy']);
  });

  it("keeps the shell's title while the page has none, whatever else comes into the head", async () => {
    document.head.innerHTML = '<title>FakeXrmEasy</title>';
    handOverShellTitle();
    document.head.append(document.createElement('link'));
    await observed();
    expect(titles()).toEqual(['FakeXrmEasy']);
  });
});
