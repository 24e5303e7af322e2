import type { Locator, Page } from '@playwright/test';
import { contrast } from './support/contrast.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Controls everyone can see (WCAG 2.2 AA, 1.4.11 and 2.4.7): what shows where a box or field is and that it is
// off, and every keyboard focus ring, at 3:1 at least against what is around them. The colours are the
// stylesheet's, the same in every culture: the English pages stand for all three.

/** What a control is drawn with, and the opaque colour around it (its first ancestor with a solid background). */
function drawnColours(control: Element) {
  const solid = (colour: string) => /^rgb\(/.test(colour) || /^rgba\(.*,\s*1\)$/.test(colour);
  let around = 'rgb(255, 255, 255)';
  for (let node = control.parentElement; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (solid(colour)) {
      around = colour;
      break;
    }
  }
  const style = getComputedStyle(control);
  return {
    border: style.borderTopColor,
    fill: style.backgroundColor,
    // A switch's knob is a radial gradient (client/styles/main.scss): its first stop is the knob's colour.
    knob: /gradient\((?:[^()]|\([^)]*\))*?(rgba?\([^)]*\))/.exec(style.backgroundImage)?.[1] ?? null,
    outline: style.outlineStyle === 'none' ? null : style.outlineColor,
    around,
  };
}

/** Records a measured ratio on the report and checks it against 3:1, going on to measure the others. */
function expectAtLeast3(what: string, ratio: number) {
  test.info().annotations.push({ type: 'contrast', description: `${what}: ${ratio.toFixed(2)}:1` });
  expect.soft(ratio, what).toBeGreaterThanOrEqual(3);
}

/** An unchecked box or switch: its border against the page, and a switch's knob against its own fill. */
async function expectVisibleWhenOff(name: string, control: Locator) {
  await expect(control).not.toBeChecked();
  const colours = await control.evaluate(drawnColours);
  expectAtLeast3(`${name} border`, contrast(colours.border, colours.around));
  if (colours.knob) expectAtLeast3(`${name} knob`, contrast(colours.knob, colours.fill));
}

/** The control's keyboard focus ring against what is around it. */
async function expectVisibleFocus(page: Page, name: string, control: Locator) {
  // Focused by script after a key press, a control shows the keyboard's ring (:focus-visible).
  await page.keyboard.press('Shift');
  await control.focus();
  const colours = await control.evaluate(drawnColours);
  expect(colours.outline, `${name} has a focus outline`).not.toBeNull();
  expectAtLeast3(`${name} focus ring`, contrast(colours.outline ?? '', colours.around));
}

// In the light theme and in the dark one (docs/product.md, Colour theme), as the system's setting picks it.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`form fields, checkboxes and switches show their edges and their focus at 3:1, ${colorScheme}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
    const field = page.getByLabel('First name', { exact: true });
    const fieldColours = await field.evaluate(drawnColours);
    expectAtLeast3('text field border', contrast(fieldColours.border, fieldColours.around));
    const consent = page.getByRole('checkbox', { name: /I agree/ });
    await expectVisibleWhenOff('consent checkbox', consent);
    await expectVisibleFocus(page, 'consent checkbox', consent);

    await page.goto('/pricing');
    await waitForHydration(page);
    const annual = page.getByRole('switch');
    await expectVisibleWhenOff('pricing switch', annual);
    await expectVisibleFocus(page, 'pricing switch', annual);

    await page.goto('/get-started/installation');
    await waitForHydration(page);
    const skip = page.getByRole('switch');
    await expectVisibleWhenOff('docs Skip switch', skip);
    await expectVisibleFocus(page, 'docs Skip switch', skip);
    const copy = page.getByRole('button', { name: 'Copy', exact: true }).first();
    await expect(copy).toBeEnabled();
    await expectVisibleFocus(page, 'docs Copy button', copy);
  });
}

// The navbar's menus by keyboard (WCAG 2.4.3 and 2.4.11): focus stays on what the visitor used, and an open menu
// never hides where focus goes next.

const languageToggle = (page: Page) => page.locator('#site-navigation button.dropdown-toggle').first();
const openMenus = (page: Page) => page.locator('#site-navigation .dropdown-menu.show');
const burgerOf = (page: Page) => page.locator('.site-navbar .navbar-toggler');

/** Opens a page on a laptop's screen and its language menu with the keyboard. */
async function openLanguageMenuOn(page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
  await languageToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(openMenus(page)).toHaveCount(1);
}

/** On a phone's screen: unfolds the burger and opens the language menu inside it, with the keyboard. */
async function openLanguageMenuInBurger(page: Page) {
  await page.setViewportSize({ width: 400, height: 800 });
  await burgerOf(page).focus();
  await page.keyboard.press('Enter');
  await expect(burgerOf(page)).toHaveAttribute('aria-expanded', 'true');
  await languageToggle(page).focus();
  await page.keyboard.press('Enter');
}

test('choosing a language by keyboard leaves focus on the language button, or on the burger that folded', async ({
  page,
}) => {
  await openLanguageMenuOn(page, '/training');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Castellano', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/training$/);
  await expect(languageToggle(page)).toContainText('Castellano');
  await expect(languageToggle(page)).toBeFocused();

  await openLanguageMenuInBurger(page);
  await page.getByRole('link', { name: 'Català', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ca\/training$/);
  await expect(burgerOf(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(burgerOf(page)).toBeFocused();
});

test('a menu closes when focus leaves it, and Escape folds the burger after an open menu', async ({
  page,
}) => {
  await openLanguageMenuOn(page, '/get-started/overview');
  // Through its three languages, then on.
  for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
  await expect(openMenus(page)).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(openMenus(page)).toHaveCount(0);

  await openLanguageMenuInBurger(page);
  await page.keyboard.press('Escape');
  // The first Escape closes the language menu only, focus back on its button.
  await expect(openMenus(page)).toHaveCount(0);
  await expect(burgerOf(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(languageToggle(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(burgerOf(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(burgerOf(page)).toBeFocused();
});
