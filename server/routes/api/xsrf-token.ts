import type { FastifyInstance } from 'fastify';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';

/**
 * GET /api/xsrf-token: sets the anti-forgery cookie for this visitor (keeping the one they have while it still
 * fits). Pages are the same bytes for everyone and set no cookie, so the browser calls this before its first write.
 */
export async function xsrfTokenRoutes(app: FastifyInstance) {
  route(app, API.xsrfToken, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.ensureXsrfToken();
    return succeeded();
  });
}
