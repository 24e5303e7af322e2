import { afterAll, beforeAll, expect, test } from 'vitest';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { newVisitor } from '#server/test/account-test-support.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => t.close());

test.each([
  ['/api/account/register', { Email: '', Password: '', ConfirmPassword: '' }],
  ['/api/account/signin', { Email: '', Password: '' }],
  ['/api/account/forgot-pass', { Email: '' }],
  ['/api/account/reset-password', { Email: '', Token: '', Password: '' }],
  ['/api/account/resend-confirmation', {}],
])('%s is limited per IP: 429 with Retry-After and a localised message', async (url, body) => {
  const visitor = newVisitor(t.app, 'es-ES');
  for (let i = 0; i < RATE_LIMITS.accountForm.max; i++) {
    expect((await visitor.post(url, body)).statusCode).not.toBe(429);
  }
  const limited = await visitor.post(url, body);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json()).toMatchObject({
    succeeded: false,
    errorMessage: expect.stringMatching(/^Demasiados intentos\. Vuelve a intentarlo dentro de 15 minutos\.$/),
  });
  // Each IP has its own allowance.
  expect((await newVisitor(t.app).post(url, body)).statusCode).not.toBe(429);
});
