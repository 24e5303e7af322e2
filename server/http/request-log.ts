import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { stdSerializers } from 'pino';

/** What stands in the log for a value it must not keep. */
export const REDACTED = '[redacted]';
const EMAIL_REPLACEMENT = '[email]';

// An e-mail address wherever it sits in a string (a URL, an SMTP refusal, a database error's detail), also with
// its @ percent-encoded. Loose on purpose: hiding a little more than an address is better than missing one.
const NOT_IN_ADDRESS = String.raw`\s@<>()[\]{}"'\x60,;:/\\?&=%`;
const EMAIL_ADDRESS = new RegExp(
  `[^${NOT_IN_ADDRESS}]+(?:@|%40)[^${NOT_IN_ADDRESS}]+\\.[^${NOT_IN_ADDRESS}]+`,
  'giu',
);

/** The text with every e-mail address replaced by [email]. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, EMAIL_REPLACEMENT);
}

/**
 * A request URL as the log keeps it: the path, and the query's parameter names with every value redacted.
 * One-off links carry their secret in the query (reset password, confirm e-mail, white-paper download,
 * newsletter confirm and unsubscribe), so no query value is ever written. Never throws, even on a malformed URL.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return withoutEmailAddresses(url);
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .filter((parameter) => parameter !== '')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      // A bare value ('?abc') may be the secret itself.
      return equals === -1 ? REDACTED : `${parameter.slice(0, equals)}=${REDACTED}`;
    });
  return withoutEmailAddresses(`${url.slice(0, queryStart)}?${parameters.join('&')}`);
}

/**
 * A client address as the log keeps it: an IPv4 address to its /24 (203.0.113.0), an IPv6 one to its /48
 * (2001:db8:85a3::), an IPv4-mapped IPv6 one as IPv4. Enough to see a network misbehave, not to name a visitor.
 * Anything else (an X-Forwarded-For entry that is not an address) is redacted.
 */
export function truncateIp(address: string | undefined): string | undefined {
  if (address === undefined || address === '') return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ipv4 = mapped ?? address;
  if (isIPv4(ipv4)) return ipv4.replace(/\.\d+$/, '.0');
  const withoutZone = address.split('%')[0] ?? '';
  if (!isIPv6(withoutZone)) return REDACTED;
  const network = [...ipv6Groups(withoutZone).slice(0, 3), 0, 0, 0, 0, 0];
  // The URL parser writes an IPv6 address in its canonical, compressed form.
  return new URL(`http://[${network.map((group) => group.toString(16)).join(':')}]/`).hostname.slice(1, -1);
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((group) => Number.parseInt(group, 16));
}

/**
 * Free text (an error's message, a refusal's reason) with every query value and e-mail address hidden: Fastify's
 * message for a malformed URL quotes the whole URL.
 */
export function withoutSecrets(text: string): string {
  return withoutEmailAddresses(text.replace(/([?&][^=&?\s'"<>]*=)[^&\s'"<>]*/g, `$1${REDACTED}`));
}

/** Every string inside a serialised value with its secrets hidden (errors carry what they were given). */
function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutSecrets(value);
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, depth + 1)]));
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: { host?: string };
  socket?: { remoteAddress?: string };
}

/**
 * The serializers of every log line the app writes (docs/security.md): a request is its method, its URL without
 * query values, its host and its client's truncated address; an error, pino's usual fields with any query value
 * or e-mail address hidden (an SMTP refusal or a unique-key violation quotes the address it was given).
 */
export const LOG_SERIALIZERS = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
      host: request.host ?? request.headers?.host,
      remoteAddress: truncateIp(request.ip ?? request.socket?.remoteAddress),
    };
  },
  err(error: unknown) {
    return scrubbed(error instanceof Error ? stdSerializers.err(error) : error);
  },
  /** Why the error handler refused a request: an error's message, which may quote the request. */
  reason(reason: unknown) {
    return scrubbed(reason);
  },
};

/** The app's logger: the process's own, with the serializers above replacing Fastify's defaults. */
export function withLogSerializers(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: LOG_SERIALIZERS });
}
