import { createHmac } from 'node:crypto';

/**
 * The request's IP as evidence of a consent, without storing the address itself: an HMAC-SHA256 keyed with
 * the server secret (a salted hash). The same IP gives the same hash while the secret stays the same, so the
 * business can tell which requests came from one address without anyone reading the address back.
 */
export function hashIp(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`lead-ip:${ip}`).digest('hex');
}
