import { describe, expect, test } from 'vitest';
import { returnsAfterSignIn, safeReturnPath, signInPathFrom, withReturnPath } from './return-path.ts';

describe('the return path after sign-in', () => {
  test.each([
    ['/account/buy?plan=perUser&billing=annual&currency=EUR&users=13'],
    ['/account/order?reference=FXE-ABCD-EFGH'],
    ['/account/billing'],
    ['/pricing'],
  ])('a path of the route table, with its query, is kept: %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  test.each([
    [null],
    [''],
    ['//evil.example/account/buy'],
    ['/\\evil.example'],
    ['https://evil.example/account/buy'],
    ['javascript:alert(1)'],
    ['account/buy'],
    ['/account/nowhere'],
    ['/account/buy/'],
    ['/%2F%2Fevil.example'],
    ['/account/buy\nSet-Cookie: x=1'],
    ['/account/buy#\u0000'],
    [`/account/buy?x=${'a'.repeat(2000)}`],
  ])('anything else is refused: %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  test('the sign-in link carries the path, which reads back whole', () => {
    const link = withReturnPath('/account/signin', '/account/buy?plan=business&users=16');
    expect(link).toBe('/account/signin?return=%2Faccount%2Fbuy%3Fplan%3Dbusiness%26users%3D16');
    const back = new URL(link, 'https://x.test').searchParams.get('return');
    expect(safeReturnPath(back)).toBe('/account/buy?plan=business&users=16');
    expect(withReturnPath('/account/signup', null)).toBe('/account/signup');
  });
});

test('sign-in brings back to an order’s pages only; the others keep My Account', () => {
  expect(returnsAfterSignIn('/account/buy')).toBe(true);
  expect(returnsAfterSignIn('/account/order')).toBe(true);
  expect(returnsAfterSignIn('/account/billing')).toBe(false);
  expect(returnsAfterSignIn('/account/dashboard')).toBe(false);
});

test('sign-in brings an order under way back to its page, and any other page to My Account', () => {
  expect(signInPathFrom('/account/buy', '?plan=business&users=16')).toBe(
    `/account/signin?return=${encodeURIComponent('/account/buy?plan=business&users=16')}`,
  );
  expect(signInPathFrom('/account/billing', '?x=1')).toBe('/account/signin');
});
