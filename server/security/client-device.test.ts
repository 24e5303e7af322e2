import { expect, test } from 'vitest';
import { clientDevice, describeUserAgent, truncateAddress } from './client-device.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test.each([
  ['192.0.2.45', '192.0.2.x'],
  ['::ffff:198.51.100.7', '198.51.100.x'],
  ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:…'],
  ['2001:db8::1', '2001:db8:0:…'],
  ['2001:0db8:0000:0042::8a2e', '2001:db8:0:…'],
  ['::1', '0:0:0:…'],
  ['fe80::1%eth0', 'fe80:0:0:…'],
  ['not an address', null],
])('%s is shown as %s', (ip, shown) => {
  expect(truncateAddress(ip)).toBe(shown);
});

test.each([
  [CHROME_LINUX, { browser: 'Chrome', system: 'Linux' }],
  [FIREFOX_WINDOWS, { browser: 'Firefox', system: 'Windows' }],
  ['curl/8.5.0', { browser: null, system: null }],
  [null, { browser: null, system: null }],
])('the User-Agent %s names %o', (userAgent, names) => {
  expect(describeUserAgent(userAgent)).toEqual(names);
});

test('a session keeps at most 500 characters of the User-Agent, and no full address', () => {
  expect(clientDevice('x'.repeat(2000), '203.0.113.9')).toEqual({
    userAgent: 'x'.repeat(500),
    address: '203.0.113.x',
  });
  expect(clientDevice(undefined, '203.0.113.9').userAgent).toBeNull();
});
