import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionOperator } from '#server/routes/api/operator/operator-gate.ts';
import { sendableBody } from '#server/site/static-files.ts';
import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { OPERATOR_PATHS } from '#shared/paths.ts';

/**
 * The operator console's pages, /operator and /operator/order in every culture (docs/product.md, Operator
 * console). The in-memory site leaves them to Fastify (server/site/responder.ts), so that they are answered by
 * who asks: the page as the build made it (its island rendered in the browser), never cached nor indexed, to a signed-in operator with two-factor on; to anyone
 * else the not-found page with 404, counted as any other, so the console does not say that it is there. Pages
 * carry no session context (server/routes/api/index.ts): the gate's sessionOperator reads the cookie.
 */
export async function operatorPageRoutes(app: FastifyInstance) {
  for (const routePath of OPERATOR_PATHS)
    for (const culture of SUPPORTED_CULTURES)
      app.get(localisePath(routePath, culture), async (request, reply: FastifyReply) => {
        if (!(await sessionOperator(request))) return app.sendNotFoundPage(request, reply);
        const answer = app.site.operatorPage(request, routePath);
        return reply.status(answer.status).headers(answer.headers).send(sendableBody(answer.body));
      });
}
