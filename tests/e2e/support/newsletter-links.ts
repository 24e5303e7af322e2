import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSignedToken } from '#server/security/signed-token.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { PATHS } from '#shared/paths.ts';
import { E2E } from './e2e-env.ts';
import { linkIn } from './fixtures.ts';
import type { CaughtEmail } from './smtp-sink.ts';

/**
 * The unsubscribe links a subscriber's newsletter e-mails carry (the page's, and the RFC 8058 one-click URL of
 * List-Unsubscribe), for the address a confirmation e-mail went to. The confirmation itself carries none, and
 * the next e-mail with them ("already subscribed") comes only after a 10-minute pause, so the test signs them
 * as the site does: with the site's secret (in its DATA_DIR) and the subscription id its confirm link names.
 */
export function subscriberUnsubscribeLinks(confirmation: CaughtEmail): { page: string; oneClick: string } {
  const confirmToken = new URL(linkIn(confirmation, '/newsletter/confirm?token=')).searchParams.get('token');
  const payload = JSON.parse(Buffer.from(confirmToken?.split('.')[0] ?? '', 'base64url').toString('utf8'));
  const secret = readFileSync(path.join(E2E.dataDir, 'session-secret'), 'utf8').trim();
  const token = encodeURIComponent(createSignedToken(secret, 'newsletter-unsubscribe', payload.sub));
  return {
    page: `${E2E.baseUrl}${PATHS.newsletterUnsubscribe}?token=${token}`,
    oneClick: `${E2E.baseUrl}${API_ROUTES.newsletterOneClickUnsubscribe}?token=${token}`,
  };
}
