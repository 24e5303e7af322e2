import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

/** The longest User-Agent kept with a session: enough for any real browser, not a place to store a novel. */
const USER_AGENT_MAX_LENGTH = 500;

/** What a session keeps of the browser that started it (docs/security.md, Sessions). */
export interface ClientDevice {
  userAgent: string | null;
  /** Truncated: see truncateAddress. */
  address: string | null;
}

export function clientDevice(userAgent: string | undefined, ip: string): ClientDevice {
  return {
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    address: truncateAddress(ip),
  };
}

/**
 * An address the owner can recognise without the site keeping where exactly they were: an IPv4 address
 * without its last byte (192.0.2.x), an IPv6 address by its first 3 groups (2001:db8:85a3:…), which name the
 * provider's network rather than the household. An IPv4-mapped IPv6 address is shown as IPv4.
 */
export function truncateAddress(ip: string): string | null {
  const mapped = ip.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  const v4 = mapped?.[1] ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}:…`;
}

/** The browser and system a User-Agent names ("Chrome", "Windows"), or null for what cannot be told. */
export function describeUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const parser = Bowser.getParser(userAgent);
  return { browser: parser.getBrowserName() || null, system: parser.getOSName() || null };
}
