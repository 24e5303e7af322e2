import type { FastifyInstance } from 'fastify';
import { isDatabaseReady } from '#server/plugins/db.ts';

/**
 * /healthz: the process answers. /readyz: it can serve traffic (the database answers), else 503.
 * Neither is ever kept by a cache: a stored "ok" would hide an instance that has since died (docs/security.md,
 * Health checks are never cached).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const ready = await isDatabaseReady(app.db);
    return reply
      .header('cache-control', 'no-store')
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'database unavailable' });
  });
}
