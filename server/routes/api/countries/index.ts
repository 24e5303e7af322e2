import type { FastifyInstance } from 'fastify';
import { route } from '#server/routes/api/route.ts';
import { chooseEncoding } from '#server/site/static-files.ts';
import { API } from '#shared/api/endpoints.ts';
import { countryListReply } from './countries.ts';

/** GET /api/countries/all: the billing form's country list, in the caller's culture (X-APP-CULTURE). */
export async function countryRoutes(app: FastifyInstance) {
  route(app, API.countriesAll, async (request, reply) => {
    const answer = countryListReply(request.culture);
    const encoding = chooseEncoding(request.headers['accept-encoding'], answer);
    // The same for everyone in a culture; the browser may keep it for a day.
    reply
      .header('Cache-Control', 'private, max-age=86400')
      .header('Vary', 'X-APP-CULTURE, Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? answer[encoding] : answer.identity);
  });
}
