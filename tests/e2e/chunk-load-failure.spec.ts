import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// A page's code as the build names it (pricing-page-<hash>.js).
const PRICING_CHUNK = /\/assets\/pricing-page-[^/]*\.js$/;

/** A click on the navbar's link to a page. */
function openFromNavbar(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
}

/** Counts the documents the browser loads for /pricing: the page itself, and each reload of it. */
function countPricingDocuments(page: Page): { count: number } {
  const documents = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/pricing')
      documents.count++;
  });
  return documents;
}

test('a page whose code fails to load, as after a release replaced the files, is loaded again from the server', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's HTML is from the release before: it asks for a chunk the server no longer has, once.
  const documents = countPricingDocuments(page);
  let refused = 0;
  await page.route(
    PRICING_CHUNK,
    (route) => {
      refused++;
      return route.fulfill({ status: 404, body: 'Not Found' });
    },
    { times: 1 },
  );
  await page.goto('/pricing');
  await waitForHydration(page);
  expect(refused).toBe(1);
  expect(documents.count).toBe(2);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reloaded page is alive: its controls answer.
  const billing = page.getByRole('switch', { name: /Annual billing/ });
  await billing.check();
  await expect(billing).toBeChecked();
  expect(errors).toEqual([]);
});

test("when the reloaded page cannot load its code either, it shows the 'Ooops!' screen in the site's frame, not an empty window", async ({
  page,
}) => {
  // The server has lost the chunk for good (or the network went down): every request for it fails.
  const documents = countPricingDocuments(page);
  await page.route(PRICING_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Ooops!' })).toBeVisible();
  // Reloaded once, not again and again.
  expect(documents.count).toBe(2);
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // Another page is still reachable from the frame.
  await page.unroute(PRICING_CHUNK);
  await openFromNavbar(page, 'Training');
  await expect(page).toHaveURL(/\/training$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ooops!' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
