import type { FastifyInstance } from 'fastify';
import { succeeded, XSRF_TOKEN_URL } from '#shared/api/reply.ts';

/**
 * GET /api/xsrf-token: sets the anti-forgery cookie for this visitor (keeping the one they have while it still
 * fits). Pages are the same bytes for everyone and set no cookie, so the browser calls this before its first write.
 */
export async function xsrfTokenRoutes(app: FastifyInstance) {
  app.get(XSRF_TOKEN_URL.slice('/api'.length), async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.ensureXsrfToken();
    return succeeded();
  });
}
