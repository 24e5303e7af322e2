import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first.ts';

const BUILT = `<head>
    <title>FakeXrmEasy</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-b.js">
    <link rel="stylesheet" crossorigin href="/assets/main-c.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;

describe('paintFirst', () => {
  it('puts the stylesheet before the entry and asks for the scripts at low priority', () => {
    expect(paintFirst(BUILT)).toBe(`<head>
    <title>FakeXrmEasy</title>
    <link rel="stylesheet" crossorigin href="/assets/main-c.css">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-helper-b.js">
  <link rel="manifest" href="/manifest.webmanifest"></head>`);
  });

  it('leaves a page without a module script as it is', () => {
    const html = '<head>\n    <link rel="stylesheet" href="/a.css">\n</head>';
    expect(paintFirst(html)).toBe(html);
  });
});
