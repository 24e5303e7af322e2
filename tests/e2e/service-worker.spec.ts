import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { brotli } from '#server/site/static-files.ts';
import { expect, startInCulture, test, waitForHydration } from './support/fixtures.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

test.use({ serviceWorkers: 'allow' });

async function serviceWorkerActive(page: Page) {
  await expect
    .poll(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('a public page opens offline, in the visitor culture, once the service worker is installed', async ({
  page,
  context,
}) => {
  await startInCulture(context, 'es-ES');
  await page.goto('/pricing');
  await serviceWorkerActive(page);
  await context.setOffline(true);
  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formación');
  await context.setOffline(false);
});

test('the service worker never serves the API or account pages', async ({ page }) => {
  await page.goto('/pricing');
  await serviceWorkerActive(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.some((url) => url.startsWith('/__pages/en-GB/pricing'))).toBe(true);
  expect(
    cached.filter(
      (url) =>
        url.startsWith('/api/') || url.includes('/account/dashboard') || url.includes('/account/billing'),
    ),
  ).toEqual([]);
});

/** Serves a build on its own port, as a deployment would. */
function serve(distDir: string, offset: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'tests/e2e/support/start-site.ts')], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT_OFFSET: String(offset), E2E_DIST_DIR: distDir },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${3100 + offset}/healthz`)).ok) return resolve(child);
      } catch {}
      if (Date.now() - started > 45_000) {
        // Not left behind holding the port once it does start.
        child.kill('SIGTERM');
        return reject(new Error('server did not start'));
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('a newer build deployed while the page is open shows the new-version banner', async ({ browser }) => {
  // Two servers start and a service worker installs twice: on a busy 2-core machine that outlasts 30 s.
  test.setTimeout(90_000);
  // Its own port, beside the run's (3100 + E2E_PORT_OFFSET): checkouts that run at once use other offsets.
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) + 90;
  const buildA = path.join(ROOT, 'dist');
  const buildB = path.join(ROOT, 'test-results', 'build-b');
  rmSync(buildB, { recursive: true, force: true });
  cpSync(buildA, buildB, { recursive: true });
  // Build B: the same site with another version string in its service worker.
  const worker = path.join(buildB, 'client', 'sw.js');
  const changed = Buffer.from(`${readFileSync(worker, 'utf8')}\n// build B ${Date.now()}\n`);
  writeFileSync(worker, changed);
  writeFileSync(`${worker}.br`, brotli(changed));
  writeFileSync(`${worker}.gz`, gzipSync(changed));

  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${3100 + offset}`,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  let server = await serve(buildA, offset);
  try {
    await page.goto('/training');
    await serviceWorkerActive(page);
    await page.reload();
    await expect(page.getByText(/A new version of this site is available/)).toHaveCount(0);

    await stop(server);
    server = await serve(buildB, offset);
    await page.reload();
    const banner = page.getByText(/A new version of this site is available/);
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('1.8.1');
    await expect(banner).toContainText('close all the tabs');
  } finally {
    await context.close();
    await stop(server);
  }
});

test('a slow version check shows its banner in the page, over none of it: the focused checkbox stays in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/contact');
  await serviceWorkerActive(page);
  // A return visit on a slow network: the check for a newer worker takes 3 s.
  await page.addInitScript(() => {
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      return new Promise((resolve) => setTimeout(resolve, 3000)).then(() => update.call(this));
    };
  });
  await page.reload();
  await waitForHydration(page);
  const consent = page.getByRole('checkbox').last();
  await consent.focus();
  // At the bottom edge of the window, where a bar fixed to the bottom would sit.
  await consent.evaluate((checkbox) => checkbox.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const banner = page.getByText('Checking for a newer version');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(consent).toBeFocused();
  await expect(consent).toBeInViewport();
  const uncovered = await consent.evaluate((checkbox) => {
    const box = checkbox.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === checkbox;
  });
  expect(uncovered).toBe(true);
  await expect(banner).toBeHidden({ timeout: 20_000 });
});

test('a first visit and a quick check on the next show no version banner at all', async ({ page }) => {
  // Counts every banner that appears, on every load of the tab.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.version-banners .alert')) sessionStorage.setItem('bannerSeen', 'yes');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/training');
  await serviceWorkerActive(page);
  await page.reload();
  await waitForHydration(page);
  // The check starts 1.5 s after the load event and answers within milliseconds here: wait it out.
  await page.waitForTimeout(4000);
  expect(await page.evaluate(() => sessionStorage.getItem('bannerSeen'))).toBeNull();
});
