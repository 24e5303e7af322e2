import type { Page } from '@playwright/test';
import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PUBLIC_PATHS } from '#shared/paths.ts';
import { signUpAndSignIn } from './support/account-session.ts';
import { contrast } from './support/contrast.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// The frame every page shares, at the widths visitors use: the navbar, its focus rings, the type scale.

const LAPTOP_WIDTHS = [992, 1024, 1280, 1366, 1440];

/** Where the navbar's controls are, in the page: each visible one's box and how many lines its text takes. */
function navbarControls() {
  const controls = [
    ...document.querySelectorAll<HTMLElement>('.site-navbar .navbar-brand, .site-navbar .navbar-toggler'),
    ...document.querySelectorAll<HTMLElement>('#site-navigation .nav-link'),
  ];
  return controls
    .filter((control) => control.getClientRects().length > 0)
    .map((control) => {
      // The visible text's line boxes (a visually hidden part sits apart, one pixel wide).
      const lineTops = new Set<number>();
      let visibleText = '';
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        visibleText += node.textContent;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) lineTops.add(Math.round(rect.top + rect.height / 2));
      }
      const box = control.getBoundingClientRect();
      return {
        text: control.textContent?.trim() ?? '',
        visibleText: visibleText.trim(),
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        lines: lineTops.size,
      };
    });
}

async function expectNavbarFits(page: Page, width: number) {
  const where = `at ${width} px`;
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page scrolls sideways ${where}`).toBeLessThanOrEqual(clientWidth);
  const burger = page.locator('.site-navbar .navbar-toggler');
  const menuSettled = () => expect(page.locator('#site-navigation')).not.toHaveClass(/collapsing/);
  if (await burger.isVisible()) {
    await burger.click();
    await menuSettled();
  }
  const controls = await page.evaluate(navbarControls);
  for (const control of controls) {
    // The burger and the theme menu's icon button show no text: only their boxes count.
    if (control.visibleText) expect(control.lines, `"${control.text}" wraps ${where}`).toBe(1);
    expect(control.left, `"${control.text}" is cut off on the left ${where}`).toBeGreaterThanOrEqual(0);
    expect(control.right, `"${control.text}" is cut off on the right ${where}`).toBeLessThanOrEqual(
      clientWidth,
    );
  }
  if (await burger.isVisible()) {
    await burger.click();
    await menuSettled();
    return;
  }
  // Expanded: one row, and the open language menu covers none of the bar's controls.
  const rowTop = Math.min(...controls.map((c) => c.top));
  for (const control of controls)
    expect(control.top - rowTop, `"${control.text}" is on a second row ${where}`).toBeLessThan(20);
  const languageToggle = page.locator('#site-navigation button.dropdown-toggle').first();
  await languageToggle.click();
  const menu = await page.locator('#site-navigation .dropdown-menu.show').boundingBox();
  if (!menu) throw new Error('the language menu did not open');
  const toggleText = (await languageToggle.textContent())?.trim();
  for (const control of controls.filter((c) => c.text !== toggleText)) {
    // Boxes that only touch (sub-pixel rounding) do not cover each other.
    const overlaps =
      Math.min(control.right, menu.x + menu.width) - Math.max(control.left, menu.x) > 1 &&
      Math.min(control.bottom, menu.y + menu.height) - Math.max(control.top, menu.y) > 1;
    expect(
      overlaps,
      `the language menu ${JSON.stringify(menu)} covers ${JSON.stringify(control)} ${where}`,
    ).toBe(false);
  }
  await languageToggle.click();
}

for (const culture of SUPPORTED_CULTURES) {
  for (const signedIn of [false, true]) {
    test(`the navbar fits on one row or in the burger from 992 to 1440 px in ${culture}, ${signedIn ? 'signed in' : 'signed out'}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      if (signedIn) await signUpAndSignIn(page);
      await page.goto(localisePath('/training', culture));
      await waitForHydration(page);
      await expect(page.locator('#site-navigation')).toContainText(
        signedIn ? /Account|cuenta|compte/ : /Sign In|sesión|sessió/,
      );
      for (const width of LAPTOP_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectNavbarFits(page, width);
      }
    });
  }
}

/** WCAG 1.4.12's text spacing, as a visitor's own style sheet sets it on every element. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * Every navbar control inside the window and inside the dark bar (white text past it is white on white), the
 * burger's menu opened where the burger shows; the controls may wrap onto more rows.
 */
async function expectNavbarInWindow(page: Page, where: string) {
  const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page scrolls sideways ${where}`).toBeLessThanOrEqual(clientWidth);
  const burger = page.locator('.site-navbar .navbar-toggler');
  const menuSettled = () => expect(page.locator('#site-navigation')).not.toHaveClass(/collapsing/);
  const folded = await burger.isVisible();
  if (folded) {
    await burger.click();
    await menuSettled();
  }
  const bar = await page.locator('header.site-navbar').boundingBox();
  if (!bar) throw new Error('no navbar');
  for (const control of await page.evaluate(navbarControls)) {
    const name = `"${control.text}" ${where}${folded ? ' in the burger' : ''}`;
    expect(control.left, `${name} is cut off on the left`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${name} is cut off on the right`).toBeLessThanOrEqual(clientWidth);
    expect(control.bottom, `${name} is below the bar`).toBeLessThanOrEqual(bar.y + bar.height + 1);
  }
  if (folded) {
    await burger.click();
    await menuSettled();
  }
}

