import type { FastifyInstance } from 'fastify';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** RFC 9116 asks for an Expires less than a year ahead, so a file left behind says it may be stale. */
const DEFAULT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability (SECURITY_CONTACT, else mailto: the
 * info address), until when to trust this file (SECURITY_TXT_EXPIRES, else a year after the server started), in
 * the site's three languages, at its canonical address. A configured expiry that has passed is still served (it
 * tells a researcher the contact may be stale) and warned about at start-up.
 */
export async function securityTxtRoutes(app: FastifyInstance) {
  const { SECURITY_CONTACT, SECURITY_TXT_EXPIRES, PUBLIC_URL } = app.config;
  const startedAt = app.clock.now();
  const expires = SECURITY_TXT_EXPIRES ?? new Date(startedAt.getTime() + DEFAULT_LIFETIME_MS).toISOString();
  if (SECURITY_TXT_EXPIRES && new Date(SECURITY_TXT_EXPIRES) <= startedAt)
    app.log.warn(
      `SECURITY_TXT_EXPIRES (${SECURITY_TXT_EXPIRES}) has passed: security.txt tells researchers its contact ` +
        'may be out of date; set a date less than a year ahead',
    );
  const body = [
    `Contact: ${SECURITY_CONTACT}`,
    `Expires: ${expires}`,
    'Preferred-Languages: en, es, ca',
    `Canonical: ${PUBLIC_URL}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');

  app.get(SECURITY_TXT_PATH, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body),
  );
}
