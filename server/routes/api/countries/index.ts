import type { FastifyInstance } from 'fastify';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { countryList } from './countries.ts';

/** GET /api/countries/all: the billing form's country list, in the caller's culture (X-APP-CULTURE). */
export async function countryRoutes(app: FastifyInstance) {
  app.get(pathUnderApi(API_ROUTES.countriesAll), async (request, reply) => {
    // The same for everyone in a culture; the browser may keep it for a day.
    reply.header('Cache-Control', 'private, max-age=86400').header('Vary', 'X-APP-CULTURE');
    return succeeded(null, countryList(request.culture));
  });
}
