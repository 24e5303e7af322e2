import { randomBytes, randomUUID } from 'node:crypto';
import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { ALL_PATHS, PATHS } from '#shared/paths.ts';
import { signUpAndSignIn } from './support/account-session.ts';
import { E2E } from './support/e2e-env.ts';
import { expect, isExpectedConsoleMessage, test, waitForHydration } from './support/fixtures.ts';

/**
 * No page logs an error or a warning in the browser's console, signed in or not (docs/product.md, Layout and
 * pages): every route of the route table, at its URL in every culture. A page that needs a link's token gets
 * one shaped like the e-mails' (unknown to the server, so the page shows its refusal, as for an old link).
 */
const linkToken = () => randomBytes(32).toString('base64url');
const QUERIES: Readonly<Record<string, () => string>> = {
  [PATHS.confirmEmail]: () => `?userId=${randomUUID()}&code=${linkToken()}`,
  [PATHS.resetPassword]: () => `?token=${linkToken()}`,
  [PATHS.confirmEmailChange]: () => `?token=${linkToken()}`,
  [PATHS.undoEmailChange]: () => `?token=${linkToken()}`,
  [PATHS.newsletterConfirm]: () => `?token=${linkToken()}`,
  [PATHS.newsletterUnsubscribe]: () => `?token=${linkToken()}`,
};

for (const signedIn of [false, true])
  for (const culture of SUPPORTED_CULTURES)
    test(`every route in ${culture}, ${signedIn ? 'signed in' : 'signed out'}, logs no console error or warning`, async ({
      page,
    }) => {
      // About forty pages, each loaded and left to settle, and for a session a sign-up round trip by e-mail.
      test.setTimeout(180_000);
      if (signedIn) await signUpAndSignIn(page, { confirmed: true });
      let current = { path: '', url: '' };
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (isExpectedConsoleMessage(message, current.path, current.url)) return;
        problems.push(`${current.url} (now ${page.url()}) ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${current.url} (now ${page.url()}): ${error.message}`));

      for (const path of ALL_PATHS) {
        const url = new URL(localisePath(path + (QUERIES[path]?.() ?? ''), culture), E2E.baseUrl);
        current = { path, url: url.href };
        await page.goto(url.pathname + url.search);
        // Wherever the page leads (signed out, My Account leads to the sign-in page), it settles there.
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    });
