import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '#server/mail/transport.ts';
import {
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  savePendingTwoFactor,
} from '#server/routes/api/account/security/two-factor.repository.ts';
import { PAIR_MAX_FAILURES } from '#server/routes/api/account/sign-in/sign-in-throttle.ts';
import { keysOf } from '#server/routes/api/account/sign-in/two-factor-check.ts';
import { enableTestPasswordHashCost } from '#server/security/passwords.ts';
import { newTotpSecret } from '#server/security/totp.ts';
import { newRecoveryCodes } from '#server/security/two-factor-crypto.ts';
import { splitCulturePath } from '#shared/culture-paths.ts';
import { type TestApp, TestVisitor } from './test-app.ts';

// Suites that sign up many accounts hash cheaply; passwords.test.ts proves the production cost.
enableTestPasswordHashCost();

/** A password that passes the sign-up rule. */
export const PASSWORD = 'Corr3ct-Horse!';
export const OTHER_PASSWORD = 'Batt3ry-Staple!';

let visitorCount = 0;

/**
 * A visitor with a network of its own (an IPv4 /24, as the sign-in limits count them), so per-IP and
 * per-network limits never mix tests up.
 */
export function newVisitor(app: FastifyInstance, culture = 'en-GB'): TestVisitor {
  visitorCount++;
  return new TestVisitor(app, {
    culture,
    ip: `10.${(visitorCount >> 8) & 255}.${visitorCount & 255}.${1 + (visitorCount % 250)}`,
  });
}

let emailCount = 0;
export function newEmail(prefix = 'dev'): string {
  emailCount++;
  return `${prefix}-${emailCount}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Delivers the whole outbox (the worker takes a batch at a time) and returns every e-mail sent so far to an
 * address.
 */
export async function emailsTo(t: TestApp, address: string): Promise<MailMessage[]> {
  while ((await t.deliverEmails()) > 0);
  return t.sentEmails.filter((email) => email.to === address.toLowerCase());
}

/** The last e-mail to an address, or a failure naming what was expected. */
export async function lastEmailTo(t: TestApp, address: string): Promise<MailMessage> {
  const emails = await emailsTo(t, address);
  const last = emails.at(-1);
  if (!last) throw new Error(`no e-mail to ${address}`);
  return last;
}

/** The link to a path in an e-mail's text, parsed. */
export function linkIn(email: MailMessage, path: string): URL {
  const link = email.text.match(/https?:\/\/\S+/g)?.find((url) => leadsTo(url, path));
  if (!link) throw new Error(`no link to ${path} in "${email.subject}"`);
  return new URL(link);
}

/** Whether a link leads to a route, under the recipient's culture's prefix if any ('/es/account/signin'). */
const leadsTo = (url: string, path: string) => splitCulturePath(new URL(url).pathname).path === path;

/**
 * The link to a path in the latest e-mail to an address that has one. E-mails queued in the same instant (the
 * fake clock stands still) may be delivered in any order, so the link is found by its path, not by position.
 */
export async function latestLinkTo(t: TestApp, address: string, path: string): Promise<URL> {
  const emails = await emailsTo(t, address);
  const withLink = emails.filter((email) =>
    email.text.match(/https?:\/\/\S+/g)?.some((url) => leadsTo(url, path)),
  );
  const latest = withLink.at(-1);
  if (!latest) throw new Error(`no e-mail to ${address} with a link to ${path}`);
  return linkIn(latest, path);
}

/**
 * Wrong passwords for an address from as many client addresses as it takes, each staying within the limit of
 * one address's attempts at one account: what only many strangers together can do.
 */
export async function failSignInsFromManyAddresses(t: TestApp, email: string, count: number): Promise<void> {
  let visitor = newVisitor(t.app);
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % PAIR_MAX_FAILURES === 0) visitor = newVisitor(t.app);
    const response = await visitor.post('/api/account/signin', { Email: email, Password: 'Wr0ng-guess!' });
    if (response.statusCode !== 200 || response.json().succeeded !== false)
      throw new Error(`failed sign-in ${i + 1} was answered ${response.statusCode} ${response.body}`);
  }
}

/** Signs up through the API and returns the confirmation link's values. */
export async function signUp(
  t: TestApp,
  visitor: TestVisitor,
  email: string,
  password = PASSWORD,
): Promise<{ userId: string; code: string }> {
  const response = await visitor.post('/api/account/register', {
    Email: email,
    Password: password,
    ConfirmPassword: password,
  });
  if (!response.json().succeeded) throw new Error(`sign-up failed: ${response.body}`);
  const link = await latestLinkTo(t, email, '/account/confirm-email');
  return { userId: link.searchParams.get('userId') ?? '', code: link.searchParams.get('code') ?? '' };
}

/** Signs up and confirms the address. */
export async function signUpConfirmed(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const visitor = newVisitor(t.app);
  const { userId, code } = await signUp(t, visitor, email, password);
  const confirmed = await visitor.post('/api/account/confirm-email', { UserId: userId, Code: code });
  if (!confirmed.json().succeeded) throw new Error(`confirmation failed: ${confirmed.body}`);
  return userId;
}

/** A visitor signed in to a new, confirmed account. */
export async function signedInVisitor(
  t: TestApp,
  options: { email?: string; culture?: string } = {},
): Promise<{ visitor: TestVisitor; email: string; userId: string }> {
  const email = options.email ?? newEmail();
  const userId = await signUpConfirmed(t, email);
  const visitor = newVisitor(t.app, options.culture);
  const response = await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
  if (!response.json().succeeded) throw new Error(`sign-in failed: ${response.body}`);
  return { visitor, email, userId };
}

/**
 * Turns two-factor sign-in on for an account straight in the database (as the security page's set-up and first
 * code would), with recovery codes: for tests of what comes after, whatever the set-up route asks for.
 */
export async function turnOnTwoFactorDirectly(
  t: TestApp,
  userId: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const keys = keysOf(t.app);
  const secret = newTotpSecret();
  const now = t.clock.now().toISOString();
  await savePendingTwoFactor(t.app.db, userId, keys.encrypt(secret), now);
  await markTwoFactorEnabled(t.app.db, userId, now);
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(
    t.app.db,
    userId,
    recoveryCodes.map((code) => keys.hashRecoveryCode(code)),
    now,
  );
  return { secret, recoveryCodes };
}

/** The account's failed sign-ins so far (a wrong password or code adds one). */
export async function failedSignIns(t: TestApp, userId: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('account')
    .select('failed_sign_ins')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.failed_sign_ins);
}
