import type { FastifyInstance } from 'fastify';
import { isDatabaseReady } from '#server/plugins/db.ts';

/** /healthz: the process answers. /readyz: it can serve traffic (the database answers), else 503. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await isDatabaseReady(app.db);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable' });
  });
}