for (const signedIn of [false, true]) {
  test(`the navbar stays in the window with WCAG text spacing and at a 32 px default font, in every culture, ${signedIn ? 'signed in' : 'signed out'}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    if (signedIn) await signUpAndSignIn(page);
    const cdp = await page.context().newCDPSession(page);
    // The visitor's own style sheet, which the site's Content-Security-Policy would otherwise refuse.
    await cdp.send('Page.setBypassCSP', { enabled: true });
    for (const culture of SUPPORTED_CULTURES) {
      await page.goto(localisePath('/training', culture));
      await waitForHydration(page);
      await expect(page.locator('#site-navigation')).toContainText(
        signedIn ? /Account|cuenta|compte/ : /Sign In|sesión|sessió/,
      );
      const spacing = await page.addStyleTag({ content: TEXT_SPACING });
      await expect(page.locator('#site-navigation .nav-link').first()).toHaveCSS('word-spacing', /^[1-9]/);
      for (const width of [1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNavbarInWindow(page, `with text spacing at ${width} px in ${culture}`);
      }
      await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
      // The browser's own font size setting (not page zoom): rem and em grow, px breakpoints do not.
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await expect(page.locator('html')).toHaveCSS('font-size', '32px');
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNavbarInWindow(page, `at a 32 px font at ${width} px in ${culture}`);
      }
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
    }
  });
}

/** The focused element's indicator: its outline when it has one at least 2px wide, else its box-shadow's colour. */
function focusIndicator() {
  const focused = document.activeElement as HTMLElement;
  const style = getComputedStyle(focused);
  const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
  return {
    name: focused.textContent?.trim() || focused.getAttribute('aria-label') || focused.tagName,
    inNavbar: Boolean(focused.closest('.site-navbar')),
    inMenu: Boolean(focused.closest('.dropdown-menu')),
    colour: outline ? style.outlineColor : (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'none'),
  };
}

test('keyboard focus on every navbar link and button has 3:1 contrast against the dark bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/training');
  await waitForHydration(page);
  const navbarBackground = await page
    .locator('header.site-navbar')
    .evaluate((bar) => getComputedStyle(bar).backgroundColor);
  const seen: string[] = [];
  // From the skip link (the page's first stop) through the bar, until focus leaves it.
  await page.keyboard.press('Tab');
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    const indicator = await page.evaluate(focusIndicator);
    if (!indicator.inNavbar) break;
    seen.push(indicator.name);
    expect(
      contrast(indicator.colour, navbarBackground),
      `focus on "${indicator.name}"`,
    ).toBeGreaterThanOrEqual(3);
  }
  expect(seen.length).toBeGreaterThanOrEqual(11);
});

test('keyboard focus on a form field and a button has 3:1 contrast against the light page', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByLabel('First name', { exact: true }).focus();
  const field = await page.evaluate(focusIndicator);
  expect(contrast(field.colour, pageBackground), 'focus on a field').toBeGreaterThanOrEqual(3);
  // Focused by script after a key press, the button shows the keyboard's ring (:focus-visible).
  await page.keyboard.press('Shift');
  await page.getByRole('button', { name: 'Send message' }).focus();
  const button = await page.evaluate(focusIndicator);
  expect(contrast(button.colour, pageBackground), 'focus on a button').toBeGreaterThanOrEqual(3);
});

test('a 60-character e-mail address on the dashboard wraps after its @ or a dot at 320 px', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `ana.maria.fernandez-garcia.${Date.now().toString(36)}@consulting.example.com`.padStart(
    60,
    'x',
  );
  expect(email).toHaveLength(60);
  await signUpAndSignIn(page, { email });
  await page.setViewportSize({ width: 320, height: 640 });
  const addresses = page.locator('.email-address');
  await expect(addresses).toHaveCount(2);
  for (const address of await addresses.all()) {
    await expect(address).toHaveText(email);
    // Where each line of the address starts: the character before it must be "@" or ".".
    const lineStarts = await address.evaluate((element) => {
      const starts: string[] = [];
      let previousTop: number | null = null;
      let text = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (previousTop !== null && top > previousTop + 2) starts.push(text.at(-1) ?? '');
          previousTop = top;
          text += node.textContent?.[i];
        }
      }
      return starts;
    });
    expect(lineStarts.length, 'the address fits on one line: nothing wrapped').toBeGreaterThan(0);
    // After its "@" or a dot, or after a hyphen as in any text; never inside a word.
    for (const before of lineStarts) expect(['@', '.', '-']).toContain(before);
  }
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

/** The distinct (font-size, font-weight) pairs of the page's visible text. */
function typeStyles(): string[] {
  const pairs = new Set<string>();
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...element.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
    );
    if (!ownText || element.closest('.visually-hidden, [hidden]')) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width < 1 || box.height < 1 || style.visibility !== 'visible') continue;
    pairs.add(`${style.fontSize} ${style.fontWeight}`);
  }
  return [...pairs].sort();
}

test('every public page uses at most 8 font size and weight pairs (the type scale)', async ({ page }) => {
  test.setTimeout(90_000);
  const tooMany: string[] = [];
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const styles = await page.evaluate(typeStyles);
    if (styles.length > 8) tooMany.push(`${path}: ${styles.length} (${styles.join(', ')})`);
  }
  expect(tooMany).toEqual([]);
});
