import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  newEmail,
  newVisitor,
  PASSWORD,
  signUpConfirmed,
  turnOnTwoFactorDirectly,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { SITE_COOKIES, type SiteCookieKey, siteCookieName } from '#shared/site-cookies.ts';

interface SentCookie {
  name: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
  path?: string;
}

/**
 * The cookie policy's table is made from shared/site-cookies.ts: the cookies the server really sends must be
 * exactly those, with the lifetime and flags the table states. A visitor asks for the anti-forgery token (the
 * anonymous id and the token) and signs in (the session and the signed-in hint); another passes the password
 * step of an account with two-factor sign-in on (the second step's cookie).
 */
describe.each(TEST_DATABASES)('the cookies the server sets on %s', (kind) => {
  describe.each([
    ['http', 'http://localhost:3000'],
    ['https', 'https://www.example.com'],
  ])('over %s', (scheme, publicUrl) => {
    let t: TestApp;
    const sent = new Map<string, SentCookie>();
    const secure = scheme === 'https';

    beforeAll(async () => {
      t = await createTestApp(kind, { env: { PUBLIC_URL: publicUrl } });
      const email = newEmail('cookies');
      await signUpConfirmed(t, email);
      const visitor = newVisitor(t.app);
      const token = await visitor.fetchXsrfToken();
      const signIn = await visitor.post(API_ROUTES.accountSignIn, { Email: email, Password: PASSWORD });
      expect(signIn.json().succeeded).toBe(true);
      const twoFactorEmail = newEmail('cookies-2fa');
      await turnOnTwoFactorDirectly(t, await signUpConfirmed(t, twoFactorEmail));
      const passwordStep = await newVisitor(t.app).post(API_ROUTES.accountSignIn, {
        Email: twoFactorEmail,
        Password: PASSWORD,
      });
      expect(passwordStep.json().model.secondFactorToken).toEqual(expect.any(String));
      for (const cookie of [...token.cookies, ...signIn.cookies, ...passwordStep.cookies])
        sent.set(cookie.name, cookie as SentCookie);
    });
    afterAll(() => t.close());

    const serverSet = (Object.keys(SITE_COOKIES) as SiteCookieKey[]).filter(
      (key) => SITE_COOKIES[key].setBy === 'server',
    );

    test('sets every cookie the policy lists as the server’s, and no other', () => {
      expect([...sent.keys()].sort()).toEqual(
        serverSet.map((key) => siteCookieName(SITE_COOKIES[key], secure)).sort(),
      );
    });

    test.each(serverSet)('%s: the lifetime and flags of its definition', (key) => {
      const definition = SITE_COOKIES[key];
      const cookie = sent.get(siteCookieName(definition, secure));
      expect(cookie).toBeDefined();
      expect(cookie?.maxAge).toBe(definition.maxAgeSeconds);
      expect(Boolean(cookie?.httpOnly)).toBe(definition.httpOnly);
      expect(cookie?.sameSite?.toLowerCase()).toBe(definition.sameSite);
      expect(Boolean(cookie?.secure)).toBe(secure);
      expect(cookie?.path).toBe('/');
    });
  });
});

test('every cookie has its purpose in the three cultures’ cookie policy', () => {
  for (const culture of SUPPORTED_CULTURES) {
    const catalogue = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../../shared/i18n/locales', culture, 'policies.json'),
        'utf8',
      ),
    );
    for (const key of Object.keys(SITE_COOKIES))
      expect(catalogue.cookies.used[key]?.purpose, `${culture} ${key}`).toMatch(/\S/);
  }
});
