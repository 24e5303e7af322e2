import { describe, expect, test } from 'vitest';
import { hashIp } from './ip-hash.ts';
import { createSignedToken, verifySignedToken } from './signed-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = new Date('2026-01-15T10:00:00.000Z');

describe('signed link tokens', () => {
  test('a token verifies for its purpose and names its subject', () => {
    const token = createSignedToken(SECRET, 'newsletter-unsubscribe', 'row-1');
    expect(verifySignedToken(SECRET, 'newsletter-unsubscribe', token, NOW)).toEqual({
      ok: true,
      subject: 'row-1',
    });
  });

  test('a token is worthless for another purpose or with another secret', () => {
    const token = createSignedToken(SECRET, 'newsletter-confirm', 'row-1');
    expect(verifySignedToken(SECRET, 'newsletter-unsubscribe', token, NOW).ok).toBe(false);
    expect(verifySignedToken(`${SECRET}x`, 'newsletter-confirm', token, NOW).ok).toBe(false);
  });

  test('an expiring token works until its expiry and is then reported expired, not invalid', () => {
    const expiry = new Date(NOW.getTime() + 1000);
    const token = createSignedToken(SECRET, 'white-paper-download', 'row-2', expiry);
    expect(verifySignedToken(SECRET, 'white-paper-download', token, new Date(expiry.getTime() - 1)).ok).toBe(
      true,
    );
    expect(verifySignedToken(SECRET, 'white-paper-download', token, expiry)).toEqual({
      ok: false,
      reason: 'expired',
      subject: 'row-2',
    });
  });

  test.each([
    [
      'a changed payload',
      (t: string) => `${Buffer.from('{"sub":"row-9"}').toString('base64url')}.${t.split('.')[1]}`,
    ],
    ['a changed signature', (t: string) => `${t.slice(0, -2)}xx`],
    ['a truncated token', (t: string) => t.slice(0, 20)],
    ['an extra part', (t: string) => `${t}.x`],
    ['nothing', () => ''],
  ])('%s is invalid', (_name, tamper) => {
    const token = createSignedToken(SECRET, 'white-paper-download', 'row-2', new Date(NOW.getTime() + 1000));
    expect(verifySignedToken(SECRET, 'white-paper-download', tamper(token), NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  test('a payload without a subject is invalid even when signed', () => {
    const forged = createSignedToken(SECRET, 'newsletter-confirm', '');
    expect(verifySignedToken(SECRET, 'newsletter-confirm', forged, NOW).ok).toBe(false);
  });
});

test('an IP hash is stable for a secret, differs between secrets and never contains the address', () => {
  const hash = hashIp(SECRET, '203.0.113.7');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(hashIp(SECRET, '203.0.113.7')).toBe(hash);
  expect(hashIp(`${SECRET}x`, '203.0.113.7')).not.toBe(hash);
  expect(hashIp(SECRET, '203.0.113.8')).not.toBe(hash);
  expect(hash).not.toContain('203.0.113.7');
});
