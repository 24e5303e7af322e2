import { ACCOUNT_API } from './endpoints/account.ts';
import { LEAD_FORMS_API } from './endpoints/lead-forms.ts';
import { OPERATOR_API } from './endpoints/operator.ts';
import { ORDERS_API } from './endpoints/orders.ts';
import { ORGANISATION_API } from './endpoints/organisation.ts';
import { SESSION_API } from './endpoints/session.ts';

/**
 * Every API endpoint of the site, described once (docs/architecture.md, API contract): its method, its path and,
 * as types only, its body and its reply's model. The browser calls it with `api.call(API.contactSubmit, body)`
 * (client/lib/api.ts), the server registers it with `route(app, API.contactSubmit, ContactRequestSchema, handler)`
 * (server/routes/route.ts), so neither side can drift from the other. docs/product.md lists what each one does.
 * Each resource's endpoints are in a file of their own (endpoints/), which the browser's code imports alone: a
 * page downloads the paths of the calls it makes, not the whole table; the server and the tests take them all here.
 */
export const API = {
  ...SESSION_API,
  ...LEAD_FORMS_API,
  ...ACCOUNT_API,
  ...ORGANISATION_API,
  ...ORDERS_API,
  ...OPERATOR_API,
} as const;

export type ApiEndpoint = (typeof API)[keyof typeof API];

/** Each endpoint's path by its name, for the code and tests that need the bare URL. */
export const API_ROUTES = /* @__PURE__ */ Object.fromEntries(
  Object.entries(API).map(([name, endpoint]) => [name, endpoint.path]),
) as { readonly [K in keyof typeof API]: (typeof API)[K]['path'] };

export type ApiRoute = ApiEndpoint['path'];

/** Every API route lives under this prefix; the server mounts its API context there. */
export const API_PREFIX = '/api';

/** A route's path inside the server's API context, which Fastify mounts under API_PREFIX. */
export function pathUnderApi(route: string): string {
  return route.slice(API_PREFIX.length);
}
