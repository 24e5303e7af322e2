import type { Page } from '@playwright/test';
import { fillContactForm, refuseContactSubmissions } from './support/contact-form.ts';
import { expect, test } from './support/fixtures.ts';

// The server-error modal is a native <dialog> opened with showModal() (docs/decisions/0021): the browser
// keeps focus in it, makes the page behind inert and closes it on Escape.

async function refuseContact(page: Page) {
  await refuseContactSubmissions(page);
  await page.goto('/contact');
  const submit = await fillContactForm(page);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Contact' });
  await expect(dialog).toBeVisible();
  return { submit, dialog };
}

/** Where focus is: in the dialog, on the browser's own controls (outside the page), or on the page behind. */
const focusIs = (page: Page) =>
  page.evaluate(() => {
    if (!document.hasFocus()) return 'outside the page';
    const dialog = document.querySelector('dialog');
    const active = document.activeElement;
    return dialog && (dialog === active || dialog.contains(active)) ? 'in the dialog' : 'on the page behind';
  });

test('a modal dialog: focus stays in it, the page behind is inert, Escape closes it and focus goes back to the submit button', async ({
  page,
}) => {
  const { submit, dialog } = await refuseContact(page);
  expect(await dialog.evaluate((node) => node.tagName === 'DIALOG' && node.matches(':modal'))).toBe(true);
  await expect(dialog).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Ok' })).toBeFocused();
  // Past its last button focus goes to the browser's own controls, then round to its first one.
  const visited: string[] = [];
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press(press < 3 ? 'Tab' : 'Shift+Tab');
    visited.push(await focusIs(page));
  }
  expect(visited).not.toContain('on the page behind');
  expect(visited).toContain('in the dialog');

  // The form behind takes neither focus nor clicks.
  const firstName = page.getByLabel('First name', { exact: true });
  await firstName.evaluate((input: HTMLElement) => input.focus());
  await expect(firstName).not.toBeFocused();
  expect(await page.evaluate(() => (document.elementFromPoint(5, 300) as Element).tagName)).toBe('DIALOG');
  // The page behind does not scroll while it is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test("its backdrop is Bootstrap's: half-transparent black, fading in with the dialog", async ({ page }) => {
  const { dialog } = await refuseContact(page);
  const backdrop = () =>
    dialog.evaluate((node) => {
      const style = getComputedStyle(node, '::backdrop');
      return { color: style.backgroundColor, opacity: style.opacity, transition: style.transitionDuration };
    });
  await expect.poll(backdrop).toEqual({ color: 'rgb(0, 0, 0)', opacity: '0.5', transition: '0.15s' });
  await expect(dialog).toHaveCSS('transition-duration', '0.15s');
  await expect(dialog).toHaveCSS('opacity', '1');
  // Like Bootstrap's modal: its box centred in the viewport, once it has slid down into place.
  const offCentre = async () => {
    const box = await dialog.locator('.modal-content').boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) return null;
    return [box.x + box.width / 2 - viewport.width / 2, box.y + box.height / 2 - viewport.height / 2].map(
      (offset) => Math.abs(Math.round(offset)),
    );
  };
  await expect.poll(offCentre).toEqual([0, 0]);
});

test('under reduced motion neither the dialog nor its backdrop fades', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { dialog } = await refuseContact(page);
  await expect(dialog).toHaveCSS('transition-duration', '0s');
  expect(await dialog.evaluate((node) => getComputedStyle(node, '::backdrop').transitionDuration)).toBe('0s');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
});
