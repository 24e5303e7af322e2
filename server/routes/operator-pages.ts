import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServedOverHttps, siteCookie } from '#server/plugins/cookies.ts';
import { findOperator } from '#server/routes/api/operator/operator-role.repository.ts';
import { truncateAddress } from '#server/security/client-device.ts';
import { findSession } from '#server/security/sessions.ts';
import { sendableBody } from '#server/site/static-files.ts';
import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { OPERATOR_PATHS } from '#shared/paths.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';

/**
 * The operator console's pages, /operator and /operator/order in every culture (docs/product.md, Operator
 * console). The in-memory site leaves them to Fastify (server/site/responder.ts), so that they are answered by
 * who asks: the page's shell, never cached nor indexed, to a signed-in operator with two-factor on; to anyone
 * else the not-found page with 404, counted as any other, so the console does not say that it is there. Pages
 * carry no session context (server/routes/api/index.ts), so the session is looked up here from its cookie.
 */
export async function operatorPageRoutes(app: FastifyInstance) {
  const { name: sessionCookie } = siteCookie(SITE_COOKIES.sid, isServedOverHttps(app.config));

  async function isOperator(request: FastifyRequest): Promise<boolean> {
    const session = await findSession(
      app.db,
      app.clock,
      request.cookies[sessionCookie],
      truncateAddress(request.ip),
    );
    return session !== null && (await findOperator(app.db, session.accountId)) !== null;
  }

  for (const routePath of OPERATOR_PATHS)
    for (const culture of SUPPORTED_CULTURES)
      app.get(localisePath(routePath, culture), async (request, reply: FastifyReply) => {
        if (!(await isOperator(request))) return app.sendNotFoundPage(request, reply);
        const answer = app.site.shellPage(request, routePath);
        return reply.status(answer.status).headers(answer.headers).send(sendableBody(answer.body));
      });
}
