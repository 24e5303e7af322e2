import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashIp } from '#server/security/ip-hash.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { NEWSLETTER_EMAIL_THROTTLE_MS } from './index.ts';

const DAY = 24 * 60 * 60_000;
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;
let lastAddress = 0;
const nextAddress = () => `reader${++lastAddress}@example.com`;

describe.each(TEST_DATABASES)('the newsletter on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const subscription = (email: string) =>
    t.app.db.selectFrom('newsletter_subscription').selectAll().where('email', '=', email).execute();
  const emailsTo = (email: string) =>
    t.app.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute();

  async function subscribe(email: string, culture = 'en-GB', ip = nextIp()) {
    return new TestVisitor(t.app, { culture, ip }).post('/api/newsletter/submit', { email });
  }

  /** The token of the first link in the e-mail text whose path contains `path`. */
  function tokenIn(text: string, path: string): string {
    const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no ${path} link in:\n${text}`);
    return token;
  }

  /**
   * Subscribes and confirms `email`, then subscribes it again after the pause between e-mails: the "already
   * subscribed" e-mail is then the latest, the first that carries an unsubscribe link and headers.
   */
  async function confirmedSubscriber(email: string) {
    await subscribe(email);
    const token = tokenIn((await emailsTo(email))[0]?.text_body ?? '', '/newsletter/confirm');
    await new TestVisitor(t.app).post('/api/newsletter/confirm', { token });
    t.clock.advance(NEWSLETTER_EMAIL_THROTTLE_MS + 1);
    await subscribe(email);
    const latest = (await emailsTo(email)).at(-1);
    return { text: latest?.text_body ?? '', headers: JSON.parse(latest?.headers_json ?? '{}') };
  }

  test('a subscription is pending, keeps its consent evidence, and the confirmation e-mail offers no unsubscribe yet', async () => {
    const email = nextAddress();
    const ip = nextIp();
    const response = await subscribe(email.toUpperCase(), 'ca-ES', ip);
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    const [row, ...others] = await subscription(email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      status: 'pending',
      culture: 'ca-ES',
      consent_version: CONSENT_VERSIONS.newsletter,
      ip_hash: hashIp(t.config.SESSION_SECRET, ip),
      requested_at: t.clock.now().toISOString(),
      confirmed_at: null,
    });
    const [confirmation, ...more] = await emailsTo(email);
    expect(more).toHaveLength(0);
    expect(confirmation?.subject).toBe('Confirmeu la subscripció al butlletí de FakeXrmEasy');
    // Its link leads to the page in the subscriber's culture.
    expect(confirmation?.text_body).toContain(`${t.config.PUBLIC_URL}/ca/newsletter/confirm?token=`);
    // There is no subscription to leave yet: ignoring the e-mail is enough.
    expect(confirmation?.text_body).not.toContain('/newsletter/unsubscribe');
    expect(Object.keys(JSON.parse(confirmation?.headers_json ?? '{}'))).not.toContain('List-Unsubscribe');
  });

  test('subscribing again is a success and never a second row; e-mails are not repeated within 10 minutes', async () => {
    const email = nextAddress();
    expect((await subscribe(email)).json().succeeded).toBe(true);
    expect((await subscribe(email)).json().succeeded).toBe(true);
    expect(await subscription(email)).toHaveLength(1);
    expect(await emailsTo(email)).toHaveLength(1);
    t.clock.advance(NEWSLETTER_EMAIL_THROTTLE_MS + 1);
    expect((await subscribe(email, 'es-ES')).json().succeeded).toBe(true);
    expect(await subscription(email)).toHaveLength(1);
    const emails = await emailsTo(email);
    expect(emails).toHaveLength(2);
    expect(emails[1]?.subject).toBe('Confirma tu suscripción al boletín de FakeXrmEasy');
    expect((await subscription(email))[0]?.culture).toBe('es-ES');
  });

  test('two requests for one address at the same moment make one row', async () => {
    const email = nextAddress();
    const replies = await Promise.all([subscribe(email), subscribe(email), subscribe(email)]);
    expect(replies.map((r) => r.json().succeeded)).toEqual([true, true, true]);
    expect(await subscription(email)).toHaveLength(1);
  });

  test('the link in the e-mail confirms the subscription, once or twice', async () => {
    const email = nextAddress();
    await subscribe(email);
    const token = tokenIn((await emailsTo(email))[0]?.text_body ?? '', '/newsletter/confirm');
    const ip = nextIp();
    const visitor = new TestVisitor(t.app, { ip });
    expect((await visitor.post('/api/newsletter/confirm', { token })).json()).toEqual({
      succeeded: true,
      errorMessage: '',
      model: null,
      list: null,
    });
    const [row] = await subscription(email);
    expect(row).toMatchObject({
      status: 'confirmed',
      confirmed_at: t.clock.now().toISOString(),
      confirmed_ip_hash: hashIp(t.config.SESSION_SECRET, ip),
    });
    expect((await visitor.post('/api/newsletter/confirm', { token })).json().succeeded).toBe(true);
  });

  test('a confirmed subscriber who subscribes again is told so by e-mail, and stays confirmed', async () => {
    const email = nextAddress();
    await subscribe(email);
    const token = tokenIn((await emailsTo(email))[0]?.text_body ?? '', '/newsletter/confirm');
    await new TestVisitor(t.app).post('/api/newsletter/confirm', { token });
    t.clock.advance(NEWSLETTER_EMAIL_THROTTLE_MS + 1);
    expect((await subscribe(email)).json().succeeded).toBe(true);
    const emails = await emailsTo(email);
    expect(emails.map((e) => e.subject)).toEqual([
      'Confirm your subscription to the FakeXrmEasy newsletter',
      "You're already subscribed to the FakeXrmEasy newsletter",
    ]);
    const headers = JSON.parse(emails[1]?.headers_json ?? '{}');
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${t.config.PUBLIC_URL}/api/newsletter/one-click-unsubscribe\\?token=[\\w.%-]+>$`),
    );
    expect(emails[1]?.text_body).toContain(`${t.config.PUBLIC_URL}/newsletter/unsubscribe?token=`);
    expect((await subscription(email))[0]?.status).toBe('confirmed');
  });

  test('a confirmation link has expired after 7 days, and a tampered one is not valid', async () => {
    const email = nextAddress();
    await subscribe(email, 'es-ES');
    const token = tokenIn((await emailsTo(email))[0]?.text_body ?? '', '/newsletter/confirm');
    const visitor = new TestVisitor(t.app, { culture: 'es-ES' });
    const tampered = await visitor.post('/api/newsletter/confirm', { token: `${token.slice(0, -2)}xx` });
    expect(tampered.json()).toMatchObject({ succeeded: false });
    expect(tampered.json().errorMessage).toMatch(/^Este enlace de confirmación no es válido\./);
    t.clock.advance(7 * DAY);
    const expired = await visitor.post('/api/newsletter/confirm', { token });
    expect(expired.json().errorMessage).toMatch(/^Este enlace de confirmación ha caducado/);
    expect((await subscription(email))[0]?.status).toBe('pending');
  });

  test('the unsubscribe page call unsubscribes; the confirm link then no longer works', async () => {
    const email = nextAddress();
    const { text } = await confirmedSubscriber(email);
    const confirmLink = (await emailsTo(email))[0]?.text_body ?? '';
    const visitor = new TestVisitor(t.app);
    const reply = await visitor.post('/api/newsletter/unsubscribe', {
      token: tokenIn(text, '/newsletter/unsubscribe'),
    });
    expect(reply.json().succeeded).toBe(true);
    const [row] = await subscription(email);
    expect(row).toMatchObject({ status: 'unsubscribed', unsubscribed_at: t.clock.now().toISOString() });
    const confirm = await visitor.post('/api/newsletter/confirm', {
      token: tokenIn(confirmLink, '/newsletter/confirm'),
    });
    expect(confirm.json().succeeded).toBe(false);
    expect((await visitor.post('/api/newsletter/unsubscribe', { token: 'nope' })).json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringMatching(/^This unsubscribe link isn't valid/),
    });
  });

  test('an unsubscribed address that subscribes again is pending once more and gets a new confirmation', async () => {
    const email = nextAddress();
    const { text } = await confirmedSubscriber(email);
    await new TestVisitor(t.app).post('/api/newsletter/unsubscribe', {
      token: tokenIn(text, '/newsletter/unsubscribe'),
    });
    expect((await subscribe(email)).json().succeeded).toBe(true);
    expect(await subscription(email)).toMatchObject([{ status: 'pending', unsubscribed_at: null }]);
    expect((await emailsTo(email)).map((e) => e.template)).toEqual([
      'newsletter-confirmation',
      'newsletter-already-subscribed',
      'newsletter-confirmation',
    ]);
  });

  test('one-click unsubscribe (RFC 8058): a form post without cookies or anti-forgery token', async () => {
    const email = nextAddress();
    const { headers } = await confirmedSubscriber(email);
    const url = String(headers['List-Unsubscribe']).slice(1, -1).slice(t.config.PUBLIC_URL.length);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().succeeded).toBe(true);
    expect((await subscription(email))[0]?.status).toBe('unsubscribed');
  });

  test('one-click unsubscribe also takes multipart/form-data, and refuses a bad token with 400', async () => {
    const email = nextAddress();
    const { headers } = await confirmedSubscriber(email);
    const url = String(headers['List-Unsubscribe']).slice(1, -1).slice(t.config.PUBLIC_URL.length);
    const boundary = 'x-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await subscription(email))[0]?.status).toBe('unsubscribed');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/one-click-unsubscribe?token=forged.token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
  });

  test('a GET of the one-click URL changes nothing and goes to the unsubscribe page', async () => {
    const email = nextAddress();
    const { headers } = await confirmedSubscriber(email);
    const url = String(headers['List-Unsubscribe']).slice(1, -1).slice(t.config.PUBLIC_URL.length);
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/newsletter\/unsubscribe\?token=/);
    expect((await subscription(email))[0]?.status).toBe('confirmed');
  });

  test('form posts are accepted on the one-click route only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-xsrf-token': 'x' },
      payload: 'email=a%40b.co',
    });
    expect([403, 415]).toContain(response.statusCode);
    const visitor = new TestVisitor(t.app, { ip: nextIp() });
    await visitor.fetchXsrfToken();
    const withToken = await visitor.send('POST', '/api/newsletter/submit', undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(withToken.statusCode).toBe(415);
  });

  test.each([
    ['en-GB', '', 'Please, email is mandatory'],
    ['en-GB', 'reader@example', "Please, email doesn't have a valid format"],
    ['ca-ES', 'x', 'El correu electrònic no té un format vàlid.'],
  ])('in %s, %j answers succeeded false with "%s"', async (culture, email, message) => {
    const response = await subscribe(email, culture);
    expect(response.json()).toEqual({ succeeded: false, errorMessage: message, model: null, list: null });
  });

  test('without the anti-forgery token a subscription is refused with 403', async () => {
    const email = nextAddress();
    const visitor = new TestVisitor(t.app, { ip: nextIp() });
    await visitor.openPage('/newsletter');
    const response = await visitor.send('POST', '/api/newsletter/submit', { email }, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect(await subscription(email)).toHaveLength(0);
  });

  test('the sixth subscription from one IP within 10 minutes is 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await subscribe(nextAddress(), 'en-GB', ip)).statusCode).toBe(200);
    const limited = await subscribe(nextAddress(), 'en-GB', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errorMessage).toMatch(/^Too many attempts\./);
  });
});
